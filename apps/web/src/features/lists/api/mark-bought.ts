import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, WishList } from '@wishlist/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { listRights } from '../list-rights';
import { withClaim, withoutClaim } from './claim-changes';
import { listKey } from './get-list';
import { type ItemActionMeta, itemActionKey, refusedClaimItem } from './item-actions';

type BoughtAction = 'mark-bought' | 'unmark-bought';

/** The query of everything the signed-in person has claimed (G3), which claims change. */
export const myClaimsKey = ['my-claims'] as const;

/** Which item, and for a claim on an item wanted more than once, how many or whose (G2). */
export interface ClaimTarget {
  itemId: string;
  /** mark-bought: how many to claim. Absent, no body is sent: the spec's call, a claim of 1. */
  quantity?: number;
  /**
   * unmark-bought: whose claim to remove (the list's owner only). Absent, no body is sent: the
   * caller's own claim, or for the owner every claim, as the spec's Unmark does.
   */
  userId?: string;
}

export function setBought(listId: string, target: ClaimTarget, action: BoughtAction) {
  const body =
    action === 'mark-bought'
      ? target.quantity === undefined
        ? undefined
        : { quantity: target.quantity }
      : target.userId === undefined
        ? undefined
        : { userId: target.userId };
  return apiRequest<Item>(
    `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(target.itemId)}/${action}`,
    { method: 'PUT', body },
  );
}

function replaceItem(list: WishList, itemId: string, change: (item: Item) => Item): WishList {
  return { ...list, items: list.items.map((item) => (item._id === itemId ? change(item) : item)) };
}

/**
 * A refusal that says the list has changed under the page (someone claimed what was left, or
 * the owner turned surprise mode on elsewhere): the list is read again to show how it stands.
 */
function listIsStale(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 409 || error.code === 'surprise');
}

/**
 * Mark or unmark an item (claim some of it, or give a claim back), applied to the cached list
 * at once and rolled back when the server refuses (spec section 4); the server's answer then
 * replaces the item. A failure shows in the item's card (`useItemActionError`).
 */
export function useSetBought(listId: string, action: BoughtAction) {
  const queryClient = useQueryClient();
  const key = listKey(listId);
  // Worked out at each render, so a failure is said in the language in use.
  const failure = specT(
    action === 'mark-bought' ? 'spec.markBoughtFailed' : 'spec.unmarkBoughtFailed',
  );
  return useMutation({
    mutationKey: itemActionKey(listId),
    meta: { failure, claim: true } satisfies ItemActionMeta,
    mutationFn: (target: ClaimTarget) => setBought(listId, target, action),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishList>(key);
      const user = sessionStore.get()?.user;
      if (previous && user) {
        // No `userId`: the caller's own claim, or for the owner (a co-owner, a manager: owner
        // rights) every claim, as the server does.
        const whose = target.userId ?? (listRights(previous, user.id).edits ? null : user.id);
        queryClient.setQueryData<WishList>(
          key,
          replaceItem(previous, target.itemId, (item) =>
            action === 'mark-bought'
              ? withClaim(item, user, target.quantity ?? 1, new Date().toISOString())
              : withoutClaim(item, whose),
          ),
        );
      }
      return { previous };
    },
    onError: (error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // A claim someone else won: the refusal carries the item as it is now, so the card shows
      // at once who got it (the list is read again all the same).
      const now = refusedClaimItem(error);
      if (now)
        queryClient.setQueryData<WishList>(key, (list) =>
          list ? replaceItem(list, now._id, () => now) : list,
        );
      if (listIsStale(error)) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (item) => {
      queryClient.setQueryData<WishList>(key, (list) =>
        list ? replaceItem(list, item._id, () => item) : list,
      );
      void queryClient.invalidateQueries({ queryKey: myClaimsKey });
    },
  });
}
