import { useQuery } from '@tanstack/react-query';
import type { InvitationsOverview } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export const invitationsKey = (listId: string) => ['invitations', listId] as const;

export async function getInvitations(listId: string): Promise<InvitationsOverview> {
  try {
    return await apiRequest<InvitationsOverview>(
      `/api/lists/${encodeURIComponent(listId)}/invitations`,
    );
  } catch (error) {
    // A failed invitation-detail load is only logged, not displayed (spec section 8).
    console.error('Failed to load invitations', error);
    throw error;
  }
}

export function useInvitations(listId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey(listId),
    queryFn: () => getInvitations(listId),
    enabled,
  });
}
