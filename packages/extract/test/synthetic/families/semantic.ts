/** Hand-written semantic markup: main, article, h1, <del>/<ins> or <s> for a sale. */
import {
  addOnLine,
  bundleBox,
  instalmentsLine,
  perks,
  qtyField,
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

function priceBlock(m: PageModel, html: PriceHtml): string {
  const block = m.price;
  if (!block) return unavailableNote(m);
  const main = block.split ? moneyHtml(block.current, 'sup') : html(block.current);
  if (!block.original) return `<p class="price">${main}</p>`;
  const label = block.currentLabel ? `${esc(block.currentLabel)} ` : '';
  const now =
    block.strike === 'del'
      ? `<ins>${label}${main}</ins>`
      : `<strong class="price-sale">${label}${main}</strong>`;
  const old = struck(block, html, 'price--compare');
  const inner = block.saleFirst ? `${now} ${old}` : `${old} ${now}`;
  return `<p class="price price--sale">${inner}</p>\n${saleNotes(block)}`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = (money) => moneyHtml(money);
  const [main = '', ...others] = product.images;
  const thumbs = others
    .map((src) => `<li>${img(`${src}?w=120`, '', 'width="60" height="60"')}</li>`)
    .join('');
  const body = `${cookieBanner(m)}
${siteHeader(m, html)}
<main id="main">
${breadcrumbs(m, 'ol')}
<article class="product" data-sku="${esc(product.sku)}">
<div class="product-gallery"><figure>${img(main, product.title, 'width="800" height="800"')}</figure><ul class="thumbnails">${thumbs}</ul></div>
<div class="product-details">
<h1>${esc(product.title)}</h1>
${ratingLine(m)}
<p class="brand">${esc(words.brandBy(product.brand))}</p>
${priceBlock(m, html)}
${unitPriceLine(m)}
${words.taxNote ? `<p class="tax-note">${esc(words.taxNote)}</p>` : ''}
${instalmentsLine(m)}
<form class="buy-form" action="${m.shop.origin}/cart/add" method="post">
${variantPicker(m, html, 'select')}
${qtyField(m)}
<button type="submit">${esc(words.addToCart)}</button>
${addOnLine(m)}
</form>
${summaryLine(m, html)}
${bundleBox(m, html)}
${perks(m)}
</div>
</article>
${descriptionSection(m)}
${relatedSection(words.related, m.related, html, { section: 'related', item: 'card', name: 'card-title', price: 'card-price' })}
${reviewsSection(m)}
</main>
${siteFooter(m)}
${stickyBar(m, html)}`;
  return documentHtml(m, '/assets/site.css', 'product-page', body);
}

export const semantic: Family = {
  name: 'semantic',
  heldOut: false,
  path: (p) => `/p/${p.slug}-${p.sku.toLowerCase()}`,
  imageDir: (shop) => `https://cdn.${shop.host.replace(/^www\./, '')}/images/products/`,
  render,
};
