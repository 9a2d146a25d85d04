/**
 * Meta tags: Open Graph (`og:*`, `product:price:amount`, `og:price:amount`), Twitter cards and
 * the plain meta description.
 */
import type { CheerioAPI } from 'cheerio';
import { parsePrice } from './price.js';
import { tidy } from './text.js';

export interface MetaResult {
  title: string;
  description: string;
  images: string[];
  price: string;
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
export function readMeta($: CheerioAPI): MetaResult {
  const index = metaIndex($);
  let price = '';
  for (const key of [
    'product:sale_price:amount',
    'product:price:amount',
    'og:price:amount',
    'product:price',
    'og:price',
    'price',
  ]) {
    price = parsePrice(index.get(key)?.[0], { machine: true });
    if (price) break;
  }
  // Twitter's product card puts the price in a label/data pair.
  if (!price) {
    for (const n of [1, 2]) {
      if (/price|preis|prix|prezzo|precio/i.test(index.get(`twitter:label${n}`)?.[0] ?? '')) {
        price = parsePrice(index.get(`twitter:data${n}`)?.[0]);
      }
    }
  }
  return {
    title: firstOf(index, ['og:title']),
    description: firstOf(index, ['og:description', 'description', 'twitter:description']),
    images: allOf(index, ['og:image:secure_url', 'og:image', 'og:image:url']),
    price,
    twitterTitle: firstOf(index, ['twitter:title']),
    twitterImages: allOf(index, ['twitter:image', 'twitter:image:src']),
    siteName: firstOf(index, ['og:site_name', 'application-name']),
    type: firstOf(index, ['og:type']).toLowerCase(),
  };
}
