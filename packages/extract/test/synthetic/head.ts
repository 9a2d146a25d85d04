/** The <head>: title with the shop's suffix, Open Graph and JSON-LD without any price. */
import { esc } from './html.js';
import type { PageModel } from './model.js';

function productLd(m: PageModel): string {
  const { product, locale } = m;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: product.images.slice(0, 3),
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    description: locale.words.blurb,
  };
  // Shops whose feed fills the currency and stock but leaves the amount to the page template.
  if (m.structured === 'ld-currency-only') {
    ld.offers = {
      '@type': 'Offer',
      priceCurrency: m.price?.current.currency ?? locale.money.currency,
      availability: 'https://schema.org/InStock',
      url: m.url,
    };
  }
  // "<" escaped so a name can never close the script element.
  const json = JSON.stringify(ld).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function organisationLd(m: PageModel): string {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: m.shop.name,
    url: `${m.shop.origin}/`,
    logo: `${m.shop.origin}/static/logo.png`,
  }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

export function headHtml(m: PageModel, stylesheet: string): string {
  const { product, shop, locale } = m;
  const out = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(product.title)} | ${esc(shop.name)}</title>`,
    `<meta name="description" content="${esc(`${product.title}. ${locale.words.blurb}`)}">`,
    `<link rel="canonical" href="${esc(m.url)}">`,
    `<link rel="icon" href="${shop.origin}/favicon.ico">`,
    `<link rel="stylesheet" href="${shop.origin}${stylesheet}">`,
  ];
  if (m.structured !== 'none') {
    out.push(
      '<meta property="og:type" content="product">',
      `<meta property="og:title" content="${esc(product.title)}">`,
      `<meta property="og:image" content="${esc(product.images[0] ?? '')}">`,
      `<meta property="og:url" content="${esc(m.url)}">`,
      `<meta property="og:site_name" content="${esc(shop.name)}">`,
    );
  }
  if (m.structured === 'ld-no-price' || m.structured === 'ld-currency-only') out.push(productLd(m));
  if (m.variety % 3 === 0) out.push(organisationLd(m));
  out.push(
    '<script>window.dataLayer = window.dataLayer || []; dataLayer.push({event: "view_item"});</script>',
  );
  return `<head>\n${out.join('\n')}\n</head>`;
}

export function htmlOpen(m: PageModel): string {
  const dir = m.locale.dir === 'rtl' ? ' dir="rtl"' : '';
  return `<!DOCTYPE html>\n<html lang="${m.locale.htmlLang}"${dir}>`;
}

/** The whole document: doctype, <html lang dir>, head, and the family's body. */
export function documentHtml(
  m: PageModel,
  stylesheet: string,
  bodyClass: string,
  body: string,
): string {
  return `${htmlOpen(m)}\n${headHtml(m, stylesheet)}\n<body class="${bodyClass}">\n${body}\n</body>\n</html>\n`;
}
