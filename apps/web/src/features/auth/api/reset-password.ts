import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export function resetPassword(payload: ResetPasswordPayload): Promise<{ message: string }> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: payload });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
