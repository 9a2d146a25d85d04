import { useQuery } from '@tanstack/react-query';
import type { InvitationStats } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export async function getInvitationStats(): Promise<InvitationStats> {
  try {
    return await apiRequest<InvitationStats>('/api/lists/invitations/stats');
  } catch (error) {
    // A failed stats load is only logged, not displayed (spec section 8).
    console.error('Failed to load invitation stats', error);
    throw error;
  }
}

export function useInvitationStats() {
  return useQuery({ queryKey: ['invitation-stats'], queryFn: getInvitationStats });
}
