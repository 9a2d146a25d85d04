/**
 * Pieces of the buy box that every family prints in its own place: struck prices, sale notes,
 * variant pickers, bundles and the small lines of other numbers around the price.
 */
import { type PriceHtml, shippingInHeader } from './chrome.js';
import { esc, img } from './html.js';
import type { Money, PageModel, PriceBlock } from './model.js';

/** The original price, marked the way the block asks (flexible families only). */
export function struck(block: PriceBlock, price: PriceHtml, oldClass: string): string {
  if (!block.original) return '';
  const label = block.originalLabel
    ? `<span class="price-label">${esc(block.originalLabel)}</span> `
    : '';
  const money = price(block.original);
  switch (block.strike ?? 'del') {
    case 'del':
      return `${label}<del>${money}</del>`;
    case 's':
      return `${label}<s>${money}</s>`;
    case 'class':
      return `<span class="${oldClass}">${label}${money}</span>`;
    case 'style':
      return `${label}<span style="text-decoration: line-through; color: #8a8a8a">${money}</span>`;
  }
}

/** Badge, "you save" and the lowest-price-of-30-days line, in that order. */
export function saleNotes(block: PriceBlock | null): string {
  if (!block) return '';
  const out: string[] = [];
  if (block.badge) out.push(`<span class="badge badge--sale">${esc(block.badge)}</span>`);
  if (block.saving) out.push(`<p class="you-save">${esc(block.saving)}</p>`);
  if (block.lowest30) out.push(`<p class="omnibus-price">${esc(block.lowest30)}</p>`);
  return out.join('\n');
}

export function unitPriceLine(m: PageModel): string {
  return m.extras.unitPrice ? `<p class="unit-price">${esc(m.extras.unitPrice)}</p>` : '';
}

export function instalmentsLine(m: PageModel): string {
  return m.extras.instalments ? `<p class="instalments">${esc(m.extras.instalments)}</p>` : '';
}

/** Shipping, points, delivery and model number as a list of small lines. */
export function perks(m: PageModel, tag: 'ul' | 'div' = 'ul'): string {
  const { extras, locale } = m;
  const items: string[] = [];
  if (extras.freeShipping && !shippingInHeader(m)) items.push(extras.freeShipping);
  if (extras.points) items.push(extras.points);
  items.push(extras.delivery ?? locale.words.delivery);
  if (extras.model) items.push(`${locale.words.model}: ${extras.model}`);
  const inner = items.map((t) => (tag === 'ul' ? `<li>${esc(t)}</li>` : `<p>${esc(t)}</p>`));
  return tag === 'ul'
    ? `<ul class="product-perks">${inner.join('')}</ul>`
    : `<div class="product-perks">${inner.join('')}</div>`;
}

/** <option> holds text only, so its price is the printed text whatever the family's markup. */
function optionText(label: string, price: Money | null, delta: boolean | undefined): string {
  if (!price) return esc(label);
  return delta ? `${esc(label)} (+${esc(price.text)})` : `${esc(label)} – ${esc(price.text)}`;
}

/** A size or weight picker whose options print their prices. */
export function variantPicker(m: PageModel, html: PriceHtml, style: 'select' | 'buttons'): string {
  const variants = m.extras.variants;
  if (!variants) return '';
  const id = `opt-${m.product.sku}`;
  if (style === 'select') {
    const options = variants.options.map(
      (o) =>
        `<option value="${esc(o.label)}"${o.selected ? ' selected' : ''}>${optionText(o.label, o.price, o.delta)}</option>`,
    );
    return `<div class="variant-picker"><label for="${id}">${esc(variants.name)}</label><select id="${id}" name="option">${options.join('')}</select></div>`;
  }
  const buttons = variants.options.map(
    (o) =>
      `<button type="button" class="variant-option${o.selected ? ' is-selected' : ''}" aria-pressed="${o.selected}"><span class="variant-label">${esc(o.label)}</span>${o.price ? `<span class="variant-price">${o.delta ? '+' : ''}${html(o.price)}</span>` : ''}</button>`,
  );
  return `<fieldset class="variant-picker"><legend>${esc(variants.name)}</legend>${buttons.join('')}</fieldset>`;
}

export function bundleBox(m: PageModel, html: PriceHtml): string {
  const { bundle, bundleTotal } = m.extras;
  if (!bundle || !bundleTotal) return '';
  const items = bundle.map(
    (item) =>
      `<li>${img(item.image, item.name, 'width="80" height="80"')}<a href="${esc(item.href)}">${esc(item.name)}</a> <span class="bundle-price">${item.price ? html(item.price) : ''}</span></li>`,
  );
  return `<div class="bundle"><h3>${esc(m.locale.words.together)}</h3><ul>${items.join('')}</ul><p class="bundle-total">${esc(m.locale.words.subtotal)}: ${html(bundleTotal)}</p></div>`;
}

export function addOnLine(m: PageModel): string {
  if (!m.extras.addOn) return '';
  return `<label class="add-on"><input type="checkbox" name="gift_wrap" value="1"> ${esc(m.extras.addOn)}</label>`;
}

export function unavailableNote(m: PageModel): string {
  return m.unavailable ? `<p class="price-unavailable">${esc(m.unavailable)}</p>` : '';
}

export function qtyField(m: PageModel): string {
  const id = `qty-${m.product.sku}`;
  return `<label for="${id}">${esc(m.locale.words.qty)}</label><input id="${id}" type="number" name="quantity" value="1" min="1">`;
}
