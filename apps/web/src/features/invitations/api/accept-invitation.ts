import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitation } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiRequest(`/api/lists/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ user }) => {
      // Accepting with the e-mail's token proves the address: the saved user says so at once,
      // so the page that opens next does not ask to confirm it (an older server sends no user).
      if (user && sessionStore.get()?.user.id === user.id) sessionStore.updateUser(user);
      void queryClient.invalidateQueries({ queryKey: ['shared-lists'] });
      void queryClient.invalidateQueries({ queryKey: ['pending-invitations'] });
      void queryClient.invalidateQueries({ queryKey: ['invitation-stats'] });
      // Accepting with the e-mail's token proves the address: the banner asks again.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
