/**
 * Amazon (every country domain): the buy box holds the only trustworthy price; everything
 * else on the page (.a-price in carousels, list prices, per-unit prices) is a trap.
 */
import type { CheerioAPI } from 'cheerio';
import { findPrice, parsePrice } from '../price.js';
import { tidy } from '../text.js';
import type { SiteFindings, SiteRule } from './types.js';

const HOST =
  /(^|\.)amazon\.(com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.be|com\.tr|ae|sa|eg|in|co\.jp|com\.au|sg|cn)$/;

/** Price selectors in order of trust; all belong to the main product's buy box. */
const PRICE_SELECTORS = [
  '#corePrice_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePriceDisplay_desktop_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePrice_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#priceblock_dealprice',
  '#priceblock_saleprice',
  '#priceblock_ourprice',
  '#priceblock_pospromoprice',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  '#kindle-price',
  '#buyNewSection .offer-price',
  '#buybox .offer-price',
  '#buybox .a-price:not(.a-text-price) .a-offscreen',
  '#tmmSwatches .a-button-selected .a-color-price',
];
const HIDDEN_PRICE_INPUTS = ['#attach-base-product-price', 'input[name="displayedPrice"]'];

/** The buy-box price and the text it was printed in ('' for a hidden input's value). */
function price($: CheerioAPI): Pick<SiteFindings, 'price' | 'priceText'> {
  const none = { price: '', priceText: '' };
  if ($('#unqualifiedBuyBox, #outOfStock').length > 0) return none;
  for (const selector of PRICE_SELECTORS) {
    for (const el of $(selector).toArray()) {
      const text = $(el).text();
      const found = findPrice(text) || parsePrice(text);
      if (found) return { price: found, priceText: tidy(text) };
    }
  }
  for (const selector of HIDDEN_PRICE_INPUTS) {
    const found = parsePrice($(selector).first().attr('value'), { machine: true });
    if (found) return { price: found, priceText: '' };
  }
  // No buy-box price ("Currently unavailable", "Derzeit nicht verfügbar" …): no main price.
  return none;
}

/** Keys of `data-a-dynamic-image` ({"url": [w, h]}), largest first. */
function dynamicImages(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const map = JSON.parse(raw) as Record<string, unknown>;
    const size = (v: unknown): number =>
      Array.isArray(v) ? Number(v[0] ?? 0) * Number(v[1] ?? 0) : 0;
    return Object.entries(map)
      .sort((a, b) => size(b[1]) - size(a[1]))
      .map(([u]) => u);
  } catch {
    return [];
  }
}

function images($: CheerioAPI): string[] {
  const out: string[] = [];
  for (const selector of ['#landingImage', '#imgBlkFront', '#ebooksImgBlkFront', '#main-image']) {
    const img = $(selector).first();
    if (img.length === 0) continue;
    out.push(img.attr('data-old-hires') ?? '');
    out.push(...dynamicImages(img.attr('data-a-dynamic-image')));
    out.push(img.attr('src') ?? '');
  }
  $('#altImages img, #imageBlock img').each((_, el) => {
    out.push($(el).attr('src') ?? '');
  });
  return out.filter((u) => u && !u.startsWith('data:'));
}

function crumbs($: CheerioAPI): string[] {
  const trail = $(
    '#wayfinding-breadcrumbs_feature_div li a, #wayfinding-breadcrumbs_container li a',
  )
    .toArray()
    .map((a) => tidy($(a).text()))
    .filter((c) => c && !/^(back to results|‹ back)/i.test(c));
  if (trail.length > 0) return trail;
  // Without a breadcrumb, the <title> ends with ": Amazon.co.uk: <Store department>": the
  // department is what follows the last colon (found by search: a pattern reaching for the
  // last colon backtracks over the whole title).
  const title = tidy($('title').first().text());
  if (!/:\s*Amazon\.[a-z.]+\s*:/i.test(title)) return [];
  const department = title.slice(title.lastIndexOf(':') + 1);
  return department ? [tidy(department)] : [];
}

export const amazon: SiteRule = {
  name: 'amazon',
  matches: (host, $) =>
    HOST.test(host) || (host === '' && $('#productTitle').length > 0 && $('#nav-logo').length > 0),
  extract($: CheerioAPI): SiteFindings {
    const title = tidy(
      $('#productTitle').first().text() ||
        $('#ebooksProductTitle').first().text() ||
        $('#title').first().text(),
    );
    const bullets = $('#feature-bullets li')
      .toArray()
      .map((li) => tidy($(li).text()))
      .filter(Boolean);
    return {
      title,
      ...price($),
      images: images($),
      crumbs: crumbs($),
      description: bullets.join(' '),
    };
  },
};
