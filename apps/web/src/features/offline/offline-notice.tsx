import './offline.css';
import { t } from './i18n';
import { useOnline } from './use-online';

/**
 * The notice's id: a control that cannot be used offline names it in `aria-describedby`, so it
 * says why it is disabled.
 */
export const CONNECTION_STATUS_ID = 'connection-status';

/**
 * Says the page is offline: what shows is the lists as last loaded (the service worker's copy),
 * and nothing can be changed until the network is back. The status region is always there, so
 * screen readers announce the notice when it appears, not only when the page opens.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div aria-live="polite" className="offline-status">
      {online ? null : (
        <p id={CONNECTION_STATUS_ID} className="offline-notice" role="status">
          <strong className="offline-notice-title">{t('offline.title')}</strong> {t('offline.text')}
        </p>
      )}
    </div>
  );
}
