/**
 * Quick Add extraction: turns a shop's product page into a ScrapeResult. Pure: no I/O, the
 * caller fetches and decodes the page.
 *
 * Sources, most trusted first: shop rules (Amazon, eBay), JSON-LD, microdata, Open Graph /
 * product meta, Twitter cards, then the visible page (heading, <title>, price, large images).
 * The price's currency comes with it from the same source where it can (currency.ts).
 */
import type { ScrapeResult } from '@wishlist/core';
import { load } from 'cheerio';
import { joinCrumbs, visibleBreadcrumbs } from './category.js';
import { currencyContext, NO_PRICE, type PriceReading, priceCurrency } from './currency.js';
import { descriptionText } from './html-text.js';
import { ImageList } from './images.js';
import { type JsonLdResult, readJsonLd } from './json-ld.js';
import { looseItempropPrice, type MicrodataResult, readMicrodata } from './microdata.js';
import { type MetaResult, readMeta } from './open-graph.js';
import { pageImages } from './page.js';
import { settleSeparators } from './separators.js';
import { siteRuleFor } from './site-rules/index.js';
import { absoluteUrl, hostOf } from './text.js';
import { chooseTitle } from './title.js';
import { visiblePrice } from './visible-price/index.js';

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

/** What each structured source read as the price, most trusted first. */
function structuredPrices(ld: JsonLdResult, md: MicrodataResult, meta: MetaResult): PriceReading[] {
  return [
    { price: ld.product?.price ?? '', currency: ld.product?.currency ?? '', text: '' },
    {
      price: md.product?.price ?? '',
      currency: md.product?.currency ?? '',
      text: md.product?.priceText ?? '',
    },
    { price: meta.price, currency: meta.currency, text: meta.priceText },
  ];
}

/** The page parsed, with what its structured data says and which heading names the product. */
export function readPage(html: string, url: string) {
  // htmlparser2, not parse5: six times faster on shop pages, and no extraction read worse.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const base = baseUrl($, url);
  const host = hostOf(base);
  const site = siteRuleFor(host, $)?.extract($, base);
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
  return { $, base, host, site, ld, md, meta, title, heading: heading?.get(0) };
}

export function extractProduct(html: string, url: string): ScrapeResult {
  const { $, base, host, site, ld, md, meta, title, heading } = readPage(html, url);

  const structured = structuredPrices(ld, md, meta);
  let visible: PriceReading | undefined;
  const visibleReading = (): PriceReading => (visible ??= visiblePrice($, heading));
  let chosen: PriceReading;
  if (site && site.price !== null) {
    chosen = { price: site.price, currency: '', text: site.priceText };
  } else {
    chosen = structured.find((r) => r.price) ?? NO_PRICE;
    // Structured "OutOfStock" is kept: shops leave it stale or set it per size (zara, rei), and
    // a wish list still wants the price. Only a shop rule may declare "no price".
    if (!chosen.price) {
      chosen = looseItempropPrice($);
      if (!chosen.price) chosen = visibleReading();
    }
  }
  // The other readings, for a currency they state at the same price. A price read from machine
  // data (no printed text) may find its sign printed on the page: the visible price is then read,
  // and only when it comes to that (it walks the whole page).
  const others = function* (): Generator<PriceReading> {
    yield* structured;
    if (!chosen.text) yield visibleReading();
  };
  const context = currencyContext(
    $,
    structured.map((r) => r.currency),
  );
  const currency = priceCurrency(chosen, others(), context);
  const price = settleSeparators(chosen, currency, !chosen.text, visibleReading);

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

  return {
    title,
    description,
    price,
    currency,
    category,
    url,
    images: images.list(),
  };
}
