/**
 * Meta tags: Open Graph (`og:*`, `product:price:amount`, `og:price:amount`), Twitter cards and
 * the plain meta description.
 */
import type { CheerioAPI } from 'cheerio';
import { currencyCode } from './currency.js';
import { parsePrice } from './price.js';
import { tidy } from './text.js';

export interface MetaResult {
  title: string;
  description: string;
  images: string[];
  price: string;
  /** ISO 4217 code from the `*:currency` tag beside the price's, or ''. */
  currency: string;
  /** Printed price text (Twitter's data), whose sign tells the currency; '' for amounts. */
  priceText: string;
  twitterTitle: string;
  twitterImages: string[];
  siteName: string;
  /** og:type, lower-cased. */
  type: string;
}

/** All meta values by lower-cased key (property, name or itemprop), in document order. */
export function metaIndex($: CheerioAPI): Map<string, string[]> {
  const index = new Map<string, string[]>();
  $('meta').each((_, el) => {
    const $el = $(el);
    const value = tidy($el.attr('content') ?? $el.attr('value') ?? '');
    if (!value) return;
    for (const attr of ['property', 'name', 'itemprop']) {
      const key = ($el.attr(attr) ?? '').trim().toLowerCase();
      if (!key) continue;
      const list = index.get(key) ?? [];
      list.push(value);
      index.set(key, list);
    }
  });
  return index;
}

function firstOf(index: Map<string, string[]>, keys: string[]): string {
  for (const key of keys) {
    const v = index.get(key)?.[0];
    if (v) return v;
  }
  return '';
}

function allOf(index: Map<string, string[]>, keys: string[]): string[] {
  return keys.flatMap((k) => index.get(k) ?? []);
}

/** Reads Open Graph, product meta and Twitter card tags. */
/** Price tags in order of trust, each with the currency tag written beside it. */
const PRICE_TAGS: Array<[amount: string, currency: string]> = [
  ['product:sale_price:amount', 'product:sale_price:currency'],
  ['product:price:amount', 'product:price:currency'],
  ['og:price:amount', 'og:price:currency'],
  ['product:price', 'product:price:currency'],
  ['og:price', 'og:price:currency'],
  ['price', 'pricecurrency'],
];
/** Where the page's product tags name a currency, when the price's own tag names none. */
const CURRENCY_TAGS = ['product:price:currency', 'og:price:currency', 'pricecurrency'];

export function readMeta($: CheerioAPI): MetaResult {
  const index = metaIndex($);
  let price = '';
  let currency = '';
  let priceText = '';
  for (const [amount, unit] of PRICE_TAGS) {
    price = parsePrice(index.get(amount)?.[0], { machine: true });
    if (price) {
      currency = currencyCode(index.get(unit)?.[0]) || currencyCode(firstOf(index, CURRENCY_TAGS));
      break;
    }
  }
  // Twitter's product card puts the price in a label/data pair.
  if (!price) {
    for (const n of [1, 2]) {
      if (/price|preis|prix|prezzo|precio/i.test(index.get(`twitter:label${n}`)?.[0] ?? '')) {
        priceText = index.get(`twitter:data${n}`)?.[0] ?? '';
        price = parsePrice(priceText);
      }
    }
  }
  return {
    title: firstOf(index, ['og:title']),
    description: firstOf(index, ['og:description', 'description', 'twitter:description']),
    images: allOf(index, ['og:image:secure_url', 'og:image', 'og:image:url']),
    price,
    currency,
    priceText,
    twitterTitle: firstOf(index, ['twitter:title']),
    twitterImages: allOf(index, ['twitter:image', 'twitter:image:src']),
    siteName: firstOf(index, ['og:site_name', 'application-name']),
    type: firstOf(index, ['og:type']).toLowerCase(),
  };
}
