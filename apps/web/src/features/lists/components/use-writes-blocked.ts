import { CONNECTION_STATUS_ID, useConnection } from '../../offline';
import { t } from '../i18n';

export interface WritesBlocked {
  /** Nothing can be saved now: the list's changing controls are disabled. */
  blocked: boolean;
  /** Spread on a disabled control: why, on hover and for screen readers (the banner). */
  explain: { title?: string; 'aria-describedby'?: string };
}

/**
 * Whether the list page's writes (marks, edits, adds, settings) can reach the server: not while
 * the browser is offline, nor while the server gives no answer (features/offline's connection
 * state, whose banner says so). A button that would only fail is disabled instead, and says why.
 */
export function useWritesBlocked(): WritesBlocked {
  const { online, serverReachable } = useConnection();
  if (online && serverReachable) return { blocked: false, explain: {} };
  return {
    blocked: true,
    explain: {
      title: online ? t('lists.offline.unreachable') : t('lists.offline.reason'),
      'aria-describedby': CONNECTION_STATUS_ID,
    },
  };
}
