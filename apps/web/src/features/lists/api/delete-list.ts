import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { listKey } from './get-list';
import { listsKey } from './get-lists';

export function useDeleteList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>(`/api/lists/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: listKey(id) });
      queryClient.setQueryData<WishList[]>(listsKey, (lists) =>
        lists?.filter((list) => list._id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
