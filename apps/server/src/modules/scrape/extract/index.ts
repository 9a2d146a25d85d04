/**
 * Quick Add extraction: turns a shop's product page into a ScrapeResult. Pure: no I/O, the
 * caller fetches and decodes the page.
 *
 * Sources, most trusted first: shop rules (Amazon, eBay), JSON-LD, microdata, Open Graph /
 * product meta, Twitter cards, then the visible page (heading, <title>, price, large images).
 */
import type { ScrapeResult } from '@wishlist/core';
import { load } from 'cheerio';
import { joinCrumbs, visibleBreadcrumbs } from './category.js';
import { descriptionText } from './html-text.js';
import { ImageList } from './images.js';
import { readJsonLd } from './json-ld.js';
import { looseItempropPrice, readMicrodata } from './microdata.js';
import { readMeta } from './open-graph.js';
import { pageImages, visiblePrice } from './page.js';
import { siteRuleFor } from './site-rules/index.js';
import { absoluteUrl, hostOf } from './text.js';
import { chooseTitle } from './title.js';

export { detectBotWall } from './bot-wall.js';
export { findPrice, parsePrice } from './price.js';

/** The URL relative links resolve against: the given one, else <base>, canonical or og:url. */
function baseUrl($: ReturnType<typeof load>, url: string): string {
  const given = absoluteUrl(url, '');
  const base = $('base[href]').attr('href');
  if (given) return base ? absoluteUrl(base, given) || given : given;
  for (const candidate of [
    base,
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
  ]) {
    const abs = absoluteUrl(candidate, '');
    if (abs) return abs;
  }
  return '';
}

function splitCategory(category: string): string[] {
  // Trimming the parts, not `\s*` around the separator: that is quadratic on long white space.
  return category
    .split(/>|<|›|»|\/\//)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function extractProduct(html: string, url: string): ScrapeResult {
  const $ = load(html);
  const base = baseUrl($, url);
  const host = hostOf(base);
  const rule = siteRuleFor(host, $);
  const site = rule?.extract($, base);
  const ld = readJsonLd($);
  const md = readMicrodata($);
  const meta = readMeta($);

  const { title, heading } = chooseTitle($, {
    siteRule: site?.title ?? '',
    structured: ld.product?.name || md.product?.name || '',
    og: meta.title,
    twitter: meta.twitterTitle,
    host,
    siteName: meta.siteName,
  });

  let price = '';
  if (site && site.price !== null) price = site.price;
  else {
    price = ld.product?.price || md.product?.price || meta.price;
    // Structured "OutOfStock" is kept: shops leave it stale or set it per size (zara, rei), and
    // a wish list still wants the price. Only a shop rule may declare "no price".
    if (!price && !ld.product?.offersWithoutPrice) {
      price = looseItempropPrice($) || visiblePrice($, heading?.get(0));
    }
  }

  const images = new ImageList(base);
  images.addAll(site?.images ?? []);
  images.addAll(ld.product?.images ?? []);
  images.addAll(meta.images);
  images.addAll(md.product?.images ?? []);
  images.addAll(meta.twitterImages);
  const imageSrc = $('link[rel="image_src"]').attr('href');
  if (imageSrc) images.add(imageSrc);
  if (images.size < 12) images.addAll(pageImages($, title));

  const ctx = { title, host };
  const trails = [
    site?.crumbs ?? [],
    ld.breadcrumbs,
    splitCategory(ld.product?.category ?? ''),
    md.breadcrumbs,
    splitCategory(md.product?.category ?? ''),
    visibleBreadcrumbs($),
  ];
  let category = '';
  for (const trail of trails) {
    category = joinCrumbs(trail, ctx);
    if (category) break;
  }

  // Structured descriptions are plain text already; the others are made so here.
  const description =
    ld.product?.description ||
    md.product?.description ||
    descriptionText(site?.description ?? '') ||
    descriptionText(meta.description);

  return { title, description, price, category, url, images: images.list() };
}
