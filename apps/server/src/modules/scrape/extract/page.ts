/**
 * Visible-page fallbacks for shops without structured data: headings, the <title>, the price
 * printed next to the product's heading and the large pictures.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { NO_PRICE, type PriceReading } from './currency.js';
import { findPrice } from './price.js';
import { tidy, tokens } from './text.js';

/** Page chrome and other products' tiles: nothing in there describes the main product. */
export const CHROME =
  'header, footer, nav, aside, [role="banner"], [role="navigation"], [role="contentinfo"], [class*="footer" i], [id*="footer" i]';
/** Containers of other products' tiles and page furniture. */
const FOREIGN_TILES =
  /(related|recommend|similar|upsell|cross-?sell|recently|also-?(bought|viewed|like)|bundle|accessor|sponsor|reco-|p13n|others?-bought|you-may|minicart|mini-cart|header|menu|newsletter|footer)/i;
/** Prices in sliders are nearly always other products'; pictures in sliders are the gallery. */
const SLIDERS = /(carousel|slider|swiper|slick)/i;
/** Shipping, saving and instalment texts mention amounts that are not the price. */
const PROMO =
  /(shipping|delivery|flat rate|orders? (over|under|above)|free|versand|livraison|envío|spedizione|doprava|you save|save|sparen|économisez|\boff\b|%|per month|\/mo\b|monatlich|par mois|al mes)/i;
const PRICE_ATTR = /(price|preis|prix|prezzo|precio|preco|cena|cijena|pret|hinta|pris|amount)/i;
const NOT_MAIN_PRICE =
  /(old|was|strike|cross|regular|compare|list|rrp|msrp|uvp|save|saving|before|orig|reduc|discount|unit|per-|shipping|delivery|install|monthly|finance|klarna|afterpay|tax|vat|label)/i;

