import { DEFAULT_CURRENCY, formatPrice, isCurrencyCode } from '@wishlist/core';
import { t } from '../i18n';

/**
 * The currencies a list is offered first (L2), by code; any other ISO 4217 code can be typed.
 * A short list read at a glance rather than the ~300 codes the runtime knows, named in the
 * catalogue because naming them through Intl.DisplayNames loads locale data on the list page.
 */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'CNY',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'MXN',
  'BRL',
  'ZAR',
  'SGD',
  'HKD',
] as const;

export type CommonCurrency = (typeof COMMON_CURRENCIES)[number];

/** A common currency's name in the language in use ("US dollar", "US-Dollar"). */
export function currencyName(code: CommonCurrency): string {
  return t(`lists.currency.${code}`);
}

/** The server's own words for a code it cannot take (core's currency field), translated. */
export function currencyProblem(): string {
  return t('lists.currency.problem');
}

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
