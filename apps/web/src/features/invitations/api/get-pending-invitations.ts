import { useQuery } from '@tanstack/react-query';
import type { PendingInvitation } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export function getPendingInvitations(): Promise<PendingInvitation[]> {
  return apiRequest<PendingInvitation[]>('/api/lists/invitations/pending');
}

export function usePendingInvitations() {
  return useQuery({ queryKey: ['pending-invitations'], queryFn: getPendingInvitations });
}
