import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyClaim } from '@wishlist/core';
import { ApiRequestError, withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { listKey, myClaimsKey, setBought } from '../../lists';
import { t } from '../i18n';

/**
 * Gives a claim back from "My Gifts": the item's unmark-bought with no body, which for a giver
 * removes their own claim. On a list of one's own, no body would clear everyone's claims, so
 * there it names the caller. Its row leaves the page, so a toast says how it went.
 */
export function useGiveBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, item }: MyClaim) => {
      const me = sessionStore.get()?.user.id;
      const mine = me !== undefined && list.owner._id === me;
      return setBought(
        list._id,
        mine ? { itemId: item._id, userId: me } : { itemId: item._id },
        'unmark-bought',
      );
    },
    onSuccess: (_answer, { list, item }) => {
      toast.show(t('gifts.gaveBack', { name: item.name }));
      queryClient.setQueryData<MyClaim[]>(myClaimsKey, (claims) =>
        claims?.filter((claim) => claim.list._id !== list._id || claim.item._id !== item._id),
      );
      void queryClient.invalidateQueries({ queryKey: myClaimsKey });
      void queryClient.invalidateQueries({ queryKey: listKey(list._id) });
    },
    onError: (error) => {
      toast.show(withReason(error, specT('spec.unmarkBoughtFailed')), 'error');
      // Refused because the claim changed elsewhere (the owner removed it, say): show what is.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: myClaimsKey });
      }
    },
  });
}