function attrText(el: Element): string {
  const a = el.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''} ${a.itemprop ?? ''} ${a['data-testid'] ?? ''}`;
}

/** True when the element sits in page chrome or in a tile of other products. */
export function inForeignArea($: CheerioAPI, el: Element, sliders = true): boolean {
  if ($(el).closest(CHROME).length > 0) return true;
  let node: Element | null = el;
  for (let depth = 0; node && depth < 12; depth++) {
    const attrs = `${node.attribs?.class ?? ''} ${node.attribs?.id ?? ''}`;
    if (FOREIGN_TILES.test(attrs) || (sliders && SLIDERS.test(attrs))) return true;
    node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
  }
  return false;
}

export function documentTitle($: CheerioAPI): string {
  return tidy($('head title').first().text() || $('title').first().text());
}

/** The page's h1 headings outside chrome, in document order. */
export function headings($: CheerioAPI): Cheerio<Element>[] {
  return $('h1')
    .toArray()
    .filter((el) => $(el).closest(CHROME).length === 0 || $('h1').length === 1)
    .map((el) => $(el));
}

/** Share of the shorter text's tokens found in the longer one (0..1). */
export function overlap(a: string, b: string): number {
  const ta = tokens(a);
  const tb = tokens(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  const [short, long] = ta.length <= tb.length ? [ta, new Set(tb)] : [tb, new Set(ta)];
  return short.filter((t) => long.has(t)).length / short.length;
}

/**
 * The price printed closest after the product heading, from elements whose class/id says
 * "price" (old/strike/unit/shipping prices and other products' tiles excluded), with the text
 * it was read from (for its currency sign).
 */
export function visiblePrice($: CheerioAPI, anchor: Element | undefined): PriceReading {
  const all = $('body *').toArray();
  const anchorAt = anchor ? all.indexOf(anchor) : -1;
  let best = { reading: NO_PRICE, score: Number.POSITIVE_INFINITY };
  const consider = (el: Element, i: number, needCurrency: boolean): void => {
    if (/^(script|style|noscript|option|select|del|s|strike)$/i.test(el.tagName)) return;
    const $el = $(el);
    if ($el.closest('del, s, strike').length > 0) return;
    const text = tidy($el.text());
    if (!text || text.length > 60) return;
    const price = findPrice(text, needCurrency);
    if (!price) return;
    // An element wrapping several price elements (was/now/save): its children decide.
    const inner = $el.find('*').toArray();
    if (inner.some((c) => PRICE_ATTR.test(attrText(c)) && findPrice(tidy($(c).text())))) return;
    if (/^(was|statt|uvp|rrp|list|regular|reg\.|before|antes|prima|avant|war|vorher)\b/i.test(text))
      return;
    if (PROMO.test(text)) return;
    // A price reads as a number with a word or two, not a sentence.
    const letters = text.replace(/[^\p{L}]/gu, '').length;
    if (letters > (needCurrency ? 8 : 24)) return;
    if (inForeignArea($, el)) return;
    const distance = anchorAt < 0 ? i : i >= anchorAt ? i - anchorAt : (anchorAt - i) * 4 + 200;
    const score = distance;
    if (score < best.score) best = { reading: { price, currency: '', text }, score };
  };
  all.forEach((el, i) => {
    const attrs = attrText(el);
    if (PRICE_ATTR.test(attrs) && !NOT_MAIN_PRICE.test(attrs)) consider(el, i, false);
  });
  if (best.reading.price) return best.reading;
  // No element names itself a price: take a short currency text right after the heading.
  if (anchorAt >= 0) {
    for (let i = anchorAt + 1; i < Math.min(all.length, anchorAt + 400); i++) {
      const el = all[i];
      if (el && $(el).children().length === 0) consider(el, i, true);
      if (best.reading.price) return best.reading;
    }
  }
  return NO_PRICE;
}

const IMAGE_ATTRS = [
  'data-zoom-image',
  'data-zoom-src',
  'data-large-image',
  'data-large',
  'data-full',
  'data-zoom',
  'data-old-hires',
  'data-src',
  'data-original',
  'data-lazy-src',
  'data-lazy',
  'src',
];
const MAIN_PICTURE = /(main|hero|primary|gallery|zoom|featured|large|item-?image|prod-?img)/i;
const PRODUCT_AREA = /(product|detail|pdp)/i;
const NOT_PICTURE =
  /(brand|producer|manufacturer|logo|vendor|seller|rating|review|payment|social|share|badge|icon)/i;

function largestFromSrcset(srcset: string | undefined): string {
  if (!srcset) return '';
  let best = { url: '', size: -1 };
  for (const part of srcset.split(/,\s+/)) {
    const [url, descriptor] = part.trim().split(/\s+/);
    const size = Number.parseFloat(descriptor ?? '1') || 1;
    if (url && size > best.size) best = { url, size };
  }
  return best.url;
}

/** Picture URLs from <img> tags, the likely main product picture first. */
export function pageImages($: CheerioAPI, title: string): string[] {
  const scored: Array<{ url: string; score: number; order: number }> = [];
  $('img').each((order, el) => {
    const img = $(el);
    const w = Number.parseInt(img.attr('width') ?? '', 10);
    const h = Number.parseInt(img.attr('height') ?? '', 10);
    if ((w > 0 && w < 80) || (h > 0 && h < 80)) return;
    const url =
      IMAGE_ATTRS.map((a) => img.attr(a) ?? '').find((u) => u && !u.startsWith('data:')) ||
      largestFromSrcset(img.attr('srcset') ?? img.attr('data-srcset'));
    if (!url) return;
    if (img.closest(CHROME).length > 0) return;
    let score = 0;
    const alt = tidy(img.attr('alt') ?? img.attr('title') ?? '');
    if (title && alt && overlap(alt, title) >= 0.6) score += 3;
    let main = false;
    let area = false;
    let notPicture = false;
    let node: Element | null = el;
    for (let depth = 0; node && depth < 8; depth++) {
      const attrs = `${node.attribs?.class ?? ''} ${node.attribs?.id ?? ''} ${node.attribs?.itemprop ?? ''}`;
      main ||= MAIN_PICTURE.test(attrs);
      area ||= PRODUCT_AREA.test(attrs);
      notPicture ||= depth < 3 && NOT_PICTURE.test(attrs);
      node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
    }
    if (main) score += 2;
    if (area) score += 1;
    if (notPicture) score -= 3;
    if (w >= 250 || h >= 250) score += 1;
    if (inForeignArea($, el, false)) score -= 4;
    scored.push({ url, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.filter((s) => s.score >= 0).map((s) => s.url);
}
