import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { MESSAGES } from '@wishlist/core';
import { listKey } from './get-list';
import { listsKey } from './get-lists';
import { toItemBody, updateList } from './update-list';

/**
 * Every action on one item of a list (mark, unmark, delete) is a mutation under this key, with
 * the item's id as its variables and what to say when it fails as its meta. The list shows the
 * latest one's failure in that item's card, wherever the action was started (a card, a dialog).
 */
export const itemActionKey = (listId: string) => ['item-action', listId] as const;

export interface ItemActionMeta extends Record<string, unknown> {
  failure: string;
}

/** The item whose latest action failed, and why; null when the latest one did not fail. */
export function useItemActionError(listId: string): { itemId: string; message: string } | null {
  const latest = useMutationState({
    filters: { mutationKey: itemActionKey(listId) },
    select: (mutation) => ({
      itemId: mutation.state.variables as string,
      failed: mutation.state.status === 'error',
      failure: (mutation.options.meta as ItemActionMeta | undefined)?.failure ?? '',
    }),
  }).at(-1);
  if (!latest?.failed) return null;
  return { itemId: latest.itemId, message: latest.failure };
}

/** Deletes an item: the list is saved without it (spec section 4). */
export function useDeleteItem(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: itemActionKey(listId),
    meta: { failure: MESSAGES.deleteItemFailed } satisfies ItemActionMeta,
    mutationFn: (itemId: string) => {
      const list = queryClient.getQueryData<WishList>(listKey(listId));
      const items = (list?.items ?? []).filter((item) => item._id !== itemId).map(toItemBody);
      return updateList(listId, { items });
    },
    onSuccess: (list) => {
      queryClient.setQueryData(listKey(listId), list);
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
