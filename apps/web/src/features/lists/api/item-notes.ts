import { useQuery } from '@tanstack/react-query';
import type { ItemNote } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * One item's givers' notes (A2); `itemNotesKey(listId)` alone covers every item of the list, so
 * a live change of the list reads again the threads that are open (features/live).
 */
export const itemNotesKey = (listId: string, itemId?: string) =>
  itemId === undefined
    ? (['item-notes', listId] as const)
    : (['item-notes', listId, itemId] as const);

export function getItemNotes(listId: string, itemId: string): Promise<ItemNote[]> {
  return apiRequest<ItemNote[]>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/notes`,
  );
}

/**
 * The notes of one item, read only while its thread is open (`enabled`): a list page never
 * reads every item's notes as it loads. Closed again, the count read last still shows.
 */
export function useItemNotes(listId: string, itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: itemNotesKey(listId, itemId),
    queryFn: () => getItemNotes(listId, itemId),
    enabled,
  });
}
