import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export function register(payload: RegisterInput): Promise<AuthResult> {
  return apiRequest<AuthResult>('/api/auth/register', { method: 'POST', body: payload });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => sessionStore.signIn({ token: result.token, user: result.user }),
  });
}
