import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Item } from '@wishlist/core';
import { ApiRequestError } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { t } from '../i18n';
import { listsKey } from './get-lists';
import { raceWinner } from './race-loss';
import { saveItems } from './save-items';

/**
 * Every action on one item of a list (mark, unmark, delete) is a mutation under this key, with
 * `{ itemId, … }` as its variables and what to say when it fails as its meta. The list shows the
 * latest one's failure in that item's card, wherever the action was started (a card, a dialog).
 */
export const itemActionKey = (listId: string) => ['item-action', listId] as const;

export interface ItemActionMeta extends Record<string, unknown> {
  /** The spec's text for the failure. */
  failure: string;
  /** A claim or a give-back, whose refusals may say something the person can act on. */
  claim?: boolean;
  /** A pledge toward a group gift (A3): any refusal of it is said in the server's words. */
  pledge?: boolean;
}

export interface ItemActionFailure {
  itemId: string;
  meta: ItemActionMeta;
  error: unknown;
}

/** The item whose latest action failed, and how; null when the latest one did not fail. */
export function useItemActionError(listId: string): ItemActionFailure | null {
  const latest = useMutationState({
    filters: { mutationKey: itemActionKey(listId) },
    select: (mutation) => ({
      itemId: (mutation.state.variables as { itemId: string } | undefined)?.itemId ?? '',
      failed: mutation.state.status === 'error',
      meta: (mutation.options.meta as ItemActionMeta | undefined) ?? { failure: '' },
      error: mutation.state.error,
    }),
  }).at(-1);
  if (!latest?.failed) return null;
  return { itemId: latest.itemId, meta: latest.meta, error: latest.error };
}

/**
/**
 * The item a refused claim carries (409 `ALREADY_BOUGHT`, `NOT_ENOUGH_LEFT`): as the caller may
 * see it now, so the card can show who got there first. Null for any other failure.
 */
export function refusedClaimItem(error: unknown): Item | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const item = (error.body as { item?: unknown } | null)?.item;
  return typeof item === 'object' && item !== null && typeof (item as Item)._id === 'string'
    ? (item as Item)
    : null;
}

/**
 * What a failed action says in its card: the spec's text. A mark that lost a race says who got
 * there first ("Carla got there first"), for one item and for one wanted more than once alike,
 * from the item the refusal carries. A mark on an item wanted more than once (G2) says otherwise
 * what the server refused it for when that changes what to do ("Only 2 of this item are still
 * to be bought"); a surprise refusal adds its reason after the spec's text.
 */
export function describeFailure({ meta, error }: ItemActionFailure, several: boolean): string {
  const refused = meta.claim ? refusedClaimItem(error) : null;
  const winner =
    refused && (error as ApiRequestError).code === 'ALREADY_BOUGHT' ? raceWinner(refused) : null;
  if (winner) return t('lists.claim.gotThereFirst', { name: winner });
  if (meta.pledge && error instanceof ApiRequestError && error.serverMessage) {
    return error.serverMessage;
  }
  if (!meta.claim || !(error instanceof ApiRequestError) || !error.serverMessage) {
    return meta.failure;
  }
  // A stale page: received meanwhile (A1), another of its alternatives claimed (A5), or made a
  // group gift (A3). The server's sentence says why it can no longer be had so.
  if (error.code && SAID_BY_SERVER.has(error.code)) return error.serverMessage;
  if (error.code === 'surprise') {
    return t('lists.failureWithReason', { failure: meta.failure, reason: error.serverMessage });
  }
  if (several && error.status === 409) return error.serverMessage;
  return meta.failure;
}

/** Refusals of a claim the server's sentence explains best. */
const SAID_BY_SERVER = new Set(['RECEIVED', 'COVERED', 'GROUP_GIFT']);

/** Deletes an item: the list is saved without it (spec section 4), as it stands (save-items.ts). */
export function useDeleteItem(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: itemActionKey(listId),
    meta: { failure: specT('spec.deleteItemFailed') } satisfies ItemActionMeta,
    mutationFn: ({ itemId }: { itemId: string }) =>
      saveItems(queryClient, listId, { intent: { kind: 'delete', itemId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
