import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, ChangePasswordInput, DeleteAccountInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { accountT } from '../account-i18n';

/** E4: every other session ends; this one goes on with the token in the answer. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiRequest<AuthResult>('/api/auth/password', { method: 'PUT', body }),
    onSuccess: (result) => sessionStore.signIn({ token: result.token, user: result.user }),
  });
}

/** E4: the account and all it owns go; so does this session (the app goes to sign-in). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountInput) =>
      apiRequest<null>('/api/auth/account', { method: 'DELETE', body }),
    onSuccess: () => {
      sessionStore.signOut();
      queryClient.clear();
      toast.show(accountT('account.delete.done'));
    },
  });
}
