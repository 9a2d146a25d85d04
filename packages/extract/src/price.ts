/**
 * Price parsing: turns a price as shops print it ("1.234,56 €", "US $12.00", "£10 - £20",
 * "¥1,980") into digits and at most one dot, or '' when there is no usable price.
 */
import { cleanText, decodeEntities } from './text.js';

export interface PriceOptions {
  /**
   * The value is machine-readable (JSON-LD, microdata `content`, meta tags): a single dot is
   * then always a decimal point, so "1.234" stays 1.234 instead of becoming 1234.
   */
  machine?: boolean;
}

/** Currency symbols and ISO codes that mark a number as a price. */
const CURRENCY =
  /(?:[$€£¥₹₩₽₺₸₪₫฿₴₦₱]|\b(?:US|AU|CA|NZ|HK|SG|C|A|R)\$|\b(?:USD|EUR|GBP|JPY|CNY|RMB|CAD|AUD|NZD|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|HRK|RUB|KZT|TRY|INR|BRL|MXN|ZAR|HKD|SGD|KRW|AED|SAR|ILS|THB|IDR|MYR|PHP|VND|UAH|kr|Ft|lei|Lei|TL)\b|Kč|zł|руб|円|元)/u;

/** Letters that name a currency when written right against a number. */
const CURRENCY_WORD =
  /^(?:USD|EUR|GBP|JPY|CNY|RMB|CAD|AUD|NZD|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|RUB|KZT|TRY|INR|BRL|MXN|ZAR|HKD|SGD|KRW|AED|SAR|ILS|THB|IDR|MYR|PHP|VND|UAH|KWD|kr|Ft|lei|Lei|TL|Rp|Rs|zł|Kč|руб|р|円|元)$/u;

/** A number as printed, with optional space-separated groups of three ("1 234 567,89"). */
const NUMBER = /\d[\d.,'’]*(?:[ \u00a0\u202f\u2009]\d{3}(?!\d)[\d.,'’]*)*/g;

function toAsciiDigits(s: string): string {
  return s
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/，/g, ',')
    .replace(/．/g, '.');
}

/** Normalises one printed number ("1.234,56") to digits and a dot ("1234.56"). */
export function normaliseNumber(token: string, options: PriceOptions = {}): string {
  // The lookbehind makes the trailing run match from its first character only (linear).
  let t = token.replace(/[ \u00a0\u202f\u2009'’]/g, '').replace(/(?<![.,])[.,]+$/, '');
  if (!/^\d/.test(t)) return '';
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let decimal = '';
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = t.split(sep);
    const after = parts[parts.length - 1] ?? '';
    const before = parts[0] ?? '';
    if (parts.length > 2) decimal = '';
    else if (after.length !== 3) decimal = sep;
    else if (before === '0') decimal = sep;
    else if (sep === '.' && options.machine) decimal = '.';
    else decimal = '';
  }
  let intPart = t;
  let fraction = '';
  if (decimal) {
    const at = t.lastIndexOf(decimal);
    intPart = t.slice(0, at);
    fraction = t.slice(at + 1);
  }
  intPart = intPart.replace(/[.,]/g, '');
  t = intPart.replace(/^0+(?=\d)/, '') || '0';
  if (fraction) t += `.${fraction}`;
  if (!/^\d+(\.\d+)?$/.test(t)) return '';
  return Number(t) > 0 ? t : '';
}

/**
 * Parses a price string or number. Takes the first number, so ranges give their low end
 * ("£10 - £20" → "10") and "From $5" gives "5". Returns '' for zero and for text without digits.
 */
export function parsePrice(
  input: string | number | null | undefined,
  options: PriceOptions = {},
): string {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input <= 0) return '';
    return Number.isInteger(input) ? String(input) : String(Number(input.toFixed(6)));
  }
  if (typeof input !== 'string') return '';
  const text = toAsciiDigits(cleanText(decodeEntities(input)));
  for (const m of text.matchAll(NUMBER)) {
    // Skip a number glued to letters on its left ("B07 ...", "x2"), it is not a price.
    const prev = text[(m.index ?? 0) - 1] ?? '';
    if (
      /[\p{L}]/u.test(prev) &&
      !CURRENCY.test(text.slice(Math.max(0, (m.index ?? 0) - 3), m.index))
    ) {
      continue;
    }
    const value = normaliseNumber(m[0], options);
    if (value) return value;
  }
  return '';
}

/**
 * Finds a price in running text: the first number written next to a currency sign or code
 * ("Now only 12,99 € incl. VAT" → "12.99"). Without any currency, only a short text that is
 * essentially a number counts. Returns '' when nothing qualifies.
 */
export function findPrice(input: string, needCurrency = false): string {
  const text = toAsciiDigits(cleanText(decodeEntities(input)));
  if (!text) return '';
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 5), start);
    const after = text.slice(end, end + 5);
    if (CURRENCY.test(before) || CURRENCY.test(after)) {
      const value = normaliseNumber(m[0]);
      if (value) return value;
    }
  }
  // A bare number ("59.95") in an element that calls itself a price; not phone numbers.
  if (needCurrency || text.length > 16 || /^\+|\d{10}/.test(text)) return '';
  // No letter at all and a digit somewhere (one pass each, no backtracking).
  if (!/\p{L}/u.test(text) && /\d/.test(text)) return parsePrice(text);
  return '';
}

/** The letters a short text ends with ("CHF" of "ab CHF"), or ''. */
function lettersAtEnd(text: string): string {
  let start = text.length;
  while (start > 0 && /\p{L}/u.test(text[start - 1] ?? '')) start--;
  return text.slice(start);
}

/** One number printed in a text, as `numbersIn` finds it. */
export interface PrintedNumber {
  /** Digits and at most one dot. */
  value: string;
  /** Where the number starts and ends in the text given (after digit folding). */
  start: number;
  end: number;
  /** A currency sign or code is written right before or after it. */
  currency: boolean;
}

/**
 * Every positive number in a short text with whether a currency sign touches it ("Was 20 €,
 * now 15 €" gives both). The caller decides which is a price; numbers glued to letters on
 * their left ("B07", "x2") are left out.
 */
export function numbersIn(input: string): PrintedNumber[] {
  const text = toAsciiDigits(input);
  const found: PrintedNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 5), start);
    const after = text.slice(end, end + 5);
    const currency = CURRENCY.test(before) || CURRENCY.test(after);
    // Glued to a letter ("X7", "B07"): a code, not an amount, unless the letters are a
    // currency's ("CHF49", "Rp12.000").
    const glued = lettersAtEnd(before);
    if (glued && !CURRENCY_WORD.test(glued)) continue;
    const value = normaliseNumber(m[0]);
    if (value) found.push({ value, start, end, currency });
  }
  return found;
}
