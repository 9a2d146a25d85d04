import { useQuery } from '@tanstack/react-query';
import type { SharedWishList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * The lists others shared with the signed-in person, each with the circles it came through
 * (`viaCircles`, C3), refreshed by live updates too. Friends Lists and the dashboard read this
 * one query: one request, whatever the number of circles.
 */
export const sharedListsKey = ['shared-lists'] as const;

export function getSharedLists(): Promise<SharedWishList[]> {
  return apiRequest<SharedWishList[]>('/api/lists/shared-lists');
}

export function useSharedLists() {
  return useQuery({ queryKey: sharedListsKey, queryFn: getSharedLists });
}
