import type { WishList } from '@wishlist/core';

/**
 * How the signed-in person stands with a list. Its owner (the spec's `userId`), a manager of the
 * managed member who owns it (C4) and a co-owner (C5) have owner rights; anyone else gives.
 */
export type ListStanding = 'owner' | 'manager' | 'co-owner' | 'giver';

const among = (people: readonly { _id: string }[] | undefined, userId: string) =>
  (people ?? []).some((person) => person._id === userId);

export function standingOn(list: WishList, userId: string): ListStanding {
  if (list.userId._id === userId) return 'owner';
  if (list.owner?.managed && among(list.managers, userId)) return 'manager';
  if (among(list.coOwners, userId)) return 'co-owner';
  return 'giver';
}

export interface ListRights {
  standing: ListStanding;
  /** Owner rights: the list's name, description and items, invitations, circles, settings. */
  edits: boolean;
  /** Deleting the whole list: its owner, or a manager of a child's list; never a co-owner. */
  deletes: boolean;
  /** Naming the co-owners (C5): the owner alone (a managed member's list has none). */
  namesCoOwners: boolean;
  /**
   * Surprise mode hides the claims from them while it lasts (G1): the owner and co-owners. A
   * manager sees them: the surprise is the child's (C4).
   */
  surprised: boolean;
}

/** What the server lets the person do with `list`, so no screen offers what it would refuse. */
export function listRights(list: WishList, userId: string): ListRights {
  const standing = standingOn(list, userId);
  const edits = standing !== 'giver';
  return {
    standing,
    edits,
    deletes: standing === 'owner' || standing === 'manager',
    namesCoOwners: standing === 'owner' && !list.owner?.managed,
    surprised: list.surpriseActive && (standing === 'owner' || standing === 'co-owner'),
  };
}
