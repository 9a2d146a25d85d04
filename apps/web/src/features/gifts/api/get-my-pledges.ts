import { useQuery } from '@tanstack/react-query';
import type { MyPledge } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { myClaimsKey } from '../../lists';

/**
 * Under the claims' key: whatever refreshes My Gifts' claims (a claim or pledge made, a live
 * event, an archived list) refreshes the pledges with them.
 */
export const myPledgesKey = [...myClaimsKey, 'pledges'] as const;

/**
 * What the signed-in person chips in toward (A3), and their pledges on lists they may no longer
 * see, which they can only withdraw.
 */
export function useMyPledges() {
  return useQuery({
    queryKey: myPledgesKey,
    queryFn: () => apiRequest<MyPledge[]>('/api/me/pledges?include=lost'),
  });
}
