import { useQuery } from '@tanstack/react-query';
import type { ReceivedItem } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { receivedKey } from '../../lists';

/** A1: the received items of the lists the caller has owner rights on, newest first. */
export function getReceived(): Promise<ReceivedItem[]> {
  return apiRequest<ReceivedItem[]>('/api/me/received');
}

export function useReceived() {
  return useQuery({ queryKey: receivedKey, queryFn: getReceived });
}

/** One list's received items, in the server's order (newest first). */
export interface ReceivedGroup {
  list: ReceivedItem['list'];
  entries: ReceivedItem[];
}

/** The items under their lists; a list comes where its newest item does. */
export function groupByList(entries: readonly ReceivedItem[]): ReceivedGroup[] {
  const groups = new Map<string, ReceivedGroup>();
  for (const entry of entries) {
    const group = groups.get(entry.list._id);
    if (group) group.entries.push(entry);
    else groups.set(entry.list._id, { list: entry.list, entries: [entry] });
  }
  return [...groups.values()];
}
