import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyItemResult, WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { listKey } from './get-list';
import { listsKey } from './get-lists';

export interface CopyItemVariables {
  itemId: string;
  toListId: string;
  /** Move: the item leaves this list (its claims with it); copy: it stays, claims and all. */
  move: boolean;
}

export function copyItem(listId: string, { itemId, toListId, move }: CopyItemVariables) {
  return apiRequest<CopyItemResult>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/copy`,
    { method: 'POST', body: { toListId, move } },
  );
}

/**
 * Copies or moves an item to another of the owner's lists (L4). The target list is the
 * answer's; a move takes the item off this list at once, and this list is read again for the
 * version the move gave it.
 */
export function useCopyItem(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CopyItemVariables) => copyItem(listId, variables),
    onSuccess: ({ list }, { itemId, move }) => {
      queryClient.setQueryData(listKey(list._id), list);
      if (move) {
        queryClient.setQueryData<WishList>(listKey(listId), (source) =>
          source
            ? { ...source, items: source.items.filter((item) => item._id !== itemId) }
            : source,
        );
        void queryClient.invalidateQueries({ queryKey: listKey(listId) });
      }
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
