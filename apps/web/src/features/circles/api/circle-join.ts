import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CircleInvitationPreview, CircleJoined } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sharedListsKey } from '../../invitations';
import { circlesKey } from './get-circles';

const path = (token: string) => `/api/circles/join/${encodeURIComponent(token)}`;

/** C2: what a circle invitation's link shows, signed in or not. */
export function useCircleInvitation(token: string) {
  return useQuery({
    queryKey: ['circle-invitation', token],
    queryFn: () => apiRequest<CircleInvitationPreview>(path(token)),
    retry: false,
  });
}

/**
 * C2: joins. Signed in, with no body; signed out, with a name, and the answer then holds the new
 * account's session (the caller signs it in, as the list invitation's JoinForm does).
 */
export function useJoinCircle(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name?: string) =>
      apiRequest<CircleJoined>(path(token), {
        method: 'POST',
        body: name === undefined ? {} : { name },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: circlesKey });
      void queryClient.invalidateQueries({ queryKey: sharedListsKey });
    },
  });
}
