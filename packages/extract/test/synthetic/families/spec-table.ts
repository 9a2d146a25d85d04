/**
 * An older catalogue layout (common in Japan and with small B2B shops): the prices are rows of a
 * specification table, or of a definition list, beside labels such as "Price" and "List price".
 * Held out: tuning must not look at it.
 */
import { addOnLine, bundleBox, saleNotes, unavailableNote, variantPicker } from '../buybox.js';
import {
  breadcrumbs,
  cookieBanner,
  type PriceHtml,
  ratingLine,
  reviewsSection,
  shippingInHeader,
  siteFooter,
  siteHeader,
  stickyBar,
  summaryLine,
} from '../chrome.js';
import { documentHtml } from '../head.js';
import { esc, img, moneyHtml } from '../html.js';
import type { Family, PageModel } from '../model.js';

type Row = readonly [label: string, valueHtml: string, cls: string];

function priceRows(m: PageModel, html: PriceHtml): Row[] {
  const { words } = m.locale;
  const block = m.price;
  if (!block) return [[words.price, unavailableNote(m), 'row-price']];
  const main = block.split ? moneyHtml(block.current, 'sup') : html(block.current);
  const tax = words.taxNote ? ` <span class="tax">${esc(words.taxNote)}</span>` : '';
  const current: Row = [
    block.currentLabel ?? words.price,
    `<span class="sell-price"><strong>${main}</strong></span>${tax}`,
    'row-price',
  ];
  if (!block.original) return [current];
  const strikeOpen =
    block.strike === 'class' || block.strike === 'style'
      ? '<span class="list-price-value" style="text-decoration:line-through">'
      : `<${block.strike === 's' ? 's' : 'del'}>`;
  const strikeClose =
    block.strike === 'class' || block.strike === 'style'
      ? '</span>'
      : `</${block.strike === 's' ? 's' : 'del'}>`;
  const original: Row = [
    block.originalLabel ?? words.was[0] ?? '',
    `${strikeOpen}${html(block.original)}${strikeClose}`,
    'row-list-price',
  ];
  return block.saleFirst ? [current, original] : [original, current];
}

function otherRows(m: PageModel): Row[] {
  const { words } = m.locale;
  const e = m.extras;
  const rows: Row[] = [[words.sku, esc(m.product.sku), 'row-sku']];
  if (e.model) rows.push([words.model, esc(e.model), 'row-model']);
  if (e.unitPrice) rows.push(['', esc(e.unitPrice), 'row-unit']);
  if (e.instalments) rows.push(['', esc(e.instalments), 'row-instalments']);
  if (e.points) rows.push(['', esc(e.points), 'row-points']);
  if (e.freeShipping && !shippingInHeader(m)) rows.push(['', esc(e.freeShipping), 'row-shipping']);
  rows.push(['', esc(e.delivery ?? words.delivery), 'row-delivery']);
  return rows;
}

function asTable(rows: readonly Row[]): string {
  const trs = rows.map(
    ([label, value, cls]) => `<tr class="${cls}"><th>${esc(label)}</th><td>${value}</td></tr>`,
  );
  return `<table class="item-spec"><tbody>${trs.join('')}</tbody></table>`;
}

function asList(rows: readonly Row[]): string {
  const items = rows.map(
    ([label, value, cls]) =>
      `<dt class="${cls}">${esc(label)}</dt><dd class="${cls}">${value}</dd>`,
  );
  return `<dl class="item-spec">${items.join('')}</dl>`;
}

function relatedTable(m: PageModel, html: PriceHtml): string {
  if (m.related.length === 0) return '';
  const rows = m.related.map(
    (r, i) =>
      `<tr><td class="rank">${i + 1}</td><td>${img(r.image, '', 'width="64" height="64"')}</td><td><a href="${esc(r.href)}">${esc(r.name)}</a></td><td class="price">${r.price ? html(r.price) : ''}</td></tr>`,
  );
  return `<div class="related-items"><h2>${esc(m.locale.words.related)}</h2><table class="ranking"><tbody>${rows.join('')}</tbody></table></div>`;
}

function render(m: PageModel): string {
  const { product, locale } = m;
  const { words } = locale;
  const html: PriceHtml = (money) => moneyHtml(money);
  const other = otherRows(m);
  const ids = other.filter(([, , cls]) => cls === 'row-sku' || cls === 'row-model');
  const rows = [...ids, ...priceRows(m, html), ...other.slice(ids.length)];
  const spec = m.variety % 2 === 0 ? asTable(rows) : asList(rows);
  const body = `<div id="container">
<div id="header">${siteHeader(m, html)}</div>
${breadcrumbs(m, 'inline')}
<div id="main"><div class="item-wrap">
<div class="item-photo">${img(product.images[0] ?? '', product.title, 'width="500" height="500"')}<div class="item-subphotos">${product.images
    .slice(1)
    .map((src) => img(src, '', 'width="80"'))
    .join('')}</div></div>
<div class="item-data">
<h1 class="item-name">${esc(product.title)}</h1>
${ratingLine(m)}
${spec}
${m.price ? saleNotes(m.price) : ''}
<form class="item-cart" action="${m.shop.origin}/cart/add" method="post">${variantPicker(m, html, 'select')}<label>${esc(words.qty)} <select name="qty"><option>1</option><option>2</option><option>3</option></select></label><button type="submit" class="btn-cart">${esc(words.addToCart)}</button>${addOnLine(m)}</form>
${summaryLine(m, html)}
${bundleBox(m, html)}
</div>
</div>
<div class="item-description"><h2>${esc(words.description)}</h2><p>${esc(words.blurb)}</p></div>
${relatedTable(m, html)}
${reviewsSection(m)}
</div>
${siteFooter(m)}
${stickyBar(m, html)}
${cookieBanner(m)}
</div>`;
  return documentHtml(m, '/css/item.css', 'item-page', body);
}

export const specTable: Family = {
  name: 'spec-table',
  heldOut: true,
  path: (p) => `/item/${p.sku}.html`,
  imageDir: (shop) => `${shop.origin}/itemimg/`,
  render,
};
