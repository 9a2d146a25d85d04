import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemNote } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { itemNotesKey } from './item-notes';

export function addItemNote(listId: string, itemId: string, text: string): Promise<ItemNote> {
  return apiRequest<ItemNote>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/notes`,
    { method: 'POST', body: { text } },
  );
}

/** Writes a note to the item's other givers (A2); the thread shows it as the server kept it. */
export function useAddItemNote(listId: string, itemId: string) {
  const queryClient = useQueryClient();
  const key = itemNotesKey(listId, itemId);
  return useMutation({
    mutationFn: (text: string) => addItemNote(listId, itemId, text),
    onSuccess: (note) => {
      queryClient.setQueryData<ItemNote[]>(key, (notes) =>
        notes?.some((each) => each._id === note._id) ? notes : [...(notes ?? []), note],
      );
      // Another giver may have written meanwhile, unheard while this was on its way.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
