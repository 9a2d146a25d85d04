/**
 * The currency of the chosen price: an ISO 4217 code, or '' when the page does not say which
 * one unambiguously (L2, Q1). Structured data names it outright (`priceCurrency`,
 * `product:price:currency`); a printed price carries a sign or a code beside its number.
 *
 * Signs several currencies share (`$`, `¥`, `kr`, `元`, `lei`, `Rs`, `руб`) decide nothing on
 * their own: the currency the page's structured data names settles them when it is one they may
 * stand for, and `kr` is also settled by the page's language (sv, da, nb/nn/no, is). A bare
 * `$` on a page without structured data gives '' rather than a guess of USD: the Quick Add
 * form then leaves the list's own currency alone.
 */
import { isCurrencyCode } from '@wishlist/core';
import type { CheerioAPI } from 'cheerio';

/** A price as one source gave it, with what that source says of its currency. */
export interface PriceReading {
  /** Digits and at most one dot, or ''. */
  price: string;
  /** ISO 4217 code the source names outright (`priceCurrency` and the like), or ''. */
  currency: string;
  /** The printed text the price was read from (its sign or code tells the currency), or ''. */
  text: string;
}

export const NO_PRICE: PriceReading = { price: '', currency: '', text: '' };

/** What the rest of the page says, to settle a sign several currencies share. */
export interface CurrencyContext {
  /** The one currency the page's structured data names, or '' (none, or several). */
  structured: string;
  /** Primary language subtag of the page, lower-cased ("sv" for `sv-SE`), or ''. */
  language: string;
}

/** Signs and prefixed forms that name one currency (white space removed: "US $" is "US$"). */
const SIGNS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₩': 'KRW',
  '₺': 'TRY',
  TL: 'TRY',
  '₽': 'RUB',
  '₸': 'KZT',
  '₴': 'UAH',
  '₪': 'ILS',
  '₫': 'VND',
  '฿': 'THB',
  '₦': 'NGN',
  '₱': 'PHP',
  zł: 'PLN',
  Kč: 'CZK',
  Ft: 'HUF',
  円: 'JPY',
  RMB: 'CNY',
  'CN¥': 'CNY',
  'JP¥': 'JPY',
  US$: 'USD',
  U$S: 'USD',
  CA$: 'CAD',
  C$: 'CAD',
  AU$: 'AUD',
  A$: 'AUD',
  NZ$: 'NZD',
  HK$: 'HKD',
  NT$: 'TWD',
  SG$: 'SGD',
  S$: 'SGD',
  MX$: 'MXN',
  R$: 'BRL',
};

const DOLLARS =
  'USD CAD AUD NZD HKD SGD TWD MXN BRL ARS CLP COP UYU BSD BBD BZD BMD BND FJD GYD JMD KYD LRD NAD SBD SRD TTD XCD CUP DOP NIO TOP WST';
const YEN = 'JPY CNY';
const KRONA = 'SEK NOK DKK ISK';

/** Signs several currencies share, and the currencies each may stand for. */
const SHARED: Record<string, Set<string>> = {
  $: new Set(DOLLARS.split(' ')),
  '¥': new Set(YEN.split(' ')),
  '￥': new Set(YEN.split(' ')),
  kr: new Set(KRONA.split(' ')),
  Kr: new Set(KRONA.split(' ')),
  元: new Set(['CNY', 'TWD', 'HKD', 'MOP']),
  lei: new Set(['RON', 'MDL']),
  Lei: new Set(['RON', 'MDL']),
  Rs: new Set(['INR', 'PKR', 'LKR', 'NPR', 'MUR', 'SCR']),
  руб: new Set(['RUB', 'BYN']),
};

/** The one krona each Nordic language's pages price in. */
const KRONA_BY_LANGUAGE: Record<string, string> = {
  sv: 'SEK',
  da: 'DKK',
  fo: 'DKK',
  nb: 'NOK',
  nn: 'NOK',
  no: 'NOK',
  is: 'ISK',
};

/**
 * Written currency marks: prefixed dollars and yen, then words (which must stand alone), then
 * single signs. Every branch has a fixed length but one optional space, so scanning is linear.
 */
