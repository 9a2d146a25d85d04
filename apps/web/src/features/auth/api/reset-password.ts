import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(payload: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: payload });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
