import { useMutation } from '@tanstack/react-query';
import type { AuthResult } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export interface RegisterPayload {
  email: string;
  password: string;
  name: string;
}

export function register(payload: RegisterPayload): Promise<AuthResult> {
  return apiRequest<AuthResult>('/api/auth/register', { method: 'POST', body: payload });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => sessionStore.signIn({ token: result.token, user: result.user }),
  });
}
