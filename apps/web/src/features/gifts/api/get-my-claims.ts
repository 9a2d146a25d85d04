import { useQuery } from '@tanstack/react-query';
import type { MyClaim } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { myClaimsKey } from '../../lists';

/**
 * Everything the signed-in person has claimed (G3), and their claims on lists they may no longer
 * see, which they can only give back (decision 029).
 */
export function getMyClaims(): Promise<MyClaim[]> {
  return apiRequest<MyClaim[]>('/api/me/claims?include=lost');
}

export function useMyClaims() {
  return useQuery({ queryKey: myClaimsKey, queryFn: getMyClaims });
}

/** One list's claims, under the list they are on. */
export interface GiftGroup {
  list: MyClaim['list'];
  claims: MyClaim[];
}

/**
 * The claims by list, each list where its first claim comes: the server sends the soonest event
 * first, and a list's claims together.
 */
export function groupByList(claims: readonly MyClaim[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>();
  for (const claim of claims) {
    const group = groups.get(claim.list._id);
    if (group) group.claims.push(claim);
    else groups.set(claim.list._id, { list: claim.list, claims: [claim] });
  }
  return [...groups.values()];
}
