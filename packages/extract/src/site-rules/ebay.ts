/**
 * eBay (every country domain): the item title hides a "Details about" label, the price sits in
 * `#prcIsum` / `itemprop=price` with a machine `content`, and breadcrumbs may list two paths.
 */
import type { CheerioAPI } from 'cheerio';
import { findPrice, parsePrice } from '../price.js';
import { tidy } from '../text.js';
import type { SiteFindings, SiteRule } from './types.js';

const HOST = /(^|\.)ebay\.[a-z.]+$/;

function title($: CheerioAPI): string {
  const modern = tidy($('.x-item-title__mainTitle').first().text());
  if (modern) return modern;
  const h1 = $('#itemTitle').first().clone();
  // Only the heading's own text: drops "Details about", "show original title" links, icons.
  h1.children().remove();
  return tidy(h1.text()).replace(/^(details about|dettagli su|détails sur|details zu)\s*/i, '');
}

/** The item's price and the text it was printed in ("US $12.00", "£4.99"). */
function price($: CheerioAPI): Pick<SiteFindings, 'price' | 'priceText'> {
  for (const selector of [
    '#prcIsum',
    '#prcIsum_bidPrice',
    '#mm-saleDscPrc',
    '[itemprop="price"]',
  ]) {
    const el = $(selector).first();
    if (el.length === 0) continue;
    const found =
      parsePrice(el.attr('content'), { machine: true }) ||
      findPrice(el.text()) ||
      parsePrice(el.text());
    if (found) return { price: found, priceText: tidy(el.text()) };
  }
  for (const selector of ['.x-price-primary', '.x-bin-price__content', '.x-price-approx__price']) {
    const text = $(selector).first().text();
    const found = findPrice(text);
    if (found) return { price: found, priceText: tidy(text) };
  }
  return { price: null, priceText: '' };
}

function images($: CheerioAPI): string[] {
  const out: string[] = [];
  $('#icImg, .ux-image-carousel-item img, #vi_main_img_fs img').each((_, el) => {
    const img = $(el);
    out.push(img.attr('data-zoom-src') ?? img.attr('data-src') ?? img.attr('src') ?? '');
  });
  return out.filter(Boolean);
}

function crumbs($: CheerioAPI): string[] {
  for (const list of $(
    '#vi-VR-brumb-lnkLst ul, nav.breadcrumbs ul, .seo-breadcrumbs-container',
  ).toArray()) {
    const trail = $(list)
      .find('li a, a')
      .toArray()
      .map((a) => tidy($(a).text()))
      .filter(Boolean);
    if (trail.length > 0) return [...new Set(trail)];
  }
  return [];
}

export const ebay: SiteRule = {
  name: 'ebay',
  matches: (host) => HOST.test(host),
  extract($: CheerioAPI): SiteFindings {
    return {
      title: title($),
      ...price($),
      images: images($),
      crumbs: crumbs($),
      description: '',
    };
  },
};
