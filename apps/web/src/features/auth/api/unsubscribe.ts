import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeAnswer } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

const unsubscribePath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/**
 * N3: what an e-mail's unsubscribe link would turn off. Asking changes nothing, so the page may
 * ask as it opens (mail scanners open links too); a bad link answers 400 with a sentence.
 */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe-link', token],
    queryFn: () => apiRequest<UnsubscribeAnswer>(unsubscribePath(token)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Turns that kind of e-mail off, signed in or not: the link's token is the credential. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<UnsubscribeAnswer>(unsubscribePath(token), { method: 'POST' }),
  });
}
