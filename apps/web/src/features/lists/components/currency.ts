import { DEFAULT_CURRENCY, formatPrice, isCurrencyCode } from '@wishlist/core';

/**
 * The currencies a list is offered first (L2), by code; any other ISO 4217 code can be typed.
 * A short list read at a glance rather than the ~300 codes the runtime knows, named here
 * because naming them through Intl.DisplayNames loads locale data on the list page.
 */
export const COMMON_CURRENCIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['USD', 'US dollar'],
  ['EUR', 'Euro'],
  ['GBP', 'British pound'],
  ['CAD', 'Canadian dollar'],
  ['AUD', 'Australian dollar'],
  ['NZD', 'New Zealand dollar'],
  ['CHF', 'Swiss franc'],
  ['JPY', 'Japanese yen'],
  ['CNY', 'Chinese yuan'],
  ['INR', 'Indian rupee'],
  ['SEK', 'Swedish krona'],
  ['NOK', 'Norwegian krone'],
  ['DKK', 'Danish krone'],
  ['PLN', 'Polish złoty'],
  ['CZK', 'Czech koruna'],
  ['MXN', 'Mexican peso'],
  ['BRL', 'Brazilian real'],
  ['ZAR', 'South African rand'],
  ['SGD', 'Singapore dollar'],
  ['HKD', 'Hong Kong dollar'],
];

/** The server's own words for a code it cannot take (core's currency field). */
export const CURRENCY_PROBLEM = 'Currency must be a three-letter ISO 4217 code such as USD or EUR';

/** The code as the server stores it ("eur" is EUR), or null when it is no known currency. */
export function toCurrencyCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/** What a price is written with in `currency`: "$", "€", "CA$", "CHF". */
export function currencySymbol(currency: string): string {
  if (currency === DEFAULT_CURRENCY) return '$';
  try {
    return formatPrice(0, currency).replace(/[\d.,\s]/g, '') || currency;
  } catch {
    return currency;
  }
}
