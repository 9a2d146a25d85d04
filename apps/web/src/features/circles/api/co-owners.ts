import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { listKey, listsKey } from '../../lists';

/**
 * C5: the list's owner names exactly these people its co-owners (replacing who were), each one
 * they share a circle with. The answer is the list, now naming them.
 */
export function useSetCoOwners(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coOwnerIds: string[]) =>
      apiRequest<WishList>(`/api/lists/${encodeURIComponent(listId)}`, {
        method: 'PUT',
        body: { coOwnerIds },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(listKey(listId), list);
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
