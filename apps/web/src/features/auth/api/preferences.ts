import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesInput } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

export const preferencesKey = ['preferences'] as const;

export function getPreferences(): Promise<Preferences> {
  return apiRequest<Preferences>('/api/auth/preferences');
}

/** Sends only what changed (N3: what is not sent stays); answers all the preferences. */
export function updatePreferences(input: PreferencesInput): Promise<Preferences> {
  return apiRequest<Preferences>('/api/auth/preferences', { method: 'PUT', body: input });
}

export function usePreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: getPreferences });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
