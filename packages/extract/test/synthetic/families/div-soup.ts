/**
 * A hand-built shop of nested divs whose class names are in the shop's language ("preis",
 * "prix", "cena", "цена", "jiage"), with a lazy-loaded main image on some pages.
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
import type { Family, PageModel } from '../model.js';

const PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function priceBox(m: PageModel, html: PriceHtml): string {
  const cls = m.locale.words.cls;
  const block = m.price;
  if (!block) return `<div class="${cls.price}-box">${unavailableNote(m)}</div>`;
  const main = block.split ? moneyHtml(block.current, 'spans') : html(block.current);
  const label = block.currentLabel ? `${esc(block.currentLabel)} ` : '';
  const now = `<div class="${cls.now}">${label}<span>${main}</span></div>`;
  if (!block.original)
    return `<div class="${cls.price}-box"><div class="${cls.price}">${main}</div></div>`;
  const old = `<div class="${cls.old}-wrap">${struck(block, html, cls.old)}</div>`;
  const inner = block.saleFirst ? now + old : old + now;
  return `<div class="${cls.price}-box"><div class="${cls.price}">${inner}</div>${saleNotes(block)}</div>`;
}

function mainImage(m: PageModel): string {
  const [main = ''] = m.product.images;
  if (!m.lazyImage) return img(main, m.product.title, 'id="zoom-image" width="600"');
  return `${img(PLACEHOLDER, m.product.title, `class="lazyload" data-src="${esc(main)}" width="600"`)}<noscript>${img(main, m.product.title)}</noscript>`;
}

function relatedDivs(m: PageModel, html: PriceHtml): string {
  const cls = m.locale.words.cls;
  if (m.related.length === 0) return '';
  const cards = m.related.map(
    (r) =>
      `<div class="col-3"><div class="${cls.product}-mini"><a href="${esc(r.href)}">${img(r.image, r.name, 'width="200"')}</a><div class="${cls.title}-mini"><a href="${esc(r.href)}">${esc(r.name)}</a></div>${r.price ? `<div class="${cls.price}-mini">${html(r.price)}</div>` : ''}</div></div>`,
  );
  return `<div class="box-related"><div class="box-heading">${esc(m.locale.words.related)}</div><div class="row">${cards.join('')}</div></div>`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const cls = words.cls;
  const html: PriceHtml = (money) => `<span class="${cls.price}-val">${moneyHtml(money)}</span>`;
  const body = `<div id="wrapper">
${siteHeader(m, html)}
<div id="content"><div class="container">
${breadcrumbs(m, 'inline')}
<div class="${cls.product}-box row">
<div class="col-left"><div class="${cls.product}-foto">${mainImage(m)}</div></div>
<div class="col-right">
<div class="${cls.title}"><h1>${esc(product.title)}</h1></div>
${ratingLine(m)}
<div class="${cls.product}-kod">${esc(words.sku)}: ${esc(product.sku)}</div>
${priceBox(m, html)}
${unitPriceLine(m)}
${instalmentsLine(m)}
${variantPicker(m, html, 'buttons')}
<div class="btn-${cls.cart}"><a href="${m.shop.origin}/cart?add=${esc(product.sku)}" class="button">${esc(words.addToCart)}</a></div>
${addOnLine(m)}
${summaryLine(m, html)}
${perks(m, 'div')}
${bundleBox(m, html)}
</div>
</div>
<div class="tabs"><div class="tab-title">${esc(words.description)}</div><div class="tab-content"><p>${esc(words.blurb)}</p></div></div>
${relatedDivs(m, html)}
${reviewsSection(m)}
</div></div>
${siteFooter(m)}
${stickyBar(m, html)}
${cookieBanner(m)}
</div>`;
  return documentHtml(m, '/catalog/view/theme/default/stylesheet.css', '', body);
}

export const divSoup: Family = {
  name: 'div-soup',
  heldOut: false,
  path: (p) => `/index.php?route=product/product&product_id=${p.sku.replace(/\D/g, '')}`,
  imageDir: (shop) => `${shop.origin}/image/cache/catalog/`,
  render,
};
