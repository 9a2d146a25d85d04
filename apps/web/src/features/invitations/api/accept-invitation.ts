import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function acceptInvitation(token: string): Promise<{ message: string; listId: string }> {
  return apiRequest(`/api/lists/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['shared-lists'] });
      void queryClient.invalidateQueries({ queryKey: ['pending-invitations'] });
      void queryClient.invalidateQueries({ queryKey: ['invitation-stats'] });
      // Accepting with the e-mail's token proves the address: the banner asks again.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
