import type { ScrapeResult } from '@wishlist/core';
import { digitsAndDots, LIMITS } from '@wishlist/core';
import { emptyItemForm, type ItemFormValues } from '../../lists';
import { t } from '../i18n';
import { formLink, formText } from './form-text';

/**
 * Quick Add (spec section 4): URL dialog → extracting → image chooser when images came back
 * (pick one or Skip) → prefilled add form. A shared link starts at extracting (X2). On a scrape failure the add form opens with only the
 * link prefilled (spec sections 4 and 8), and a note at its top says why (the server's sentence,
 * or ours when it gave none), without standing in the way of the form. One usable image needs
 * no choosing: it is prefilled, and can be cleared in the form. A page with no product on it
 * (no name, price or image) opens the form with a note saying so (docs/decisions/024).
 */
export type QuickAddState =
  | { step: 'closed' }
  | { step: 'url'; url: string; problem: string | null }
  /** `html`: the page as the person's browser showed it (the bookmarklet sent it; X1, X2). */
  | { step: 'extracting'; url: string; html?: string }
  | { step: 'choosing'; scraped: ScrapeResult; images: string[]; url: string }
  /**
   * `currency`: the page's (L2), '' when it stated none or the form is filled by hand. `note`:
   * what the form's top says of the page (why nothing was read), or null.
   */
  | { step: 'form'; values: ItemFormValues; currency: string; note: string | null };

export type QuickAddEvent =
  /**
   * `url`: a link shared from another app or by the bookmarklet, read at once without the URL
   * step (X2); `html`, the page the bookmarklet sent with it.
   */
  | { type: 'open'; url?: string; html?: string }
  | { type: 'close' }
  | { type: 'type'; url: string }
  | { type: 'submit' }
  | { type: 'scraped'; result: ScrapeResult }
  /** `message`: the server's sentence, or the app's own when the server gave none. */
  | { type: 'failed'; message: string }
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

/** What the form's note says of a page that gave no name, no price and no image. */
export const quickAddNothingFound = () => t('quickAdd.nothingFound');

/** The add form from what the server read, with `image` (null: none). */
function filledForm(result: ScrapeResult, url: string, image: string | null): QuickAddState {
  const values = prefillFromScrape(result, url, image);
  const nothing = !values.name && !values.price && usableImages(result.images).length === 0;
  return {
    step: 'form',
    values,
    currency: scrapedCurrency(result),
    note: nothing ? quickAddNothingFound() : null,
  };
}

const withHtml = (html: string | undefined) => (html === undefined ? {} : { html });

export function quickAddReducer(state: QuickAddState, event: QuickAddEvent): QuickAddState {
  switch (event.type) {
    case 'open':
      // Already open: nothing to start again (the page may say "open" twice).
      if (state.step !== 'closed') return state;
      if (event.url) return { step: 'extracting', url: event.url, ...withHtml(event.html) };
      return { step: 'url', url: '', problem: null };
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
      // Any image, even one, is offered before it is used (the spec's flow): a shop's only
      // picture may be its logo. The chooser makes one image a single "Use this image".
      if (images.length > 0) {
        return { step: 'choosing', scraped: event.result, images, url: state.url };
      }
      return filledForm(event.result, state.url, null);
    }
    case 'failed':
      if (state.step !== 'extracting') return state;
      return { step: 'form', values: linkOnly(state.url), currency: '', note: event.message };
    case 'pick':
      if (state.step !== 'choosing') return state;
      return filledForm(state.scraped, state.url, event.image);
    case 'skip':
      if (state.step !== 'choosing') return state;
      return filledForm(state.scraped, state.url, null);
    case 'back':
      if (state.step !== 'choosing') return state;
      return { step: 'url', url: state.url, problem: null };
  }
}
