import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResult } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { listKey, listsKey } from '../../lists';
import { invitationsKey } from './get-invitations';

export function inviteToList(listId: string, emails: string[]): Promise<InviteResult> {
  return apiRequest<InviteResult>(`/api/lists/${encodeURIComponent(listId)}/invite`, {
    method: 'POST',
    body: { emails },
  });
}

export function useInvite(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => inviteToList(listId, emails),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey(listId) });
      void queryClient.invalidateQueries({ queryKey: listKey(listId) });
      void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
