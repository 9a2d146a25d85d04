/**
 * Visible-page fallbacks for shops without structured data: headings, the <title> and the large
 * pictures (the printed price has a module of its own: visible-price/).
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { tidy, tokens } from './text.js';
import { FOREIGN_NAMES, SLIDER_NAMES } from './visible-price/cue-names.js';

/** Page chrome and other products' tiles: nothing in there describes the main product. */
export const CHROME =
  'header, footer, nav, aside, [role="banner"], [role="navigation"], [role="contentinfo"], [class*="footer" i], [id*="footer" i]';
/** True when the element sits in page chrome or in a tile of other products. */
export function inForeignArea($: CheerioAPI, el: Element, sliders = true): boolean {
  if ($(el).closest(CHROME).length > 0) return true;
  let node: Element | null = el;
  for (let depth = 0; node && depth < 12; depth++) {
    const attrs = `${node.attribs?.class ?? ''} ${node.attribs?.id ?? ''}`;
    if (FOREIGN_NAMES.test(attrs) || (sliders && SLIDER_NAMES.test(attrs))) return true;
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
