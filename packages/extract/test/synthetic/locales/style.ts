/** Pieces the locales' money styles share. */
import type { MoneyStyle } from '../model.js';

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

export const dotComma = { group: '.', decimal: ',' };
export const commaDot = { group: ',', decimal: '.' };

/** Variants of a base style: the other ways the same shops print prices. */
export function alts(base: MoneyStyle, ...overrides: Partial<MoneyStyle>[]): MoneyStyle[] {
  return overrides.map((o) => ({ ...base, ...o }));
}
