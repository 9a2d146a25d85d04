import { useMutation, useQuery } from '@tanstack/react-query';
import type { User } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore, useCurrentUser } from '../../../lib/session';

/** Follows the link mailed to the address; updates the signed-in user when it is theirs. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ user: User }>('/api/auth/verify-email', { method: 'POST', body: { token } }),
    onSuccess: ({ user }) => {
      if (sessionStore.get()?.user.id === user.id) sessionStore.updateUser(user);
    },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/api/auth/verify-email/resend', { method: 'POST' }),
  });
}

/**
 * Whether the signed-in user's mailbox is proven. The saved user answers at once, so a banner
 * that depends on it is there from the first paint and never pushes the page down; while it
 * says no, the server is asked too (the address may have been proven since, on another device)
 * and the saved user is brought up to date.
 */
export function useEmailVerified(): boolean | undefined {
  const user = useCurrentUser();
  const unverified = user !== null && !user.emailVerified;
  useQuery({
    queryKey: ['me', user?.id],
    queryFn: async () => {
      const { user: fresh } = await apiRequest<{ user: User }>('/api/auth/me');
      if (sessionStore.get()?.user.id === fresh.id) sessionStore.updateUser(fresh);
      return fresh;
    },
    enabled: unverified,
    staleTime: 60_000,
  });
  return user?.emailVerified;
}
