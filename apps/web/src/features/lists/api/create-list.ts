import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListBody, WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { rememberCurrency } from '../last-currency';
import { listKey } from './get-list';
import { listsKey } from './get-lists';

export function createList(payload: CreateListBody): Promise<WishList> {
  return apiRequest<WishList>('/api/lists', { method: 'POST', body: payload });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: (list) => {
      // The next new list starts in this one's currency (currency-preference.ts).
      rememberCurrency(list.currency);
      // The new list opens at once, from this answer.
      queryClient.setQueryData(listKey(list._id), list);
      queryClient.setQueryData<WishList[]>(listsKey, (lists) => (lists ? [list, ...lists] : lists));
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
