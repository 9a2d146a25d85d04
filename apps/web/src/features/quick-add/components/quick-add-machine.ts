import type { ScrapeResult } from '@wishlist/core';
import { digitsAndDots, LIMITS } from '@wishlist/core';
import { emptyItemForm, type ItemFormValues } from '../../lists';
import { t } from '../i18n';
import { formLink, formText } from './form-text';

/**
 * Quick Add (spec section 4): URL dialog → extracting → image chooser when images came back
 * (pick one or Skip) → prefilled add form.
 *
 * A failed scrape (issue 23, extensions Q1). The spec opens the add form with only the link
 * prefilled; the issue wants the server's reason shown and nothing the person typed lost.
 * Decision: the Quick Add dialog comes back with the URL as typed and the server's sentence
 * under it, and offers "Add by hand", which opens the add form with only that link prefilled,
 * as the spec says. A message on top of an already open add form reads as a problem with the
 * form, and a typo in the address ("That does not look like a web address") could then only
 * be fixed by starting Quick Add again; here it is fixed in place and tried again with
 * "Get details". Going back from the image chooser keeps the URL too.
 */
export type QuickAddState =
  | { step: 'closed' }
  /** `failed`: the last attempt failed, so "Add by hand" is offered; `problem` says why. */
  | { step: 'url'; url: string; problem: string | null; failed: boolean }
  | { step: 'extracting'; url: string }
  | { step: 'choosing'; scraped: ScrapeResult; images: string[]; url: string }
  /** `currency`: the page's (L2), '' when it stated none or the form is filled by hand. */
  | { step: 'form'; values: ItemFormValues; currency: string };

export type QuickAddEvent =
  /** `url`: a link to start from (shared from another app, or by the bookmarklet). */
  | { type: 'open'; url?: string }
  | { type: 'close' }
  | { type: 'type'; url: string }
  | { type: 'submit' }
  | { type: 'scraped'; result: ScrapeResult }
  /** `message`: the server's sentence, or the app's own when the server gave none. */
  | { type: 'failed'; message: string }
  | { type: 'by-hand' }
  | { type: 'pick'; image: string }
  | { type: 'skip' }
  | { type: 'back' };

export const quickAddUrlRequired = () => t('quickAdd.url.required');

/** The images the chooser can offer: links the form accepts, each once. */
export function usableImages(images: unknown): string[] {
  if (!Array.isArray(images)) return [];
  return [...new Set(images.map(formLink).filter(Boolean))];
}

/** The add form's start from what the server read; every field fits the form's rules. */
export function prefillFromScrape(
  result: ScrapeResult,
  enteredUrl: string,
  image: string | null,
): ItemFormValues {
  return {
    ...emptyItemForm,
    name: formText(result.title, 'line', LIMITS.itemNameMax),
    description: formText(result.description, 'block', LIMITS.itemTextMax),
    category: formText(result.category, 'line', LIMITS.itemTextMax),
    price: digitsAndDots(typeof result.price === 'string' ? result.price : ''),
    affiliateLink: formLink(result.url) || enteredUrl,
    imageUrl: image ?? '',
  };
}

/** The page's currency as Quick Add answered it: an upper-case code, or '' when unsure. */
export function scrapedCurrency(result: ScrapeResult): string {
  const code = typeof result.currency === 'string' ? result.currency.trim().toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : '';
}

/** The add form with only the link the person typed (spec: a failed scrape). */
export function linkOnly(url: string): ItemFormValues {
  return { ...emptyItemForm, affiliateLink: url.trim() };
}

export function quickAddReducer(state: QuickAddState, event: QuickAddEvent): QuickAddState {
  switch (event.type) {
    case 'open':
      // Already open: nothing to start again (the page may say "open" twice).
      if (state.step !== 'closed') return state;
      return { step: 'url', url: event.url ?? '', problem: null, failed: false };
    case 'close':
      return { step: 'closed' };
    case 'type':
      return state.step === 'url' ? { ...state, url: event.url, problem: null } : state;
    case 'submit': {
      if (state.step !== 'url') return state;
      const url = state.url.trim();
      if (!url) return { ...state, problem: quickAddUrlRequired() };
      return { step: 'extracting', url };
    }
    case 'scraped': {
      if (state.step !== 'extracting') return state;
      const images = usableImages(event.result.images);
      if (images.length > 0) {
        return { step: 'choosing', scraped: event.result, images, url: state.url };
      }
      return {
        step: 'form',
        values: prefillFromScrape(event.result, state.url, null),
        currency: scrapedCurrency(event.result),
      };
    }
    case 'failed':
      if (state.step !== 'extracting') return state;
      return { step: 'url', url: state.url, problem: event.message, failed: true };
    case 'by-hand':
      if (state.step !== 'url') return state;
      return { step: 'form', values: linkOnly(state.url), currency: '' };
    case 'pick':
      if (state.step !== 'choosing') return state;
      return {
        step: 'form',
        values: prefillFromScrape(state.scraped, state.url, event.image),
        currency: scrapedCurrency(state.scraped),
      };
    case 'skip':
      if (state.step !== 'choosing') return state;
      return {
        step: 'form',
        values: prefillFromScrape(state.scraped, state.url, null),
        currency: scrapedCurrency(state.scraped),
      };
    case 'back':
      if (state.step !== 'choosing') return state;
      return { step: 'url', url: state.url, problem: null, failed: false };
  }
}
