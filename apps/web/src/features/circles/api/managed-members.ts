import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Circle, ManagedMember } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sharedListsKey } from '../../invitations';
import { listsKey } from '../../lists';
import { circlePath, circlesKey } from './get-circles';

const managedPath = (memberId: string) => `/api/managed/${encodeURIComponent(memberId)}`;

/**
 * A managed member changed or went: the circles show them with their managers, and their lists
 * are among their managers' own (a manager taken off loses them, a deleted member takes them).
 */
function refreshAfterManagedChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: circlesKey });
  void queryClient.invalidateQueries({ queryKey: listsKey });
  void queryClient.invalidateQueries({ queryKey: sharedListsKey });
}

/** C4: an admin adds a child (or anyone without e-mail) to the circle; they keep them. */
export function useAddManaged(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<Circle>(`${circlePath(circleId)}/managed`, { method: 'POST', body: { name } }),
    onSuccess: (circle) => {
      // The answer is the circle with its new member: shown at once, then read again.
      queryClient.setQueryData<Circle[]>(circlesKey, (circles) =>
        circles?.map((each) => (each._id === circle._id ? circle : each)),
      );
      void queryClient.invalidateQueries({ queryKey: circlesKey });
    },
  });
}

/** What changes of a managed member: their name, who keeps them, or both. */
export interface ManagedChange {
  name?: string;
  managerIds?: string[];
}

/** C4: their managers, or an admin of one of their circles, rename them or name who keeps them. */
export function useUpdateManaged(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ManagedChange) =>
      apiRequest<ManagedMember>(managedPath(memberId), { method: 'PUT', body: change }),
    onSuccess: () => refreshAfterManagedChange(queryClient),
  });
}

/** C4: one of their managers deletes them, and their lists with them. */
export function useDeleteManaged(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>(managedPath(memberId), { method: 'DELETE' }),
    onSuccess: () => refreshAfterManagedChange(queryClient),
  });
}
