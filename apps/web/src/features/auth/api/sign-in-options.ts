import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInOptions } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * What the sign-in and registration pages offer (S2, S3): the provider's button, and whether
 * anyone may register. It changes only when the server is set up again.
 */
export const signInOptionsQuery = queryOptions({
  queryKey: ['sign-in-options'],
  queryFn: () => apiRequest<SignInOptions>('/api/auth/options'),
  staleTime: 10 * 60 * 1000,
  // Unanswered (offline, an older server), the pages offer what they always did; a part that
  // mounts later must not ask again, or the register page would flip between its states.
  retryOnMount: false,
});

export function useSignInOptions() {
  return useQuery(signInOptionsQuery);
}
