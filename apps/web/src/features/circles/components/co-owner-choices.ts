import type { Circle, WishList } from '@wishlist/core';

export interface Person {
  _id: string;
  name: string;
}

/**
 * Who the owner may make a co-owner (C5): everyone with an account in one of their circles,
 * once each, by name; not the owner, and no managed member (who never signs in).
 */
export function coOwnerCandidates(circles: readonly Circle[], me: string): Person[] {
  const people = new Map<string, Person>();
  for (const circle of circles)
    for (const member of circle.members)
      if (!member.managed && member._id !== me)
        people.set(member._id, { _id: member._id, name: member.name });
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The list's co-owners as its answer names them; undefined from a server without C5. */
export function coOwnersOf(list: WishList): Person[] | undefined {
  return (list as WishList & { coOwners?: Person[] }).coOwners;
}
