import { useEffect, useReducer } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { scrapeProduct } from '../api/scrape';
import { t } from '../i18n';
import { quickAddReducer } from './quick-add-machine';

/**
 * Past the server's own limits (fetch, reading, the first start of its reader): a call still
 * unanswered by then never will be, and the person gets the add form with the link.
 */
export const SCRAPE_DEADLINE_MS = 45_000;

// Functions, not constants: each says it in the language in use when the failure happens.
export const quickAddOffline = () => t('quickAdd.offline');
export const quickAddTooSlow = () => t('quickAdd.tooSlow');
export const quickAddFailed = () => t('quickAdd.failed');

/**
 * The server's sentence when it sent one, else what went wrong in words of our own. No answer
 * at all (offline, or the server unreachable) is said the Quick Add way, over the form to fill
 * in by hand, rather than as the generic refusal of a write offline (lib/api-client.ts).
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return quickAddOffline();
  return errorMessage(error, quickAddFailed());
}

/** The Quick Add state machine plus the scrape call that runs while it is extracting. */
export function useQuickAdd(deadlineMs = SCRAPE_DEADLINE_MS) {
  const [state, dispatch] = useReducer(quickAddReducer, { step: 'closed' });
  const extractingUrl = state.step === 'extracting' ? state.url : null;
  const sentHtml = state.step === 'extracting' ? state.html : undefined;

  useEffect(() => {
    if (extractingUrl === null) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deadlineMs);
    scrapeProduct(extractingUrl, controller.signal, sentHtml)
      .then(
        (result) => {
          if (!controller.signal.aborted) dispatch({ type: 'scraped', result });
        },
        (error: unknown) => {
          // A failure opens the add form with the link, and says why at its top.
          if (timedOut) dispatch({ type: 'failed', message: quickAddTooSlow() });
          else if (!controller.signal.aborted) {
            dispatch({ type: 'failed', message: failureMessage(error) });
          }
        },
      )
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [extractingUrl, sentHtml, deadlineMs]);

  return [state, dispatch] as const;
}
