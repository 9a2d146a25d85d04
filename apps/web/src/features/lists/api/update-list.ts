import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, ItemBody, UpdateListBody, WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { rememberCurrency } from '../last-currency';
import { listKey } from './get-list';
import { listsKey } from './get-lists';

/**
 * The `items` form of an item already in the list (optional fields absent when empty). Its
 * quantity, priority and own currency go back with it, so that changing or deleting another
 * item leaves it as it is.
 */
export function toItemBody(item: Item): ItemBody {
  const payload: ItemBody = {
    _id: item._id,
    name: item.name,
    type: item.type,
    quantity: item.quantity,
    priority: item.priority,
  };
  if (item.description) payload.description = item.description;
  if (item.category) payload.category = item.category;
  if (item.price !== null) payload.price = item.price;
  if (item.affiliateLink) payload.affiliateLink = item.affiliateLink;
  if (item.imageUrl) payload.imageUrl = item.imageUrl;
  if (item.currency) payload.currency = item.currency;
  return payload;
}

export function updateList(id: string, payload: UpdateListBody): Promise<WishList> {
  return apiRequest<WishList>(`/api/lists/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });
}

export function useUpdateList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateListBody) => updateList(id, payload),
    onSuccess: (list, payload) => {
      // Switched by hand: the next new list starts in it (currency-preference.ts).
      if (payload.currency) rememberCurrency(list.currency);
      queryClient.setQueryData(listKey(id), list);
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
