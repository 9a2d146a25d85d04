import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, WishList } from '@wishlist/core';
import { MESSAGES } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { listKey } from './get-list';
import { type ItemActionMeta, itemActionKey } from './item-actions';

type BoughtAction = 'mark-bought' | 'unmark-bought';

export function setBought(listId: string, itemId: string, action: BoughtAction): Promise<Item> {
  return apiRequest<Item>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/${action}`,
    { method: 'PUT' },
  );
}

function replaceItem(list: WishList, itemId: string, change: (item: Item) => Item): WishList {
  return { ...list, items: list.items.map((item) => (item._id === itemId ? change(item) : item)) };
}

/**
 * Mark or unmark an item, applied to the cached list at once and rolled back when the server
 * refuses (spec section 4); a failure shows in the item's card (`useItemActionError`).
 */
export function useSetBought(listId: string, action: BoughtAction) {
  const queryClient = useQueryClient();
  const key = listKey(listId);
  const failure =
    action === 'mark-bought' ? MESSAGES.markBoughtFailed : MESSAGES.unmarkBoughtFailed;
  return useMutation({
    mutationKey: itemActionKey(listId),
    meta: { failure } satisfies ItemActionMeta,
    mutationFn: (itemId: string) => setBought(listId, itemId, action),
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishList>(key);
      const user = sessionStore.get()?.user;
      if (previous) {
        queryClient.setQueryData<WishList>(
          key,
          replaceItem(previous, itemId, (item) =>
            action === 'mark-bought'
              ? {
                  ...item,
                  boughtBy: user ? { _id: user.id, name: user.name, email: user.email } : null,
                  boughtAt: new Date().toISOString(),
                }
              : { ...item, boughtBy: null, boughtAt: null },
          ),
        );
      }
      return { previous };
    },
    onError: (_error, _itemId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (item) => {
      queryClient.setQueryData<WishList>(key, (list) =>
        list ? replaceItem(list, item._id, () => item) : list,
      );
    },
  });
}
