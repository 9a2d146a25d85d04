import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

// Apart from get-list.ts so that the router's prefetch (main bundle) does not pull in useQuery.
export const listKey = (id: string) => ['list', id] as const;

/** Reads started before the app rendered (see app/early-start.ts), each taken once. */
const early = new Map<string, Promise<WishList>>();

export function startListEarly(id: string): void {
  const reading = apiRequest<WishList>(`/api/lists/${encodeURIComponent(id)}`);
  // A failure is reported to whoever takes the read, not as an unhandled rejection.
  reading.catch(() => {});
  early.set(id, reading);
}

export function getList(id: string): Promise<WishList> {
  const started = early.get(id);
  if (started) {
    early.delete(id);
    return started;
  }
  return apiRequest<WishList>(`/api/lists/${encodeURIComponent(id)}`);
}

/** Same shape as `queryOptions(...)`, written out to keep react-query out of this module. */
export const listQuery = (id: string) => ({
  queryKey: listKey(id),
  queryFn: () => getList(id),
});
