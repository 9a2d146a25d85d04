import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, WishList } from '@wishlist/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { giftT } from '../after-gift-i18n';
import { listKey } from './get-list';
import { type ItemActionMeta, itemActionKey, refusedClaimItem } from './item-actions';
import { myClaimsKey } from './mark-bought';

/** A giver's pledge toward a group gift (A3): an amount to give, or null to withdraw theirs. */
export interface PledgeChange {
  itemId: string;
  amount: number | null;
}

/** POST sets the caller's one pledge (replacing the last), DELETE withdraws it. */
export function setPledge(listId: string, { itemId, amount }: PledgeChange) {
  return apiRequest<Item>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/pledges`,
    amount === null ? { method: 'DELETE' } : { method: 'POST', body: { amount } },
  );
}

/**
 * Pledging and withdrawing wait for the server: the sum decides whether the item is funded (so
 * claimed), which no page can know before it answers. The answer replaces the item; a refusal
 * shows in the item's card with the server's sentence (item-actions.ts), and one that says the
 * item changed meanwhile (409: no longer a group gift, received, bought) reads the list again.
 */
export function useSetPledge(listId: string) {
  const queryClient = useQueryClient();
  const key = listKey(listId);
  const replace = (item: Item) =>
    queryClient.setQueryData<WishList>(key, (list) =>
      list
        ? { ...list, items: list.items.map((each) => (each._id === item._id ? item : each)) }
        : list,
    );
  return useMutation({
    mutationKey: itemActionKey(listId),
    meta: { failure: giftT('lists.groupGift.failed'), pledge: true } satisfies ItemActionMeta,
    mutationFn: (change: PledgeChange) => setPledge(listId, change),
    onSuccess: (item) => {
      replace(item);
      void queryClient.invalidateQueries({ queryKey: myClaimsKey });
    },
    onError: (error) => {
      const now = refusedClaimItem(error);
      if (now) replace(now);
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
