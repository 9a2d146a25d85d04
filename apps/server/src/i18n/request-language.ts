import { LANGUAGES, type Language } from '@wishlist/core';
import type { FastifyRequest } from 'fastify';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** A stored language (`users.language`) as one the server speaks; English otherwise. */
export const toLanguage = (value: string | null | undefined): Language =>
  value && isLanguage(value) ? value : 'en';

/** Ranges looked at in one header: a browser sends a handful; the rest is noise. */
const MAX_RANGES = 20;

/**
 * The first language the server speaks in an Accept-Language header, by q-value (the earlier
 * one on a tie): `de-AT;q=0.9` counts as `de`. English when none is spoken, or no header.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  let best: Language | undefined;
  let bestWeight = 0;
  for (const range of header.split(',', MAX_RANGES)) {
    const [tag = '', ...parameters] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best ?? 'en';
}

/** The language to answer `request` in: the web app sends the one it shows. */
export function languageOf(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']);
}
