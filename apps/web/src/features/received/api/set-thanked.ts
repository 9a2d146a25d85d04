import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceivedItem } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { receivedKey } from '../../lists';

export interface ThankedChange {
  itemId: string;
  thanked: boolean;
}

export function setThanked({ itemId, thanked }: ThankedChange) {
  return apiRequest<{ thanked: boolean }>(`/api/me/received/${encodeURIComponent(itemId)}`, {
    method: 'PUT',
    body: { thanked },
  });
}

const withThanked = (entries: ReceivedItem[] | undefined, { itemId, thanked }: ThankedChange) =>
  entries?.map((entry) => (entry.item._id === itemId ? { ...entry, thanked } : entry));

/**
 * Ticks "Thanked" at once (the page's count follows) and puts it back when the server refuses;
 * the caller says so in the item's row. Each tick is its own mutation, so several may be on
 * their way together.
 */
export function useSetThanked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setThanked,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: receivedKey });
      queryClient.setQueryData<ReceivedItem[]>(receivedKey, (entries) =>
        withThanked(entries, change),
      );
    },
    onError: (_error, change) => {
      queryClient.setQueryData<ReceivedItem[]>(receivedKey, (entries) =>
        withThanked(entries, { ...change, thanked: !change.thanked }),
      );
    },
    onSuccess: (answer, { itemId }) => {
      queryClient.setQueryData<ReceivedItem[]>(receivedKey, (entries) =>
        withThanked(entries, { itemId, thanked: answer.thanked }),
      );
    },
  });
}
