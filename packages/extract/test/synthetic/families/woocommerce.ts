/**
 * A WooCommerce product page: `<p class="price"><del>…</del><ins>…</ins></p>` with the
 * screen-reader sentences WooCommerce adds (translated where the shop's language pack has them).
 */
import {
  addOnLine,
  bundleBox,
  instalmentsLine,
  perks,
  saleNotes,
  unavailableNote,
  unitPriceLine,
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
import { esc, img } from '../html.js';
import type { Family, Money, PageModel } from '../model.js';

/** WooCommerce's "Original price was: %s." and "Current price is: %s.", per language. */
const READER: Record<string, readonly [string, string]> = {
  de: ['Ursprünglicher Preis war: %s.', 'Aktueller Preis ist: %s.'],
  fr: ['Le prix initial était : %s.', 'Le prix actuel est : %s.'],
  es: ['El precio original era: %s.', 'El precio actual es: %s.'],
  pt: ['O preço original era: %s.', 'O preço atual é: %s.'],
  pl: ['Pierwotna cena wynosiła: %s.', 'Aktualna cena wynosi: %s.'],
  sv: ['Ursprungligt pris var: %s.', 'Nuvarande pris är: %s.'],
};
const READER_EN: readonly [string, string] = ['Original price was: %s.', 'Current price is: %s.'];

/** WooCommerce's amount markup: the sign in its own span, the number bare inside <bdi>. */
export function wooAmount(money: Money): string {
  const { pre, whole, dec, frac, post } = money.parts;
  const sign = (s: string): string =>
    `<span class="woocommerce-Price-currencySymbol">${esc(s)}</span>`;
  const preSign = pre.trimEnd();
  const postSign = post.trimStart();
  const before = preSign ? sign(preSign) + esc(pre.slice(preSign.length)) : '';
  const after = postSign ? esc(post.slice(0, post.length - postSign.length)) + sign(postSign) : '';
  return `<span class="woocommerce-Price-amount amount"><bdi>${before}${esc(whole + dec + frac)}${after}</bdi></span>`;
}

function priceParagraph(m: PageModel): string {
  const block = m.price;
  if (!block) return unavailableNote(m);
  if (!block.original) return `<p class="price">${wooAmount(block.current)}</p>`;
  const [was, is] = READER[m.locale.tag.slice(0, 2)] ?? READER_EN;
  return `<p class="price"><del aria-hidden="true">${wooAmount(block.original)}</del> <span class="screen-reader-text">${esc(was.replace('%s', block.original.text))}</span><ins aria-hidden="true">${wooAmount(block.current)}</ins><span class="screen-reader-text">${esc(is.replace('%s', block.current.text))}</span></p>\n${saleNotes(block)}`;
}

function related(m: PageModel): string {
  if (m.related.length === 0) return '';
  const items = m.related.map(
    (r) =>
      `<li class="product type-product status-publish instock"><a href="${esc(r.href)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${img(r.image, '', 'width="300" height="300" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail"')}<h2 class="woocommerce-loop-product__title">${esc(r.name)}</h2>${r.price ? `<span class="price">${wooAmount(r.price)}</span>` : ''}</a><a href="?add-to-cart=1" class="button product_type_simple add_to_cart_button ajax_add_to_cart">${esc(m.locale.words.addToCart)}</a></li>`,
  );
  return `<section class="related products"><h2>${esc(m.locale.words.related)}</h2><ul class="products columns-4">${items.join('')}</ul></section>`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = wooAmount;
  const postId = product.sku.replace(/\D/g, '').slice(-4);
  const [main = '', ...others] = product.images;
  const large = main.replace(/\.jpg$/, '-600x600.jpg');
  const gallery = [
    `<div data-thumb="${esc(main.replace(/\.jpg$/, '-100x100.jpg'))}" class="woocommerce-product-gallery__image"><a href="${esc(main)}">${img(large, '', `width="600" height="600" class="wp-post-image" data-large_image="${esc(main)}" data-large_image_width="1200" data-large_image_height="1200"`)}</a></div>`,
    ...others.map(
      (src) =>
        `<div data-thumb="${esc(src)}" class="woocommerce-product-gallery__image"><a href="${esc(src)}">${img(src.replace(/\.jpg$/, '-600x600.jpg'), '', 'width="600" height="600"')}</a></div>`,
    ),
  ].join('');
  const catIndex = words.cats.indexOf(product.category);
  const sale = m.price?.original ? ' sale' : '';
  const body = `<div id="page" class="hfeed site">
${siteHeader(m, html)}
<div id="content" class="site-content"><div class="col-full"><div id="primary" class="content-area"><main id="main" class="site-main" role="main">
<nav class="woocommerce-breadcrumb" aria-label="Breadcrumb"><a href="${m.shop.origin}/">${esc(words.home)}</a>&nbsp;/&nbsp;<a href="${m.shop.origin}/product-category/${catIndex}/">${esc(product.category)}</a>&nbsp;/&nbsp;${esc(product.title)}</nav>
<div class="woocommerce-notices-wrapper"></div>
<div id="product-${postId}" class="product type-product post-${postId} status-publish first instock${sale} has-post-thumbnail shipping-taxable purchasable product-type-simple">
${sale ? `<span class="onsale">${esc(m.price?.badge ?? words.sale)}</span>` : ''}
<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><div class="woocommerce-product-gallery__wrapper">${gallery}</div></div>
<div class="summary entry-summary">
<h1 class="product_title entry-title">${esc(product.title)}</h1>
${ratingLine(m)}
${priceParagraph(m)}
${unitPriceLine(m)}
${instalmentsLine(m)}
<div class="woocommerce-product-details__short-description"><p>${esc(words.blurb)}</p></div>
<form class="cart" action="${esc(m.url)}" method="post" enctype="multipart/form-data">
${variantPicker(m, html, 'select')}
<div class="quantity"><label class="screen-reader-text" for="quantity_${postId}">${esc(words.qty)}</label><input type="number" id="quantity_${postId}" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div>
<button type="submit" name="add-to-cart" value="${postId}" class="single_add_to_cart_button button alt">${esc(words.addToCart)}</button>
${addOnLine(m)}
</form>
${summaryLine(m, html)}
${bundleBox(m, html)}
${perks(m)}
<div class="product_meta"><span class="sku_wrapper">${esc(words.sku)}: <span class="sku">${esc(product.sku)}</span></span> <span class="posted_in"><a href="${m.shop.origin}/product-category/${catIndex}/" rel="tag">${esc(product.category)}</a></span></div>
</div>
<div class="woocommerce-tabs wc-tabs-wrapper"><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description"><h2>${esc(words.description)}</h2><p>${esc(words.blurb)}</p></div>${reviewsSection(m)}</div>
${related(m)}
</div>
</main></div></div></div>
${siteFooter(m)}
${stickyBar(m, html)}
${cookieBanner(m)}
</div>`;
  return documentHtml(
    m,
    '/wp-content/themes/storefront/style.css',
    `product-template-default single single-product postid-${postId} theme-storefront woocommerce woocommerce-page`,
    body,
  );
}

export const woocommerce: Family = {
  name: 'woocommerce',
  heldOut: false,
  path: (p) => `/product/${p.slug}/`,
  imageDir: (shop) => `${shop.origin}/wp-content/uploads/2025/03/`,
  render,
};
