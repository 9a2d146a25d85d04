import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
