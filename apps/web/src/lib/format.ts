import { formatPrice as formatPriceIn } from '@wishlist/core';
import { currentLanguage } from './i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_LOCALES: Record<string, string> = { de: 'de-DE', fr: 'fr-FR' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, short month and day in the language in use ("5. März 2026"), one formatter kept each. */
function intlDate(language: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language] ?? language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * "Mar 5, 2026" in local time. In English, what `Intl.DateTimeFormat('en-US', …)` prints,
 * written out because the first Intl formatter a page creates loads locale and time-zone data,
 * a pause a phone feels (the history of docs/performance.md); other languages go through Intl.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const language = currentLanguage();
  if (language !== 'en') return intlDate(language).format(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * "Dec 24, 2026" for a calendar day written `YYYY-MM-DD` (an event's date). Read as written, not
 * through local time: `new Date('2026-12-24')` is midnight UTC, the day before west of Greenwich.
 */
export function formatDay(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = parts ? MONTHS[Number(parts[2]) - 1] : undefined;
  if (!parts || !month) return day;
  const language = currentLanguage();
  if (language !== 'en') {
    const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
    return intlDate(language, 'UTC').format(date);
  }
  return `${month} ${Number(parts[3])}, ${parts[1]}`;
}

/** A price in the list's currency, written the way the language in use writes it. */
export function formatPrice(price: number, currency?: string): string {
  return formatPriceIn(price, currency, currentLanguage());
}

const nameLists = new Map<string, Intl.ListFormat>();

/**
 * People's names as one phrase in the language in use ("Olly, Sam and Ann"). English is written
 * out, as dates are above; other languages go through Intl (one formatter kept each).
 */
export function formatNames(names: readonly string[]): string {
  const language = currentLanguage();
  if (language === 'en') {
    if (names.length <= 2) return names.join(' and ');
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  let format = nameLists.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    nameLists.set(language, format);
  }
  return format.format(names);
}
