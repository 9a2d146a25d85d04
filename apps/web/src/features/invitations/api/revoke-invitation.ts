import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listKey, listsKey } from '../../lists';
import { invitationsKey } from './get-invitations';

export function revokeInvitation(listId: string, invitationId: string): Promise<unknown> {
  return apiRequest(
    `/api/lists/${encodeURIComponent(listId)}/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'DELETE' },
  );
}

export function useRevokeInvitation(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(listId, invitationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey(listId) });
      void queryClient.invalidateQueries({ queryKey: listKey(listId) });
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
