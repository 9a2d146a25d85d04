/**
 * A marketplace that copies Amazon's detail page: the price to pay split into `a-price-whole`
 * and `a-price-fraction` beside a hidden `a-offscreen` full text, a struck "basis price" after
 * it, and the buy box in a right column that may print the price again.
 */
import { addOnLine, instalmentsLine, perks, unavailableNote } from '../buybox.js';
import {
  cookieBanner,
  type PriceHtml,
  ratingLine,
  reviewsSection,
  siteFooter,
  siteHeader,
  stickyBar,
} from '../chrome.js';
import { documentHtml } from '../head.js';
import { esc, img } from '../html.js';
import type { Family, Money, PageModel } from '../model.js';

function splitPrice(money: Money): string {
  const { pre, whole, dec, frac, post } = money.parts;
  const symbol = (s: string): string =>
    s.trim() ? `<span class="a-price-symbol">${esc(s.trim())}</span>` : '';
  const fraction = frac ? `<span class="a-price-fraction">${esc(frac)}</span>` : '';
  const decimal = dec ? `<span class="a-price-decimal">${esc(dec)}</span>` : '';
  return `<span class="a-offscreen">${esc(money.text)}</span><span aria-hidden="true">${symbol(pre)}<span class="a-price-whole">${esc(whole)}${decimal}</span>${fraction}${symbol(post)}</span>`;
}

/** A small struck or plain price: Amazon prints the text twice, once hidden. */
function textPrice(money: Money, strike: boolean): string {
  return `<span class="a-price a-text-price" data-a-size="s"${strike ? ' data-a-strike="true"' : ''} data-a-color="secondary"><span class="a-offscreen">${esc(money.text)}</span><span aria-hidden="true">${esc(money.text)}</span></span>`;
}

function corePrice(m: PageModel): string {
  const block = m.price;
  if (!block) return `<div id="availability">${unavailableNote(m)}</div>`;
  const badge = block.badge
    ? `<span class="a-size-large a-color-price savingPriceOverride aok-align-center reinventPriceSavingsPercentageMargin savingsPercentage">${esc(block.badge)}</span>`
    : '';
  const unit = m.extras.unitPrice
    ? `<span class="a-size-small a-color-base pricePerUnit">${esc(m.extras.unitPrice)}</span>`
    : '';
  const basis = block.original
    ? `<div class="a-section a-spacing-small aok-align-center"><span class="a-size-small a-color-secondary aok-align-center basisPrice">${esc(block.originalLabel ?? m.locale.words.was[0] ?? '')}: ${textPrice(block.original, true)}</span></div>`
    : '';
  const lowest = block.lowest30
    ? `<div class="a-section a-spacing-none"><span class="a-size-small a-color-secondary">${esc(block.lowest30)}</span></div>`
    : '';
  return `<div id="corePriceDisplay_desktop_feature_div"><div class="a-section a-spacing-none aok-align-center aok-relative">${badge}<span class="a-price aok-align-center reinventPricePriceToPayMargin priceToPay" data-a-size="xl" data-a-color="base">${splitPrice(block.current)}</span> ${unit}</div>${basis}${lowest}</div>`;
}

function buyBox(m: PageModel): string {
  const { words } = m.locale;
  const again =
    m.repeat.summary && m.price
      ? `<div id="apex_offerDisplay_desktop"><span class="a-price" data-a-size="l">${splitPrice(m.price.current)}</span></div>`
      : '';
  return `<div id="rightCol"><div id="buybox"><div class="a-box-group">${again}<div id="deliveryBlock">${perks(m, 'div')}</div><div id="availability"><span class="a-size-medium a-color-success">${esc(words.inStock)}</span></div><label for="quantity">${esc(words.qty)}</label><select name="quantity" id="quantity"><option value="1" selected>1</option><option value="2">2</option><option value="3">3</option></select>${addOnLine(m)}<span class="a-button a-button-primary"><input id="add-to-cart-button" name="submit.add-to-cart" type="submit" value="${esc(words.addToCart)}" class="a-button-input"></span></div></div></div>`;
}

function twister(m: PageModel, html: PriceHtml): string {
  const variants = m.extras.variants;
  if (!variants) return '';
  const items = variants.options.map(
    (o) =>
      `<li class="swatch-list-item-text${o.selected ? ' a-button-selected' : ''}"><span class="a-button-text"><span class="swatch-title-text">${esc(o.label)}</span>${o.price ? `<span class="a-size-mini twisterSwatchPrice">${o.delta ? '+' : ''}${html(o.price)}</span>` : ''}</span></li>`,
  );
  return `<div id="twister_feature_div"><div id="variation_size_name"><label class="a-form-label">${esc(variants.name)}: </label><ul class="a-unordered-list a-nostyle a-button-list a-horizontal">${items.join('')}</ul></div></div>`;
}

