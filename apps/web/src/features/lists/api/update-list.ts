import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListBody, WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { rememberCurrency } from '../last-currency';
import { listKey } from './get-list';
import { listsKey } from './get-lists';

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
