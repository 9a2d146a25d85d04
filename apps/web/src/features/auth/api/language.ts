import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@wishlist/core';
import { currentLanguage, setLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { getPreferences, preferencesKey, updatePreferences } from './preferences';

/**
 * N5: the language kept with the account follows the person to this device. Asked once a
 * session starts (a sign-in, a registration, or the app opened with a saved one); when it is not
 * the one on screen, the app switches to it, and this device remembers it for the next visit.
 * Once per session, not on every read of the preferences: a sign-out clears the cache, so the
 * next account asks again, and the profile's picker is never switched back by a later read.
 */
export function useFollowAccountLanguage(): void {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = ['account-language', user?.id];
  useQuery({
    queryKey,
    queryFn: async () => {
      const preferences = await getPreferences();
      // A sign-out while the answer was on its way emptied the cache, this query with it: the page
      // on screen is no longer this account's, and switching it would render it afresh.
      if (!queryClient.getQueryCache().find({ queryKey, exact: true })) return preferences.language;
      // The profile's settings then show without asking again.
      queryClient.setQueryData(preferencesKey, preferences);
      if (preferences.language !== currentLanguage()) await setLanguage(preferences.language);
      return preferences.language;
    },
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The profile's language picker: saves the choice with the account, then switches the whole app
 * to it. When the server refuses it, nothing changes on screen.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => updatePreferences({ language }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      await setLanguage(saved.language);
    },
  });
}
