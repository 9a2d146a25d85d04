/**
 * A Shopify theme in the manner of Dawn: the price block always holds both a "regular" and a
 * "sale" rendering and the stylesheet hides one; the compare-at price is an <s>.
 */
import { addOnLine, bundleBox, perks, unavailableNote, variantPicker } from '../buybox.js';
import {
  cookieBanner,
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
import { esc, moneyHtml } from '../html.js';
import type { Family, PageModel } from '../model.js';

const HIDDEN = 'visually-hidden visually-hidden--inline';

function priceBlock(m: PageModel, html: PriceHtml): string {
  const block = m.price;
  if (!block) return unavailableNote(m);
  const { words } = m.locale;
  const current = block.split ? moneyHtml(block.current, 'sup') : html(block.current);
  const onSale = block.original ? ' price--on-sale' : '';
  const compare = block.original ? html(block.original) : '';
  const unit = m.extras.unitPrice
    ? `<small class="unit-price caption"><span class="visually-hidden">${esc(words.price)}</span><span class="price-item price-item--last">${esc(m.extras.unitPrice)}</span></small>`
    : '<small class="unit-price caption hidden"></small>';
  const badge = block.original
    ? `<span class="badge price__badge-sale color-scheme-4">${esc(block.badge ?? words.sale)}</span>`
    : '';
  return `<div class="price price--large${onSale} price--show-badge">
<div class="price__container">
<div class="price__regular"><span class="${HIDDEN}">${esc(words.regular)}</span><span class="price-item price-item--regular">${current}</span></div>
<div class="price__sale"><span class="${HIDDEN}">${esc(words.regular)}</span><span><s class="price-item price-item--regular">${compare}</s></span><span class="${HIDDEN}">${esc(words.now)}</span><span class="price-item price-item--sale price-item--last">${current}</span></div>
${unit}
</div>
${badge}<span class="badge price__badge-sold-out color-scheme-3">${esc(words.soldOut)}</span>
</div>`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = (money) => moneyHtml(money);
  const media = product.images
    .map(
      (src, i) =>
        `<li class="product__media-item grid__item${i === 0 ? ' is-active' : ''}"><div class="product__media media"><img src="${esc(src)}?v=1718000000&amp;width=1946" srcset="${esc(src)}?v=1718000000&amp;width=493 493w, ${esc(src)}?v=1718000000&amp;width=1946 1946w" alt="${i === 0 ? esc(product.title) : ''}" width="1946" height="1946" loading="${i === 0 ? 'eager' : 'lazy'}"></div></li>`,
    )
    .join('');
  const instalments = m.extras.instalments
    ? `<shopify-payment-terms variant-id="4${product.sku.replace(/\D/g, '')}">${esc(m.extras.instalments)}</shopify-payment-terms>`
    : '';
  const body = `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
${siteHeader(m, html)}
<main id="MainContent" class="content-for-layout focus-none" role="main">
<section id="shopify-section-template--main" class="shopify-section section"><div class="page-width">
<div class="product product--large product--left grid grid--1-col grid--2-col-tablet">
<div class="grid__item product__media-wrapper"><media-gallery class="product__column-sticky"><ul class="product__media-list contains-media grid grid--peek list-unstyled slider slider--mobile">${media}</ul></media-gallery></div>
<div class="product__info-wrapper grid__item"><section class="product__info-container product__column-sticky">
<p class="product__text inline-richtext caption-with-letter-spacing">${esc(product.brand)}</p>
<div class="product__title"><h1>${esc(product.title)}</h1></div>
${ratingLine(m)}
<div class="no-js-hidden" id="price-template--main" role="status">${priceBlock(m, html)}</div>
${words.taxNote ? `<div class="product__tax caption rte">${esc(words.taxNote)}</div>` : ''}
${instalments}
<variant-selects class="no-js-hidden">${variantPicker(m, html, 'buttons')}</variant-selects>
<product-form class="product-form"><form method="post" action="/cart/add" class="form"><div class="product-form__buttons"><button type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>${esc(words.addToCart)}</span></button></div>${addOnLine(m)}</form></product-form>
${summaryLine(m, html)}
${bundleBox(m, html)}
${perks(m)}
<div class="product__description rte quick-add-hidden"><p>${esc(product.title)}. ${esc(words.blurb)}</p></div>
</section></div>
</div></div></section>
${relatedSection(words.related, m.related, (money) => `<span class="price-item price-item--regular">${html(money)}</span>`, { section: 'related-products page-width', item: 'grid__item card-wrapper', name: 'card__heading h5', price: 'price__container' })}
${reviewsSection(m)}
</main>
${siteFooter(m)}
${stickyBar(m, html)}
${cookieBanner(m)}`;
  return documentHtml(m, '/cdn/shop/t/12/assets/base.css', 'gradient', body);
}

export const shopify: Family = {
  name: 'shopify',
  heldOut: false,
  path: (p) => `/products/${p.slug}`,
  imageDir: (shop) => `${shop.origin}/cdn/shop/files/`,
  render,
};
