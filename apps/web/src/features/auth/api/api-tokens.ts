import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export const apiTokensKey = ['api-tokens'] as const;

/** P2: the signed-in person's API tokens, newest first (never their text). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: () => apiRequest<ApiToken[]>('/api/auth/tokens'),
  });
}

/** Makes a token; the answer holds its text, which is shown once and kept nowhere. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenInput) =>
      apiRequest<CreatedApiToken>('/api/auth/tokens', { method: 'POST', body }),
    onSuccess: ({ token: _text, ...created }) =>
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (tokens = []) => [
        { ...created, lastUsedAt: null },
        ...tokens,
      ]),
  });
}

/** Revokes a token: scripts using it are refused from their next call. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/auth/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (tokens = []) =>
        tokens.filter((token) => token.id !== id),
      ),
  });
}
