/** Prints amounts the way a shop's locale does, and keeps the normalised value beside them. */
import type { Money, MoneyParts, MoneyStyle } from './model.js';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

function group(digits: string, style: MoneyStyle): string {
  if (digits.length < (style.groupFrom ?? 4)) return digits;
  const out: string[] = [];
  let rest = digits;
  let size = 3;
  while (rest.length > size) {
    out.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
    if (style.lakh) size = 2;
  }
  out.unshift(rest);
  return out.join(style.group);
}

function localDigits(text: string, style: MoneyStyle): string {
  if (!style.arabicDigits) return text;
  return text.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}

/** `amount` is normalised ("1234.5" or "24990"); cents print as the amount has them. */
export function formatMoney(amount: string, style: MoneyStyle): Money {
  const [whole = '0', cents = ''] = amount.split('.');
  let dec = cents ? style.decimal : '';
  let frac = cents;
  if (/^0+$/.test(cents) && style.wholeCents && style.wholeCents !== 'keep') {
    frac = style.wholeCents === 'drop' ? '' : style.wholeCents;
    dec = '';
  }
  const sign = style.sign;
  const parts: MoneyParts = {
    pre: style.before ? sign + style.gap : '',
    whole: localDigits(group(whole, style), style),
    dec,
    frac: localDigits(frac, style),
    post: style.before ? '' : style.gap + sign,
  };
  return {
    amount,
    currency: style.currency,
    text: parts.pre + parts.whole + parts.dec + parts.frac + parts.post,
    parts,
  };
}

/** Two decimals, as a shop keeps cents ("12.50"). */
export function cents(x: number): string {
  return (Math.round(x * 100) / 100).toFixed(2);
}

/** A price ending the way shops like ("49.99", "49.90", "49.00"). */
export function charm(endings: readonly string[]) {
  return (x: number, pick: number): string => {
    const ending = endings[pick % endings.length] ?? '.00';
    return `${Math.max(1, Math.floor(x))}${ending}`;
  };
}

/** A whole price rounded to `step` and lowered by `below` (24990, 1980, 44890). */
export function wholeStep(step: number, below: readonly number[]) {
  return (x: number, pick: number): string => {
    const lowered = below[pick % below.length] ?? 0;
    return String(Math.max(step, Math.round(x / step) * step) - lowered);
  };
}
