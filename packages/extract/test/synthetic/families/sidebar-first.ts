/**
 * A headless-storefront layout: the buy box is an <aside> that comes before the title in the
 * source (the grid puts it on the right), with a sticky bar repeating the price.
 * Held out: tuning must not look at it.
 */
import {
  addOnLine,
  bundleBox,
  instalmentsLine,
  perks,
  saleNotes,
  struck,
  unavailableNote,
  unitPriceLine,
  variantPicker,
} from '../buybox.js';
import {
  breadcrumbs,
  cookieBanner,
  descriptionSection,
  type PriceHtml,
  ratingLine,
  relatedSection,
  reviewsSection,
  siteFooter,
  siteHeader,
  stickyBar,
  summaryLine,
} from '../chrome.js';
import { documentHtml } from '../head.js';
import { esc, img, moneyHtml } from '../html.js';
import type { Family, PageModel } from '../model.js';

function priceArea(m: PageModel, html: PriceHtml): string {
  const block = m.price;
  if (!block) return unavailableNote(m);
  const main = block.split ? moneyHtml(block.current, 'spans') : html(block.current);
  const label = block.currentLabel
    ? `<span class="pdp-price__label">${esc(block.currentLabel)}</span> `
    : '';
  const now = `<span class="pdp-price__current" data-testid="price-current">${label}${main}</span>`;
  if (!block.original) return `<div class="pdp-price">${now}</div>`;
  const old = `<span class="pdp-price__compare">${struck(block, html, 'line-through')}</span>`;
  return `<div class="pdp-price pdp-price--discounted">${block.saleFirst ? now + old : old + now}</div>${saleNotes(block)}`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = (money) => `<span data-testid="money">${moneyHtml(money)}</span>`;
  const gallery = product.images
    .map(
      (src, i) =>
        `<div class="pdp-media__slide">${img(`${src}?auto=format&w=${i === 0 ? 1200 : 600}`, i === 0 ? product.title : '', i === 0 ? 'fetchpriority="high"' : 'loading="lazy"')}</div>`,
    )
    .join('');
  const body = `<div id="__next">
${siteHeader(m, html)}
<main class="pdp">
<div class="pdp-layout">
<aside class="pdp-buybox" aria-label="${esc(words.addToCart)}">
${priceArea(m, html)}
${unitPriceLine(m)}
${words.taxNote ? `<p class="pdp-tax">${esc(words.taxNote)}</p>` : ''}
${instalmentsLine(m)}
${variantPicker(m, html, 'buttons')}
<button type="button" class="pdp-add" data-testid="add-to-cart">${esc(words.addToCart)}</button>
${addOnLine(m)}
${summaryLine(m, html)}
${perks(m)}
${bundleBox(m, html)}
</aside>
<section class="pdp-main">
${breadcrumbs(m, 'ol')}
<h1 class="pdp-title">${esc(product.title)}</h1>
${ratingLine(m)}
<div class="pdp-media">${gallery}</div>
${descriptionSection(m)}
</section>
</div>
${relatedSection(words.related, m.related, html, { section: 'pdp-recs', item: 'pdp-recs__item', name: 'pdp-recs__name', price: 'pdp-recs__price' })}
${reviewsSection(m)}
</main>
${siteFooter(m)}
${stickyBar(m, html)}
${cookieBanner(m)}
</div>`;
  return documentHtml(m, '/_next/static/css/app.css', 'pdp-page', body);
}

export const sidebarFirst: Family = {
  name: 'sidebar-first',
  heldOut: true,
  path: (p, locale) => `/${locale.htmlLang.toLowerCase()}/products/${p.slug}`,
  imageDir: (shop) => `https://media.${shop.host.replace(/^www\./, '')}/catalog/`,
  render,
};
