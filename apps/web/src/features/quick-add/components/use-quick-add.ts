import { useEffect, useReducer } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { scrapeProduct } from '../api/scrape';
import { quickAddReducer } from './quick-add-machine';

/**
 * Past the server's own limits (fetch, reading, the first start of its reader): a call still
 * unanswered by then never will be, and the person gets the URL dialog back.
 */
export const SCRAPE_DEADLINE_MS = 45_000;

export const QUICK_ADD_OFFLINE =
  'We could not reach the server. Check your connection and try again, or add the item by hand.';
export const QUICK_ADD_TOO_SLOW =
  'Getting the details took too long. Try again, or add the item by hand.';
export const QUICK_ADD_FAILED =
  'We could not get the details from that page. Try again, or add the item by hand.';

/** The server's sentence when it sent one, else what went wrong in words of our own. */
export function failureMessage(error: unknown): string {
  const offline = error instanceof ApiRequestError && error.status === 0;
  return errorMessage(error, offline ? QUICK_ADD_OFFLINE : QUICK_ADD_FAILED);
}

/** The Quick Add state machine plus the scrape call that runs while it is extracting. */
export function useQuickAdd(deadlineMs = SCRAPE_DEADLINE_MS) {
  const [state, dispatch] = useReducer(quickAddReducer, { step: 'closed' });
  const extractingUrl = state.step === 'extracting' ? state.url : null;

  useEffect(() => {
    if (extractingUrl === null) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deadlineMs);
    scrapeProduct(extractingUrl, controller.signal)
      .then(
        (result) => {
          if (!controller.signal.aborted) dispatch({ type: 'scraped', result });
        },
        (error: unknown) => {
          // A failure says why in the URL dialog, which keeps the URL (quick-add-machine.ts).
          if (timedOut) dispatch({ type: 'failed', message: QUICK_ADD_TOO_SLOW });
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
  }, [extractingUrl, deadlineMs]);

  return [state, dispatch] as const;
}
