/** The currency of a list that names none (L2): the spec's `$`. */
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price as the list's currency writes it, with 2 decimals (L2). USD keeps the spec's `$12.34`
 * without an Intl formatter (the first one a page creates loads locale data, a pause a phone
 * feels); other currencies are formatted by Intl, one formatter kept per currency.
 */
export function formatPrice(price: number, currency: string = DEFAULT_CURRENCY): string {
  if (currency === DEFAULT_CURRENCY) return `$${price.toFixed(2)}`;
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, format);
  }
  return format.format(price);
}

let known: Set<string> | undefined;

/** Whether `code` is an ISO 4217 currency code this runtime can format ("EUR", not "eur"). */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

/** The scraped price keeps only digits and dots (spec section 5). */
export function digitsAndDots(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}
