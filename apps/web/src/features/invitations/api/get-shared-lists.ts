import { useQuery } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export function getSharedLists(): Promise<WishList[]> {
  return apiRequest<WishList[]>('/api/lists/shared-lists');
}

export function useSharedLists() {
  return useQuery({ queryKey: ['shared-lists'], queryFn: getSharedLists });
}
