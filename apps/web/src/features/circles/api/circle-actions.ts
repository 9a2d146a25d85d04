import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Circle, InviteResult } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sharedListsKey } from '../../invitations';
import { listsKey } from '../../lists';
import { circlePath, circlesKey } from './get-circles';

interface Message {
  message: string;
}

/** Every change to a circle refreshes the circles (and so each circle's lists under them). */
function useCircleMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: circlesKey });
    },
  });
}

/** C1: the caller becomes the new circle's admin. */
export function useCreateCircle() {
  return useCircleMutation((name: string) =>
    apiRequest<Circle>('/api/circles', { method: 'POST', body: { name } }),
  );
}

export function useRenameCircle(circleId: string) {
  return useCircleMutation((name: string) =>
    apiRequest<Circle>(circlePath(circleId), { method: 'PUT', body: { name } }),
  );
}

/** C1: the circle goes; its lists are unshared from it and kept. */
export function useDeleteCircle(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Message>(circlePath(circleId), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: circlesKey });
      // The owners' lists no longer show this circle, and friends lose what it shared.
      void queryClient.invalidateQueries({ queryKey: listsKey });
      void queryClient.invalidateQueries({ queryKey: sharedListsKey });
    },
  });
}

/** C2: an admin removes a member, or anyone leaves with their own id. */
export function useRemoveMember(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<Message>(`${circlePath(circleId)}/members/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: circlesKey });
      // Leaving ends access to the circle's lists, as a revoked invitation does.
      void queryClient.invalidateQueries({ queryKey: sharedListsKey });
    },
  });
}

/** C2: invitations by e-mail, with the same answer as a list's (`InviteResult`). */
export function useInviteToCircle(circleId: string) {
  return useMutation({
    mutationFn: (emails: string[]) =>
      apiRequest<InviteResult>(`${circlePath(circleId)}/invite`, {
        method: 'POST',
        body: { emails },
      }),
  });
}
