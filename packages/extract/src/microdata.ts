/**
 * Microdata (itemscope / itemprop): the main schema.org Product, its offers and any
 * BreadcrumbList. A `content` attribute wins over the element's text.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { currencyCode, NO_PRICE, type PriceReading } from './currency.js';
import { descriptionText, nodesDescription } from './html-text.js';
import { parsePrice } from './price.js';
import { tidy } from './text.js';

export interface MicrodataProduct {
  name: string;
  /** Plain text (html-text.ts), with the element's paragraphs and lists as lines. */
  description: string;
  images: string[];
  category: string;
  price: string;
  /** `priceCurrency` of the scope the price came from, or ''. */
  currency: string;
  /** The price element's text, whose sign tells the currency when `priceCurrency` is missing. */
  priceText: string;
  unavailable: boolean;
}

export interface MicrodataResult {
  product: MicrodataProduct | null;
  breadcrumbs: string[];
}

/** The value of an itemprop element per the microdata rules (content attribute first). */
export function propValue(el: Cheerio<Element>): string {
  const content = el.attr('content');
  if (content !== undefined && content.trim() !== '') return tidy(content);
  const tag = (el.prop('tagName') ?? '').toLowerCase();
  if (tag === 'img' || tag === 'source' || tag === 'video' || tag === 'audio' || tag === 'embed') {
    return tidy(el.attr('src') ?? el.attr('data-src') ?? '');
  }
  if (tag === 'a' || tag === 'link' || tag === 'area') return tidy(el.attr('href') ?? '');
  if (tag === 'data' || tag === 'meter' || tag === 'input') return tidy(el.attr('value') ?? '');
  if (tag === 'time') return tidy(el.attr('datetime') ?? el.text());
  const clone = el.clone();
  clone.find('script, style, noscript').remove();
  return tidy(clone.text());
}

function owner(el: Cheerio<Element>): AnyNode | undefined {
  return el.parent().closest('[itemscope]').get(0);
}

/** Elements carrying `itemprop=name` that belong to `scope` itself (not to nested items). */
export function ownProps($: CheerioAPI, scope: Cheerio<Element>, name: string): Cheerio<Element> {
  const node = scope.get(0);
  return scope.find(`[itemprop]`).filter((_, el) => {
    const props = ($(el).attr('itemprop') ?? '').toLowerCase().split(/\s+/);
    return props.includes(name.toLowerCase()) && owner($(el)) === node;
  });
}

function first($: CheerioAPI, scope: Cheerio<Element>, name: string): string {
  let value = '';
  ownProps($, scope, name).each((_, el) => {
    value = propValue($(el));
    return !value;
  });
  return value;
}

function readDescription($: CheerioAPI, scope: Cheerio<Element>): string {
  let value = '';
  ownProps($, scope, 'description').each((_, el) => {
    const $el = $(el);
    const content = $el.attr('content');
    value =
      content !== undefined && content.trim() !== ''
        ? descriptionText(content)
        : nodesDescription($el.contents().toArray());
    return !value;
  });
  return value;
}

/** A price element's reading; the currency is the scope's `priceCurrency` (content first). */
function priceReading($el: Cheerio<Element>, currency: string): PriceReading {
  const price = parsePrice(propValue($el), { machine: $el.attr('content') !== undefined });
  return price ? { price, currency, text: tidy($el.text()) } : NO_PRICE;
}

function readPrice($: CheerioAPI, scope: Cheerio<Element>): PriceReading {
  const currency = currencyCode(first($, scope, 'priceCurrency'));
  for (const prop of ['price', 'lowPrice']) {
    let found = NO_PRICE;
    ownProps($, scope, prop).each((_, el) => {
      found = priceReading($(el), currency);
      return !found.price;
    });
    if (found.price) return found;
  }
  return NO_PRICE;
}

function readProduct($: CheerioAPI, scope: Cheerio<Element>): MicrodataProduct {
  let price = readPrice($, scope);
  let unavailable = false;
  ownProps($, scope, 'offers').each((_, el) => {
    const offer = $(el);
    if (!price.price) price = readPrice($, offer);
    const availability = first($, offer, 'availability');
    if (/(outofstock|soldout|discontinued)$/i.test(availability)) unavailable = true;
  });
  const images: string[] = [];
  ownProps($, scope, 'image').each((_, el) => {
    const v = propValue($(el));
    if (v) images.push(v);
  });
  return {
    name: first($, scope, 'name'),
    description: readDescription($, scope),
    images,
    category: first($, scope, 'category'),
    price: price.price,
    currency: price.currency,
    priceText: price.text,
    unavailable,
  };
}

function readBreadcrumbs($: CheerioAPI): string[] {
  const lists = $('[itemscope][itemtype*="BreadcrumbList" i]');
  let best: string[] = [];
  lists.each((_, listEl) => {
    const crumbs: string[] = [];
    ownProps($, $(listEl), 'itemListElement').each((_, item) => {
      const $item = $(item);
      let name = first($, $item, 'name');
      if (!name) {
        const inner = ownProps($, $item, 'item').first();
        name = inner.length ? first($, inner, 'name') || tidy(inner.text()) : tidy($item.text());
      }
      if (name) crumbs.push(name);
    });
    if (crumbs.length > best.length) best = crumbs;
  });
  if (best.length === 0) {
    // Older data-vocabulary.org breadcrumbs: one itemscope per crumb with itemprop=title.
    $('[itemscope][itemtype*="data-vocabulary.org/Breadcrumb" i]').each((_, el) => {
      const title = first($, $(el), 'title');
      if (title) best.push(title);
    });
  }
  return best;
}

/** Reads the first top-level schema.org Product item on the page. */
export function readMicrodata($: CheerioAPI): MicrodataResult {
  const scopes = $('[itemscope][itemtype*="/Product" i]').filter((_, el) => {
    const type = ($(el).attr('itemtype') ?? '').toLowerCase();
    if (!/\/(product|productgroup|individualproduct|productmodel)\b/.test(type)) return false;
    // Skip products nested in another product (accessories, "related" tiles).
    return $(el).parents('[itemscope][itemtype*="/Product" i]').length === 0;
  });
  const products = scopes.toArray().map((el) => readProduct($, $(el)));
  const product =
    products.find((p) => p.name && p.price) ?? products.find((p) => p.name) ?? products[0] ?? null;
  if (product) {
    for (const other of products) {
      if (other === product) continue;
      if (!product.price && other.price && (!other.name || other.name === product.name)) {
        product.price = other.price;
        product.currency = other.currency;
        product.priceText = other.priceText;
      }
      if (product.images.length === 0 && (!other.name || other.name === product.name)) {
        product.images = other.images;
      }
    }
  }
  return { product, breadcrumbs: readBreadcrumbs($) };
}

/**
 * A price marked `itemprop=price` anywhere on the page (when no Product item wraps it), with the
 * `priceCurrency` of its item, or of the page when it has no item.
 */
export function looseItempropPrice($: CheerioAPI): PriceReading {
  let found = NO_PRICE;
  $('[itemprop~="price" i]').each((_, el) => {
    const $el = $(el);
    const scope = $el.parents('[itemscope]').first();
    const currency = scope.length
      ? first($, scope, 'priceCurrency')
      : propValue($('[itemprop~="priceCurrency" i]').first());
    found = priceReading($el, currencyCode(currency));
    return !found.price;
  });
  return found;
}
