/**
 * A Magento 2 (Luma) product page: info column before the media in the source, a `price-box`
 * whose `special-price` comes before the `old-price`, and related products with price boxes.
 */
import {
  addOnLine,
  bundleBox,
  instalmentsLine,
  perks,
  saleNotes,
  unavailableNote,
  variantPicker,
} from '../buybox.js';
import {
  cookieBanner,
  type PriceHtml,
  ratingLine,
  reviewsSection,
  siteFooter,
  siteHeader,
  stickyBar,
  summaryLine,
} from '../chrome.js';
import { documentHtml } from '../head.js';
import { esc, img, moneyHtml } from '../html.js';
import type { Family, Money, PageModel } from '../model.js';

function container(id: string, type: 'finalPrice' | 'oldPrice', inner: string, label = ''): string {
  const labelHtml = label ? `<span class="price-label">${esc(label)}</span>` : '';
  return `<span class="price-container price-final_price tax weee">${labelHtml}<span id="${id}" data-price-type="${type}" class="price-wrapper "><span class="price">${inner}</span></span></span>`;
}

function priceBox(m: PageModel, productId: string, html: PriceHtml): string {
  const block = m.price;
  if (!block) return unavailableNote(m);
  const current = block.split ? moneyHtml(block.current, 'sup') : html(block.current);
  const open = `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${productId}" data-price-box="product-id-${productId}">`;
  if (!block.original)
    return `${open}${container(`product-price-${productId}`, 'finalPrice', current)}</div>`;
  const { words } = m.locale;
  const special = `<span class="special-price">${container(`product-price-${productId}`, 'finalPrice', current, block.currentLabel ?? words.now)}</span>`;
  const old = `<span class="old-price">${container(`old-price-${productId}`, 'oldPrice', html(block.original), block.originalLabel ?? words.was[0])}</span>`;
  return `${open}${special}${old}</div>\n${saleNotes(block)}`;
}

function relatedBlock(m: PageModel, html: PriceHtml): string {
  if (m.related.length === 0) return '';
  const priceOf = (money: Money | null, i: number): string =>
    money
      ? `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${900 + i}">${container(`product-price-${900 + i}`, 'finalPrice', html(money))}</div>`
      : '';
  const items = m.related.map(
    (r, i) =>
      `<li class="item product product-item"><div class="product-item-info"><a href="${esc(r.href)}" class="product photo product-item-photo">${img(r.image, r.name, 'class="product-image-photo" width="240" height="300"')}</a><div class="product details product-item-details"><strong class="product name product-item-name"><a class="product-item-link" href="${esc(r.href)}">${esc(r.name)}</a></strong>${priceOf(r.price, i)}</div></div></li>`,
  );
  return `<div class="block related" data-limit="0" data-shuffle="0"><div class="block-title title"><strong id="block-related-heading" role="heading" aria-level="2">${esc(m.locale.words.related)}</strong></div><div class="block-content content"><div class="products wrapper grid products-grid products-related"><ol class="products list items product-items">${items.join('')}</ol></div></div></div>`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = (money) => moneyHtml(money);
  const productId = product.sku.replace(/\D/g, '').slice(-4);
  const catIndex = words.cats.indexOf(product.category);
  const crumbs = `<div class="breadcrumbs"><ul class="items"><li class="item home"><a href="${m.shop.origin}/">${esc(words.home)}</a></li><li class="item category${catIndex}"><a href="${m.shop.origin}/${catIndex}.html">${esc(product.category)}</a></li><li class="item product"><strong>${esc(product.title)}</strong></li></ul></div>`;
  const body = `<div class="page-wrapper">
<div class="page-header">${siteHeader(m, html)}</div>
${crumbs}
<main id="maincontent" class="page-main"><div class="columns"><div class="column main">
<div class="product-info-main">
<div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">${esc(product.title)}</span></h1></div>
<div class="product-reviews-summary">${ratingLine(m)}</div>
<div class="product-info-price">${priceBox(m, productId, html)}<div class="product-info-stock-sku"><div class="stock available"><span>${esc(words.inStock)}</span></div><div class="product attribute sku"><strong class="type">${esc(words.sku)}</strong> <div class="value">${esc(product.sku)}</div></div></div></div>
${instalmentsLine(m)}
<div class="product-add-form"><form action="${m.shop.origin}/checkout/cart/add/product/${productId}/" method="post" id="product_addtocart_form">
<div class="product-options-wrapper">${variantPicker(m, html, 'select')}</div>
<div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>${esc(words.qty)}</span></label><div class="control"><input type="number" name="qty" id="qty" value="1" class="input-text qty"></div></div><div class="actions"><button type="submit" class="action primary tocart" id="product-addtocart-button"><span>${esc(words.addToCart)}</span></button></div></div></div>
${addOnLine(m)}
</form></div>
${summaryLine(m, html)}
${bundleBox(m, html)}
<div class="product-social-links">${perks(m)}</div>
</div>
<div class="product media"><div class="gallery-placeholder _block-content-loading" data-gallery-role="gallery-placeholder">${img(product.images[0] ?? '', product.title, 'class="gallery-placeholder__image" width="700" height="700"')}</div></div>
<div class="product info detailed"><div class="product data items"><div class="data item title"><a class="data switch" href="#description">${esc(words.description)}</a></div><div class="data item content" id="description"><div class="product attribute description"><div class="value">${esc(words.blurb)}</div></div></div></div></div>
${relatedBlock(m, html)}
${reviewsSection(m)}
</div></div></main>
<footer class="page-footer">${siteFooter(m)}</footer>
${stickyBar(m, html)}
${cookieBanner(m)}
</div>`;
  return documentHtml(
    m,
    '/static/version1718000000/frontend/Magento/luma/styles-m.css',
    `catalog-product-view product-${product.slug} page-layout-1column`,
    body,
  );
}

export const magento: Family = {
  name: 'magento',
  heldOut: false,
  path: (p) => `/${p.slug}.html`,
  imageDir: (shop) => `${shop.origin}/media/catalog/product/cache/3e1f0c2d/`,
  render,
};
