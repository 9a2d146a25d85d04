import { t } from './i18n';
import { useConnection } from './use-connection';

/**
 * Whether a write can be sent now, and a word beside a button disabled because it cannot: a
 * dialog covers the page's connection banner, so the form says why itself.
 */
export function useCanSend(): boolean {
  const { online, serverReachable } = useConnection();
  return online && serverReachable;
}

export function ConnectionHint() {
  const { online, serverReachable } = useConnection();
  if (online && serverReachable) return null;
  return (
    <p className="field-hint connection-hint">
      {online ? t('offline.cannotSendUnreachable') : t('offline.cannotSendOffline')}
    </p>
  );
}
