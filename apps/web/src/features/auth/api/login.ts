import { useMutation } from '@tanstack/react-query';
import type { AuthResult, LoginInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export function login(payload: LoginInput): Promise<AuthResult> {
  return apiRequest<AuthResult>('/api/auth/login', { method: 'POST', body: payload });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => sessionStore.signIn({ token: result.token, user: result.user }),
  });
}
