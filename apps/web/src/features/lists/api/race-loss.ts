import type { Item } from '@wishlist/core';

/**
 * Who got there first, from the item a lost mark's refusal carries: the buyer it names, or for
 * an item wanted more than once whose last units someone else took, the latest claim. Null
 * when the item names nobody.
 */
export function raceWinner(item: Item): string | null {
  if (item.boughtBy) return item.boughtBy.name;
  const latest = item.claims.reduce<Item['claims'][number] | null>(
    (last, claim) => (last === null || claim.at > last.at ? claim : last),
    null,
  );
  return latest?.user.name ?? null;
}
