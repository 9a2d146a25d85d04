import './offline.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RetryButton } from '../../components/ui/load-failed';
import { t } from './i18n';
import { checkServer, useConnection } from './use-connection';

/**
 * The banner's sentence's id: a control that cannot be used while nothing can be sent names it
 * in `aria-describedby`, so it says why it is disabled.
 */
export const CONNECTION_STATUS_ID = 'connection-status';

/**
 * The connection banner. Offline: what shows is the lists as last loaded (the service worker's
 * copy), and nothing can be changed until the network is back. Online but the server gives no
 * answer: the same, said so, with Retry; when the server answers again the page reads what it
 * shows afresh. The status region is always there, so screen readers announce the banner when
 * it appears, not only when the page opens.
 */
export function OfflineNotice() {
  const { online, serverReachable } = useConnection();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const wasReachable = useRef(serverReachable);
  useEffect(() => {
    if (serverReachable && !wasReachable.current) void queryClient.invalidateQueries();
    wasReachable.current = serverReachable;
  }, [serverReachable, queryClient]);

  const retry = () => {
    setChecking(true);
    void checkServer().finally(() => setChecking(false));
  };
  return (
    <div aria-live="polite" className="offline-status">
      {!online ? (
        <p id={CONNECTION_STATUS_ID} className="offline-notice" role="status">
          <strong className="offline-notice-title">{t('offline.title')}</strong> {t('offline.text')}
        </p>
      ) : !serverReachable ? (
        <div className="offline-notice connection-notice">
          <p id={CONNECTION_STATUS_ID} role="status">
            <strong className="offline-notice-title">{t('offline.unreachableTitle')}</strong>{' '}
            {t('offline.unreachableText')}
          </p>
          <RetryButton onRetry={retry} retrying={checking} />
        </div>
      ) : null}
    </div>
  );
}
