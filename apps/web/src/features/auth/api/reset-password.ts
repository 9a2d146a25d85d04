import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(payload: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: payload });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** E5: whether a reset link can still be used, asked as the page opens (204 yes, 404 no). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => apiRequest<null>(`/api/auth/reset-password/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
