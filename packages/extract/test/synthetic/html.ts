/** Escaping and the small markup pieces every family shares. */
import type { Money } from './model.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** How a family prints an amount: as one text, or with its parts in separate elements. */
export type MoneyMode = 'plain' | 'sup' | 'spans';

export function moneyHtml(money: Money, mode: MoneyMode = 'plain'): string {
  const { pre, whole, dec, frac, post } = money.parts;
  if (mode === 'plain') return esc(money.text);
  if (mode === 'sup') {
    // Cents raised, or (whole amounts) the sign set small beside the number.
    if (frac) return `${esc(pre)}${esc(whole)}<sup>${esc(dec + frac)}</sup>${esc(post)}`;
    const sign = (s: string): string => (s.trim() ? `<small>${esc(s)}</small>` : esc(s));
    return `${sign(pre)}<span class="num">${esc(whole)}</span>${sign(post)}`;
  }
  const span = (cls: string, s: string): string =>
    s ? `<span class="${cls}">${esc(s)}</span>` : '';
  return (
    span('money-symbol', pre) +
    span('money-whole', whole) +
    span('money-decimal', dec) +
    span('money-fraction', frac) +
    span('money-symbol', post)
  );
}

export function img(src: string, alt: string, attrs = ''): string {
  return `<img src="${esc(src)}" alt="${esc(alt)}"${attrs ? ` ${attrs}` : ''}>`;
}

/** Star glyphs for a rating such as "4.6". */
export function stars(value: string): string {
  const full = Math.round(Number(value));
  return '★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full));
}
