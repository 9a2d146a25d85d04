import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { Circle, WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { listKey, listsKey } from '../../lists';
import { circleListsKey, circlesKey, getCircleLists } from './get-circles';

/** A circle a list is shared into, as the list's answer names it (C3). */
export interface ListCircle {
  _id: string;
  name: string;
}

/** The list as its owner reads it; an older server's answer has no `circles` yet. */
type ListWithCircles = WishList & { circles?: ListCircle[] };

/**
 * The ids of the circles `list` is shared into: from the list's own `circles` when the answer
 * has them, else from each of `circles`' shared lists. Guessing "none" instead would unshare the
 * list from every circle at the owner's first save. `null` while that is still being found out.
 */
export function useSharedCircleIds(list: WishList, circles: Circle[] | undefined) {
  const named = (list as ListWithCircles).circles;
  const lookups = useQueries({
    queries: (named ? [] : (circles ?? [])).map((circle) => ({
      queryKey: circleListsKey(circle._id),
      queryFn: () => getCircleLists(circle._id),
    })),
  });
  if (named) return named.map((circle) => circle._id);
  if (!circles || lookups.some((lookup) => !lookup.data)) return null;
  return circles
    .filter((_circle, index) => lookups[index]?.data?.some((shared) => shared._id === list._id))
    .map((circle) => circle._id);
}

/** C3: the circles the list is shared into, replacing those it was (owner only). */
export function useShareIntoCircles(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (circleIds: string[]) =>
      apiRequest<ListWithCircles>(`/api/lists/${encodeURIComponent(listId)}`, {
        method: 'PUT',
        body: { circleIds },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(listKey(listId), list);
      void queryClient.invalidateQueries({ queryKey: listsKey });
      void queryClient.invalidateQueries({ queryKey: circlesKey });
    },
  });
}
