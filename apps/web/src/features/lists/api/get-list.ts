import { useQuery } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export const listKey = (id: string) => ['list', id] as const;

export function getList(id: string): Promise<WishList> {
  return apiRequest<WishList>(`/api/lists/${encodeURIComponent(id)}`);
}

export function useList(id: string) {
  return useQuery({ queryKey: listKey(id), queryFn: () => getList(id) });
}
