import type { WishList } from '@wishlist/core';
import { formatNames } from '../../../lib/format';
import { standingOn } from '../list-rights';
import { sharingT as t } from '../sharing-i18n';

/**
 * What a list that is not simply the person's own says of whose it is, on its card and in its
 * header: "Emma's list · you manage it" (C4), "Co-owned with Olly" (C5, said to the owner too
 * once they named co-owners). Null for a list the person alone owns, and for a giver.
 */
export function standingNote(list: WishList, userId: string): string | null {
  const standing = standingOn(list, userId);
  if (standing === 'giver') return null;
  if (standing === 'manager') return t('lists.standing.manages', { name: list.userId.name });
  const others = [list.userId, ...(list.coOwners ?? [])]
    .filter((person) => person._id !== userId)
    .map((person) => person.name);
  if (others.length === 0) return null;
  return t('lists.standing.coOwned', { names: formatNames(others) });
}
