import { useQueries } from '@tanstack/react-query';
import type { Circle, WishList } from '@wishlist/core';
import { circleListsKey, getCircleLists, useCircles } from './get-circles';

export interface CircleGroup {
  circle: Circle;
  lists: WishList[];
}

/**
 * C6: the lists shared with the person, by the circle each reached them through (a list in two
 * circles is under both), and the rest (invitations). `null` until every circle's lists are
 * known, or when they cannot be (no circles on the server): the page then shows one list.
 */
export function useListsByCircle(
  lists: WishList[] | undefined,
): { groups: CircleGroup[]; rest: WishList[] } | null {
  const circles = useCircles();
  const lookups = useQueries({
    queries: (circles.data ?? []).map((circle) => ({
      queryKey: circleListsKey(circle._id),
      queryFn: () => getCircleLists(circle._id),
    })),
  });
  if (!lists || !circles.data || circles.data.length === 0) return null;
  if (lookups.some((lookup) => !lookup.data)) return null;
  const groups = circles.data
    .map((circle, index) => {
      const inCircle = new Set(lookups[index]?.data?.map((shared) => shared._id));
      return { circle, lists: lists.filter((list) => inCircle.has(list._id)) };
    })
    .filter((group) => group.lists.length > 0);
  const grouped = new Set(groups.flatMap((group) => group.lists.map((list) => list._id)));
  return { groups, rest: lists.filter((list) => !grouped.has(list._id)) };
}
