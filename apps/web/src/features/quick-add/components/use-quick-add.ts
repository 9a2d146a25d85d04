import { useEffect, useReducer } from 'react';
import { scrapeProduct } from '../api/scrape';
import { quickAddReducer } from './quick-add-machine';

/** The Quick Add state machine plus the scrape call that runs while it is extracting. */
export function useQuickAdd() {
  const [state, dispatch] = useReducer(quickAddReducer, { step: 'closed' });
  const extractingUrl = state.step === 'extracting' ? state.url : null;

  useEffect(() => {
    if (extractingUrl === null) return;
    const controller = new AbortController();
    scrapeProduct(extractingUrl, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) dispatch({ type: 'scraped', result });
      },
      () => {
        // A scrape failure is silent: the form opens with the link filled in (spec section 8).
        if (!controller.signal.aborted) dispatch({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [extractingUrl]);

  return [state, dispatch] as const;
}
