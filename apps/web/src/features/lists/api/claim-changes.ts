import type { Claim, Item, User } from '@wishlist/core';

/**
 * What a claim or a give-back does to an item, applied to the screen before the server answers
 * (its answer then replaces the item). The server's rule (G2): `boughtBy` names the last
 * claimer once the claims cover the quantity, and is cleared when they no longer do.
 */
export function withClaim(item: Item, user: User, quantity: number, at: string): Item {
  const mine = item.claims.find((claim) => claim.user._id === user.id);
  const claims: Claim[] = mine
    ? item.claims.map((claim) =>
        claim === mine ? { ...claim, quantity: claim.quantity + quantity, at } : claim,
      )
    : [...item.claims, { user: { _id: user.id, name: user.name }, quantity, at }];
  const claimed = item.claimed + quantity;
  const full = claimed >= item.quantity;
  return {
    ...item,
    claims,
    claimed,
    boughtBy: full ? { _id: user.id, name: user.name, email: user.email } : item.boughtBy,
    boughtAt: full ? at : item.boughtAt,
  };
}

/** The item without `userId`'s claim, or without any claim when `userId` is null. */
export function withoutClaim(item: Item, userId: string | null): Item {
  const claims = userId === null ? [] : item.claims.filter((claim) => claim.user._id !== userId);
  const released = item.claims
    .filter((claim) => !claims.includes(claim))
    .reduce((sum, claim) => sum + claim.quantity, 0);
  const claimed = userId === null ? 0 : Math.max(0, item.claimed - released);
  const full = claimed >= item.quantity;
  return {
    ...item,
    claims,
    claimed,
    boughtBy: full ? item.boughtBy : null,
    boughtAt: full ? item.boughtAt : null,
  };
}
