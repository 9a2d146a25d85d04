import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPledge } from '@wishlist/core';
import { ApiRequestError, withReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { listKey, myClaimsKey, setPledge } from '../../lists';
import { t } from '../i18n';
import { myPledgesKey } from './get-my-pledges';

/**
 * Withdraws a pledge from "My Gifts" (A3), as the list's Withdraw does; also one on a list the
 * person may no longer see (decision 044). Its row leaves the page, so a toast says how it went.
 */
export function useWithdrawPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, item }: MyPledge) =>
      setPledge(list._id, { itemId: item._id, amount: null }),
    onSuccess: (_answer, { list, item }) => {
      toast.show(t('gifts.pledges.withdrawn', { name: item.name }));
      queryClient.setQueryData<MyPledge[]>(myPledgesKey, (pledges) =>
        pledges?.filter((each) => each.list._id !== list._id || each.item._id !== item._id),
      );
      void queryClient.invalidateQueries({ queryKey: myClaimsKey });
      void queryClient.invalidateQueries({ queryKey: listKey(list._id) });
    },
    onError: (error) => {
      toast.show(withReason(error, t('gifts.pledges.withdrawFailed')), 'error');
      // Refused because the pledge changed elsewhere: show what is.
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: myClaimsKey });
    },
  });
}
