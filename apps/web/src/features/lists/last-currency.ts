import { isCurrencyCode } from '@wishlist/core';

/** The currency of the list this person last made or switched, on this device. */
export const LIST_CURRENCY_KEY = 'listCurrency';

/** The currency last chosen here, if any (a new list starts from it: currency-preference.ts). */
export function lastCurrency(): string | null {
  try {
    const saved = localStorage.getItem(LIST_CURRENCY_KEY);
    return saved && isCurrencyCode(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** A list was made or switched to `currency`: the next new list starts from it. */
export function rememberCurrency(currency: string): void {
  try {
    localStorage.setItem(LIST_CURRENCY_KEY, currency);
  } catch {
    // Private mode may refuse storage; the next form starts from the browser's region.
  }
}
