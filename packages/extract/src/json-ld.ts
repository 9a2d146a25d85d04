/**
 * JSON-LD: parses every `application/ld+json` block (tolerating broken or HTML-escaped ones),
 * finds the main Product / ProductGroup and BreadcrumbList, and reads their fields.
 */
import type { CheerioAPI } from 'cheerio';
import { currencyCode, currencyInText } from './currency.js';
import { descriptionText } from './html-text.js';
import { parsePrice } from './price.js';
import { decodeEntities, tidy } from './text.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export interface StructuredProduct {
  name: string;
  /** Plain text (html-text.ts): shops often put HTML here. */
  description: string;
  images: string[];
  category: string;
  /** Lowest purchasable price among the product's offers, or ''. */
  price: string;
  /** ISO 4217 code of that offer's price (`priceCurrency`), or ''. */
  currency: string;
  /** True when the product has offers and every one of them is sold out / discontinued. */
  unavailable: boolean;
}

export interface JsonLdResult {
  product: StructuredProduct | null;
  breadcrumbs: string[];
}

const PRODUCT_TYPES = new Set([
  'product',
  'productgroup',
  'productmodel',
  'individualproduct',
  'someproducts',
  'vehicle',
  'car',
]);
/** Keys whose values describe other products (carousels, accessories), never the main one. */
const FOREIGN_KEYS = new Set([
  'isrelatedto',
  'issimilarto',
  'isaccessoryorsparepartfor',
  'itemlistelement',
]);
const UNAVAILABLE = /(outofstock|soldout|discontinued)$/i;

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asArray(v: JsonValue | undefined): JsonValue[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** The node's `@type` values, lower-cased and without a schema.org prefix. */
export function typesOf(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
}

/** Replaces control characters (raw newlines/tabs inside strings break JSON.parse). */
function stripControlCharacters(s: string): string {
  let out = '';
  for (const ch of s) out += ch.charCodeAt(0) < 0x20 ? ' ' : ch;
  return out;
}

/** Parses one block, repairing the common breakages real shops ship. */
export function parseJsonLoose(raw: string): JsonValue | undefined {
  let text = raw
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  const attempts: Array<(s: string) => string> = [
    (s) => s,
    (s) => s.replace(/,\s*([}\]])/g, '$1'),
    // Raw control characters inside strings are invalid JSON but common.
    (s) => stripControlCharacters(s).replace(/,\s*([}\]])/g, '$1'),
    // Several objects pasted one after another.
    (s) => `[${s.replace(/}\s*{/g, '},{')}]`,
  ];
  if (/^\s*[[{]\s*&quot;/.test(text) || text.includes('&quot;@')) text = decodeEntities(text);
  for (const fix of attempts) {
    try {
      return JSON.parse(fix(text)) as JsonValue;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

/** Every JSON object reachable from the blocks, skipping subtrees that describe other items. */
function collectNodes(roots: JsonValue[]): JsonObject[] {
  const out: JsonObject[] = [];
  const walk = (v: JsonValue, depth: number): void => {
    if (depth > 12) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    if (!isObject(v)) return;
    out.push(v);
    for (const [key, child] of Object.entries(v)) {
      if (FOREIGN_KEYS.has(key.toLowerCase()) && !typesOf(v).includes('breadcrumblist')) continue;
      if (typeof child === 'object' && child !== null) walk(child, depth + 1);
    }
  };
  for (const r of roots) walk(r, 0);
  return out;
}

function str(v: JsonValue | undefined): string {
  if (typeof v === 'string') return tidy(v);
  if (typeof v === 'number') return String(v);
  if (isObject(v)) return str(v.name ?? v['@value']);
  if (Array.isArray(v)) return str(v[0]);
  return '';
}

/** A string as the page wrote it (HTML and all), for the description's own reading. */
function raw(v: JsonValue | undefined): string {
  if (typeof v === 'string') return v;
  if (isObject(v)) return raw(v['@value'] ?? v.name);
  if (Array.isArray(v)) return raw(v[0]);
  return str(v);
}

function imagesOf(v: JsonValue | undefined): string[] {
  const out: string[] = [];
  for (const item of asArray(v)) {
    if (typeof item === 'string') out.push(tidy(item));
    else if (isObject(item)) {
      const url = item.contentUrl ?? item.url ?? item['@id'];
      out.push(...imagesOf(url));
    } else if (Array.isArray(item)) out.push(...imagesOf(item));
  }
  return out.filter(Boolean);
}

interface OfferPrice {
  price: string;
  currency: string;
}

interface OfferPrices {
  prices: OfferPrice[];
  offerCount: number;
  unavailable: number;
}

/** A price value with its currency: the one named for it, else a sign in the value ("12,99 €"). */
function priced(p: JsonValue | undefined, currency: string): OfferPrice | undefined {
  if (typeof p !== 'string' && typeof p !== 'number') return undefined;
  const price = parsePrice(p, { machine: true });
  if (!price) return undefined;
  return { price, currency: currency || (typeof p === 'string' ? currencyInText(p) : '') };
}

/** The `priceCurrency` an object names, else the one of the offer around it. */
function currencyOf(node: JsonObject, inherited: string): string {
  return currencyCode(str(node.priceCurrency)) || inherited;
}

function readOffers(v: JsonValue | undefined, acc: OfferPrices, depth = 0, inherited = ''): void {
  if (depth > 4) return;
  for (const offer of asArray(v)) {
    if (!isObject(offer)) continue;
    acc.offerCount += 1;
    if (typeof offer.availability === 'string' && UNAVAILABLE.test(offer.availability.trim())) {
      acc.unavailable += 1;
    }
    const own = currencyOf(offer, inherited);
    let found = priced(offer.lowPrice, own) ?? priced(offer.price, own);
    if (!found) {
      const specs = asArray(offer.priceSpecification).filter(isObject);
      const selling = specs.filter((s) => !/list|strikethrough|msrp|srp/i.test(str(s.priceType)));
      for (const s of selling.length ? selling : specs) {
        found = priced(s.price ?? s.minPrice, currencyOf(s, own));
        if (found) break;
      }
    }
    if (found) acc.prices.push(found);
    else if (offer.offers) readOffers(offer.offers, acc, depth + 1, own);
  }
}

function lowest(prices: OfferPrice[]): OfferPrice {
  let best: OfferPrice = { price: '', currency: '' };
  for (const p of prices) if (!best.price || Number(p.price) < Number(best.price)) best = p;
  return best;
}

function categoryOf(v: JsonValue | undefined): string {
  const parts = asArray(v).map(str).filter(Boolean);
  if (parts.length === 0) return '';
  return parts.length === 1 ? (parts[0] ?? '') : parts.join(' > ');
}

function readProduct(node: JsonObject): StructuredProduct {
  const acc: OfferPrices = { prices: [], offerCount: 0, unavailable: 0 };
  readOffers(node.offers, acc);
  const images = imagesOf(node.image);
  let name = str(node.name);
  let description = descriptionText(raw(node.description));
  let category = categoryOf(node.category);
  // ProductGroup: the variants carry offers (and often the pictures).
  for (const variant of asArray(node.hasVariant).filter(isObject)) {
    readOffers(variant.offers, acc);
    if (images.length === 0) images.push(...imagesOf(variant.image));
    if (!name) name = str(variant.name);
    if (!description) description = descriptionText(raw(variant.description));
    if (!category) category = categoryOf(variant.category);
  }
  return {
    name,
    description,
    images,
    category,
    ...lowest(acc.prices),
    unavailable: acc.offerCount > 0 && acc.unavailable === acc.offerCount,
  };
}

function breadcrumbOf(node: JsonObject): string[] {
  const items = asArray(node.itemListElement).filter(isObject);
  const sorted = items
    .map((el, i) => ({ el, pos: Number(el.position ?? i + 1) }))
    .sort((a, b) => (Number.isFinite(a.pos) && Number.isFinite(b.pos) ? a.pos - b.pos : 0));
  return sorted
    .map(({ el }) => {
      const item = el.item;
      return str(el.name) || (isObject(item) ? str(item.name) : '');
    })
    .filter(Boolean);
}

/** Parses every JSON-LD block on the page; one broken block never spoils the others. */
export function readJsonLd($: CheerioAPI): JsonLdResult {
  const roots: JsonValue[] = [];
  $('script[type]').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) return;
    const parsed = parseJsonLoose($(el).text());
    if (parsed !== undefined) roots.push(parsed);
  });
  const nodes = collectNodes(roots);
  const products = nodes.filter((n) => typesOf(n).some((t) => PRODUCT_TYPES.has(t)));
  // Variants are reached through their group; skip them as stand-alone candidates.
  const variants = new Set(products.flatMap((p) => asArray(p.hasVariant).filter(isObject)));
  const candidates = products.filter((p) => !variants.has(p)).map(readProduct);
  const product =
    candidates.find((p) => p.name && p.price) ??
    candidates.find((p) => p.name) ??
    candidates[0] ??
    null;
  if (product) {
    // Fill gaps from duplicates of the same product (shops often emit it twice).
    for (const other of candidates) {
      if (other === product || (other.name && other.name !== product.name)) continue;
      if (!product.price && other.price) {
        product.price = other.price;
        product.currency = other.currency;
      } else if (!product.currency && other.currency && other.price === product.price) {
        product.currency = other.currency;
      }
      if (product.images.length === 0) product.images = other.images;
      if (!product.description) product.description = other.description;
      if (!product.category) product.category = other.category;
    }
  }
  const crumbs = nodes
    .filter((n) => typesOf(n).includes('breadcrumblist'))
    .map(breadcrumbOf)
    .filter((c) => c.length > 0);
  crumbs.sort((a, b) => b.length - a.length);
  return { product, breadcrumbs: crumbs[0] ?? [] };
}
