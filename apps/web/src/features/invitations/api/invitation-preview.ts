import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthResult, InvitationPreview, JoinInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** E2: what an invitation's link shows, signed in or not. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => apiRequest<InvitationPreview>(path(token)),
    retry: false,
  });
}

/** E3: a new invitee joins with a name; the caller signs them in (see JoinForm). */
export function useJoinInvitation(token: string) {
  return useMutation({
    mutationFn: (body: JoinInput) =>
      apiRequest<AuthResult>(`${path(token)}/join`, { method: 'POST', body }),
  });
}
