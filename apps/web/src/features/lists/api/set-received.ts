import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { listKey } from './get-list';
import { type ItemActionMeta, itemActionKey } from './item-actions';

/** The owner side's Received page (A1), which marking an item received changes. */
export const receivedKey = ['me', 'received'] as const;

export interface ReceivedChange {
  itemId: string;
  received: boolean;
  /** "Got it elsewhere": the owner's own note, sent only when marking received. */
  note?: string;
}

export function setReceived(listId: string, { itemId, received, note }: ReceivedChange) {
  return apiRequest<Item>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/received`,
    { method: 'PUT', body: note ? { received, note } : { received } },
  );
}

/**
 * Marks an item received or not (A1, the owner side). Not shown before the server answers: a
 * received item leaves what givers can claim, so the card changes only once that is true. A
 * failure shows in the item's card, as the claims' do (item-actions.ts).
 */
export function useSetReceived(listId: string) {
  const queryClient = useQueryClient();
  const key = listKey(listId);
  return useMutation({
    mutationKey: itemActionKey(listId),
    meta: { failure: specT('spec.updateItemFailed') } satisfies ItemActionMeta,
    mutationFn: (change: ReceivedChange) => setReceived(listId, change),
    onSuccess: (item) => {
      queryClient.setQueryData<WishList>(key, (list) =>
        list
          ? { ...list, items: list.items.map((each) => (each._id === item._id ? item : each)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: receivedKey });
    },
    // Archived or changed elsewhere: read the list again, so the page shows how it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
