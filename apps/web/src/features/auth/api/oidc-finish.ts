import { useMutation } from '@tanstack/react-query';
import type { AuthResult } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** S2: the one-time code the provider's callback handed over, traded for a session. */
export function finishProviderSignIn(code: string): Promise<AuthResult> {
  return apiRequest<AuthResult>('/api/auth/oidc/finish', { method: 'POST', body: { code } });
}

export function useProviderSignInFinish() {
  return useMutation({
    mutationFn: finishProviderSignIn,
    onSuccess: (result) => sessionStore.signIn({ token: result.token, user: result.user }),
  });
}
