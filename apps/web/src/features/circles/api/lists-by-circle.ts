import type { SharedWishList } from '@wishlist/core';

/** A circle as a shared list names it (`viaCircles`). */
export interface CircleRef {
  _id: string;
  name: string;
}

export interface CircleGroup<List> {
  circle: CircleRef;
  lists: List[];
}

/** A list shared with the person; an older server's answer has no `viaCircles` yet. */
type Reached = Pick<SharedWishList, '_id'> & { viaCircles?: CircleRef[] };

/**
 * C6: the lists shared with the person, by the circle each reached them through, read from the
 * one Friends Lists answer (`viaCircles`): a list in two circles is under both, and the rest
 * (invitations, public links) is apart. Circles come by name; each keeps the answer's order of
 * lists (newest first). No request per circle: the page asks for its lists once.
 */
export function groupByCircle<List extends Reached>(
  lists: readonly List[],
): { groups: CircleGroup<List>[]; rest: List[] } {
  const byId = new Map<string, CircleGroup<List>>();
  const rest: List[] = [];
  for (const list of lists) {
    const via = list.viaCircles ?? [];
    if (via.length === 0) rest.push(list);
    for (const circle of via) {
      const group = byId.get(circle._id);
      if (group) group.lists.push(list);
      else byId.set(circle._id, { circle, lists: [list] });
    }
  }
  const groups = [...byId.values()].sort((a, b) => a.circle.name.localeCompare(b.circle.name));
  return { groups, rest };
}
