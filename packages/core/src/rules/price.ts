/** The currency of a list that names none (L2): the spec's `$`. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The currency an item's price is in: its own, or the list's when it has none (null follows
 * the list). Prices are never converted: a price shows in the currency it was given in.
 */
export function priceCurrency(item: { currency: string | null }, listCurrency: string): string {
  return item.currency ?? listCurrency;
}

/** An item's currency as kept on a list in `listCurrency`: null when it is the list's own. */
export function ownCurrency(code: string | null, listCurrency: string): string | null {
  return code === listCurrency ? null : code;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The region whose number style a language's prices follow: 1.234,50 € in German. */
const PRICE_LOCALES: Record<string, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

/** "$1,299.00": the spec's `$` and 2 decimals, grouped in thousands as en-US Intl writes them. */
function dollars(price: number): string {
  const [whole = '0', cents = '00'] = Math.abs(price).toFixed(2).split('.');
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3)
    groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${price < 0 ? '-' : ''}$${groups.join(',')}.${cents}`;
}

/**
 * A price as the list's currency writes it in the reader's language, with 2 decimals and its
 * thousands grouped (L2, N5). USD in English keeps the spec's `$1,234.50` without an Intl
 * formatter (the first one a page creates loads locale data, a pause a phone feels); the rest
 * is formatted by Intl, one formatter kept per language and currency.
 */
export function formatPrice(
  price: number,
  currency: string = DEFAULT_CURRENCY,
  language = 'en',
): string {
  if (currency === DEFAULT_CURRENCY && language === 'en') return dollars(price);
  const key = `${language} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(PRICE_LOCALES[language] ?? language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
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
