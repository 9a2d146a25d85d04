import { useQuery } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/** The lists others shared with the signed-in person (refreshed by live updates too). */
export const sharedListsKey = ['shared-lists'] as const;

export function getSharedLists(): Promise<WishList[]> {
  return apiRequest<WishList[]>('/api/lists/shared-lists');
}

export function useSharedLists() {
  return useQuery({ queryKey: sharedListsKey, queryFn: getSharedLists });
}
