import type { Item } from '@wishlist/core';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * The item as it stands after a mark lost a race: the server's 409 `ALREADY_BOUGHT` carries
 * it, as the caller may see it now. Null for any other failure.
 */
export function itemAfterLostRace(error: unknown): Item | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'ALREADY_BOUGHT') return null;
  const body = error.body as { item?: unknown } | null;
  const item = typeof body === 'object' && body !== null ? body.item : undefined;
  if (typeof item !== 'object' || item === null) return null;
  const candidate = item as Partial<Item>;
  return typeof candidate._id === 'string' && Array.isArray(candidate.claims)
    ? (candidate as Item)
    : null;
}

/**
 * Who got there first: the buyer the item names, or for an item wanted more than once whose
 * last units someone else took, the latest of them. Null when the item names nobody.
 */
export function raceWinner(item: Item): string | null {
  if (item.boughtBy) return item.boughtBy.name;
  const latest = item.claims.reduce<Item['claims'][number] | null>(
    (last, claim) => (last === null || claim.at > last.at ? claim : last),
    null,
  );
  return latest?.user.name ?? null;
}
