import { CONNECTION_STATUS_ID, useOnline } from '../../offline';
import { t } from '../i18n';

export interface WritesBlocked {
  /** Nothing can be saved now: the list's changing controls are disabled. */
  blocked: boolean;
  /** Spread on a disabled control: why, on hover and for screen readers (the offline notice). */
  explain: { title?: string; 'aria-describedby'?: string };
}

/**
 * Whether the list page's writes (marks, edits, adds, settings) can reach the server. Offline,
 * the API client refuses every write (decision 016), so a button that would only fail is
 * disabled instead, and says why.
 *
 * It follows the browser's network state (`useOnline`). When features/offline also tells a
 * server that does not answer (`useConnection()`: `{online, serverReachable}`), this is the one
 * place to use it: `blocked = !online || !serverReachable`.
 */
export function useWritesBlocked(): WritesBlocked {
  const online = useOnline();
  if (online) return { blocked: false, explain: {} };
  return {
    blocked: true,
    explain: { title: t('lists.offline.reason'), 'aria-describedby': CONNECTION_STATUS_ID },
  };
}
