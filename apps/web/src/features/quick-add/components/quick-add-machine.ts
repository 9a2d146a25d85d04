import type { ScrapeResult } from '@wishlist/core';
import { digitsAndDots } from '@wishlist/core';
import { emptyItemForm, type ItemFormValues } from '../../lists';

/**
 * Quick Add (spec section 4): URL dialog → extracting → image chooser when images came back
 * (pick one or Skip) → prefilled add form. A failed scrape opens the form with only the link.
 */
export type QuickAddState =
  | { step: 'closed' }
  | { step: 'url'; url: string; problem: string | null }
  | { step: 'extracting'; url: string }
  | { step: 'choosing'; scraped: ScrapeResult; url: string }
  | { step: 'form'; values: ItemFormValues };

export type QuickAddEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'type'; url: string }
  | { type: 'submit' }
  | { type: 'scraped'; result: ScrapeResult }
  | { type: 'failed' }
  | { type: 'pick'; image: string }
  | { type: 'skip' };

export const QUICK_ADD_URL_REQUIRED = 'Please enter a product URL';

export function prefillFromScrape(
  result: ScrapeResult,
  enteredUrl: string,
  image: string | null,
): ItemFormValues {
  return {
    ...emptyItemForm,
    name: result.title ?? '',
    description: result.description ?? '',
    category: result.category ?? '',
    price: digitsAndDots(result.price ?? ''),
    affiliateLink: result.url || enteredUrl,
    imageUrl: image ?? '',
  };
}

export function quickAddReducer(state: QuickAddState, event: QuickAddEvent): QuickAddState {
  switch (event.type) {
    case 'open':
      return { step: 'url', url: '', problem: null };
    case 'close':
      return { step: 'closed' };
    case 'type':
      return state.step === 'url' ? { step: 'url', url: event.url, problem: null } : state;
    case 'submit': {
      if (state.step !== 'url') return state;
      const url = state.url.trim();
      if (!url) return { ...state, problem: QUICK_ADD_URL_REQUIRED };
      return { step: 'extracting', url };
    }
    case 'scraped': {
      if (state.step !== 'extracting') return state;
      const images = event.result.images ?? [];
      if (images.length > 0) return { step: 'choosing', scraped: event.result, url: state.url };
      return { step: 'form', values: prefillFromScrape(event.result, state.url, null) };
    }
    case 'failed':
      if (state.step !== 'extracting') return state;
      return { step: 'form', values: { ...emptyItemForm, affiliateLink: state.url } };
    case 'pick':
      if (state.step !== 'choosing') return state;
      return { step: 'form', values: prefillFromScrape(state.scraped, state.url, event.image) };
    case 'skip':
      if (state.step !== 'choosing') return state;
      return { step: 'form', values: prefillFromScrape(state.scraped, state.url, null) };
  }
}
