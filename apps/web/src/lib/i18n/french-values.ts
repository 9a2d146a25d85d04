import { fillValues, frenchElides, valueMarker } from '@wishlist/core';

/**
 * A French message formatted by `format` with `values`, "de" and "que" elided before a value
 * beginning with a vowel sound ("d’Anna", "de Ben"; core's fillValues). Only the texts elided
 * before go in as markers: a number, or a word a message chooses by (ICU plural or select),
 * must reach Lingui as it is.
 */
export function formatFrench(
  format: (values: Record<string, unknown>) => string,
  values: Record<string, unknown>,
): string {
  const held: string[] = [];
  const marked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    marked[name] =
      typeof value === 'string' && frenchElides(value) ? valueMarker(held.push(value) - 1) : value;
  }
  const words = format(marked);
  return held.length === 0 ? words : fillValues(words, held, 'fr');
}