const MARK =
  /(?:US|CA|AU|NZ|HK|NT|SG|MX)\s?\$|U\$S|CN¥|JP¥|(?<!\p{L})(?:[CARS]\$|RMB|TL|Ft|kr|Kr|lei|Lei|Rs|zł|Kč|руб|[A-Z]{3})(?!\p{L})|[$€£¥￥₹₩₺₽₸₴₪₫฿₦₱円元]/gu;
/** A mark made of letters only: it counts only written beside a number ("EUR 12", "99 zł"). */
const WORD = /^\p{L}+$/u;
const NUMBER_BEFORE = /\d[^\p{L}\d]{0,3}$/u;
const NUMBER_AFTER = /^[^\p{L}\d]{0,3}\d/u;

interface Marks {
  /** Currencies named by a sign or code of their own. */
  named: Set<string>;
  /** Shared signs written. */
  shared: string[];
}

function marksIn(text: string): Marks {
  const marks: Marks = { named: new Set(), shared: [] };
  for (const m of text.matchAll(MARK)) {
    const token = m[0].replace(/\s/g, '');
    const start = m.index ?? 0;
    if (WORD.test(token)) {
      const before = text.slice(Math.max(0, start - 4), start);
      const after = text.slice(start + m[0].length, start + m[0].length + 4);
      if (!NUMBER_BEFORE.test(before) && !NUMBER_AFTER.test(after)) continue;
    }
    const code = SIGNS[token] ?? (/^[A-Z]{3}$/.test(token) && isCurrencyCode(token) ? token : '');
    if (code) marks.named.add(code);
    else if (SHARED[token]) marks.shared.push(token);
  }
  return marks;
}

/** True when every mark written may stand for `code` (or none is written). */
function fits(marks: Marks, code: string): boolean {
  if (marks.named.size > 1 || (marks.named.size === 1 && !marks.named.has(code))) return false;
  return marks.shared.every((sign) => SHARED[sign]?.has(code) ?? false);
}

/**
 * The currency a printed price names ("12,99 €" → EUR, "US $5" → USD, "$5" → '' unless the
 * context settles it). Marks that disagree ("€12 ($14)") give ''.
 */
export function currencyInText(text: string, context?: CurrencyContext): string {
  const marks = marksIn(text);
  const [code] = marks.named;
  if (code) return fits(marks, code) ? code : '';
  if (marks.shared.length === 0 || !context) return '';
  if (context.structured && fits(marks, context.structured)) return context.structured;
  const krona = KRONA_BY_LANGUAGE[context.language];
  if (krona && marks.shared.every((sign) => sign.toLowerCase() === 'kr')) return krona;
  return '';
}

/**
 * A machine-readable currency value: an ISO code in any case ("eur"), or a sign a shop put
 * there instead ("€"); '' for anything else.
 */
export function currencyCode(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    return isCurrencyCode(upper) ? upper : '';
  }
  return SIGNS[trimmed.replace(/\s/g, '')] ?? '';
}

/** The page's context: the one currency its structured data names, and its language. */
export function currencyContext(
  $: CheerioAPI,
  structured: Array<string | undefined>,
): CurrencyContext {
  const named = new Set(structured.filter((c): c is string => Boolean(c)));
  const lang = $('html').attr('lang') ?? $('meta[property="og:locale" i]').attr('content') ?? '';
  return {
    structured: named.size === 1 ? ([...named][0] ?? '') : '',
    language: (lang.trim().toLowerCase().split(/[-_]/)[0] ?? '').slice(0, 3),
  };
}

/**
 * The currency of the chosen price, most trusted first: what its own source names; the sign
 * printed beside it; what another source that states the same price names; the one currency
 * the page's structured data names. A code from the last two must fit the printed sign.
 */
export function priceCurrency(
  chosen: PriceReading,
  others: Iterable<PriceReading>,
  context: CurrencyContext,
): string {
  if (!chosen.price) return '';
  if (chosen.currency) return chosen.currency;
  const written = currencyInText(chosen.text, context);
  if (written) return written;
  const printed = marksIn(chosen.text);
  for (const other of others) {
    if (other.price && Number(other.price) === Number(chosen.price)) {
      const code = other.currency || currencyInText(other.text, context);
      if (code && fits(printed, code)) return code;
    }
  }
  return context.structured && fits(printed, context.structured) ? context.structured : '';
}