function carousel(heading: string, items: PageModel['related'], id: string): string {
  if (items.length === 0) return '';
  const cards = items.map(
    (r) =>
      `<li class="a-carousel-card"><div class="p13n-sc-uncoverable-faceout"><a class="a-link-normal" href="${esc(r.href)}">${img(r.image, r.name, 'class="p13n-product-image" height="160"')}<div class="p13n-sc-truncate-desktop-type2">${esc(r.name)}</div></a>${r.price ? `<span class="a-price" data-a-size="l">${splitPrice(r.price)}</span>` : ''}</div></li>`,
  );
  return `<div id="${id}" class="a-section"><h2 class="a-carousel-heading">${esc(heading)}</h2><ol class="a-carousel">${cards.join('')}</ol></div>`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = (money) => `<span class="a-price">${splitPrice(money)}</span>`;
  const [main = '', ...others] = product.images;
  const base = main.replace(/\.jpg$/, '');
  const dynamic = esc(
    JSON.stringify({
      [`${base}._AC_SX466_.jpg`]: [466, 466],
      [`${base}._AC_SX679_.jpg`]: [679, 679],
    }),
  );
  const thumbs = others
    .map(
      (src) =>
        `<li class="a-spacing-small item imageThumbnail">${img(src.replace(/\.jpg$/, '._AC_US40_.jpg'), '')}</li>`,
    )
    .join('');
  const bundle =
    m.extras.bundle && m.extras.bundleTotal
      ? `${carousel(words.together, m.extras.bundle, 'sims-fbt')}<div class="fbt-total">${esc(words.subtotal)}: ${html(m.extras.bundleTotal)}</div>`
      : '';
  const body = `<div id="navbar-main">${siteHeader(m, html)}</div>
<div id="dp" class="${product.kind} ${locale.tag}"><div id="dp-container" class="a-container" role="main">
<div id="wayfinding-breadcrumbs_feature_div"><ul class="a-unordered-list a-horizontal a-size-small"><li><span class="a-list-item"><a class="a-link-normal a-color-tertiary" href="${m.shop.origin}/b/${words.cats.indexOf(product.category)}">${esc(product.category)}</a></span></li></ul></div>
<div id="leftCol"><div id="imageBlock"><div id="imgTagWrapperId" class="imgTagWrapper">${img(`${base}._AC_SX466_.jpg`, product.title, `id="landingImage" data-old-hires="${esc(base)}._AC_SL1500_.jpg" data-a-dynamic-image="${dynamic}"`)}</div></div><div id="altImages"><ul class="a-unordered-list a-nostyle a-button-list a-vertical">${thumbs}</ul></div></div>
<div id="centerCol">
<div id="titleSection"><h1 id="title" class="a-size-large a-spacing-none"><span id="productTitle" class="a-size-large product-title-word-break">        ${esc(product.title)}       </span></h1></div>
<div id="bylineInfo_feature_div"><a id="bylineInfo" class="a-link-normal" href="${m.shop.origin}/stores/${esc(product.brand)}">${esc(words.brandBy(product.brand))}</a></div>
<div id="averageCustomerReviews_feature_div">${ratingLine(m)}</div>
<hr class="a-divider-normal">
${corePrice(m)}
${instalmentsLine(m)}
${twister(m, html)}
<div id="feature-bullets" class="a-section a-spacing-medium a-spacing-top-small"><ul class="a-unordered-list a-vertical a-spacing-mini"><li><span class="a-list-item">${esc(words.blurb)}</span></li><li><span class="a-list-item">${esc(words.sku)}: ${esc(product.sku)}</span></li></ul></div>
</div>
${buyBox(m)}
${bundle}
${carousel(words.related, m.related, 'similarities_feature_div')}
<div id="productDescription" class="a-section a-spacing-small"><h2>${esc(words.description)}</h2><p><span>${esc(product.title)}. ${esc(words.blurb)}</span></p></div>
${reviewsSection(m)}
</div></div>
${siteFooter(m)}
${stickyBar(m, html)}
${cookieBanner(m)}`;
  return documentHtml(
    m,
    '/static/css/dp.css',
    `a-m-${locale.tag.toLowerCase()} a-aui_72554-c a-js`,
    body,
  );
}

export const marketplace: Family = {
  name: 'marketplace-split',
  heldOut: false,
  path: (p) => `/${p.slug}/dp/B0${p.sku.replace(/\D/g, '').padStart(8, '7')}`,
  imageDir: (shop) => `https://images.${shop.host.replace(/^www\./, '')}/images/I/`,
  render,
};
