import { useQuery } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export const listsKey = ['lists'] as const;

export function getLists(): Promise<WishList[]> {
  return apiRequest<WishList[]>('/api/lists');
}

export function useLists() {
  return useQuery({ queryKey: listsKey, queryFn: getLists });
}
