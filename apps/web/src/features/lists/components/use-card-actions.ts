import type { Claim, Item } from '@wishlist/core';
import { priceCurrency } from '@wishlist/core';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { giftT } from '../after-gift-i18n';
import { useSetBought } from '../api/mark-bought';
import { useSetPledge } from '../api/pledges';
import { useSetReceived } from '../api/set-received';
import { t } from '../i18n';
import { type CardViewer, type ItemCardActions, wantsSeveral } from './card-viewer';
import type { OpenListDialog } from './list-dialog';

/**
 * The cards' claim actions on one list, which item is waiting for the server, and a sentence
 * for screen readers saying what the last one did (the button pressed may be gone by then).
 */
export function useCardActions(
  listId: string,
  viewer: CardViewer,
  onOpen: OpenListDialog,
  currency: string,
) {
  const mark = useSetBought(listId, 'mark-bought');
  const unmark = useSetBought(listId, 'unmark-bought');
  const received = useSetReceived(listId);
  const pledge = useSetPledge(listId);
  const [announcement, setAnnouncement] = useState('');
  const announce = (text: string) => ({ onSuccess: () => setAnnouncement(text) });
  // A giver's mark is told with who sees it, as the card then says.
  const seen = (text: string) => (viewer.seenBy ? `${text} ${viewer.seenBy}` : text);

  const on: ItemCardActions = {
    mark: (item: Item, quantity = 1) => {
      if (!wantsSeveral(item)) {
        // The spec's call: no body.
        mark.mutate(
          { itemId: item._id },
          announce(seen(t('lists.announce.marked', { name: item.name }))),
        );
        return;
      }
      mark.mutate(
        { itemId: item._id, quantity },
        {
          onSuccess: (answer) =>
            setAnnouncement(
              seen(
                t('lists.announce.claimed', {
                  count: quantity,
                  name: item.name,
                  claimed: answer.claimed,
                  quantity: answer.quantity,
                }),
              ),
            ),
        },
      );
    },
    unmark: (item: Item, claim?: Claim) => {
      if (claim) {
        const text =
          claim.user._id === viewer.userId
            ? t('lists.announce.removedYours', { name: item.name })
            : t('lists.announce.removedTheirs', { who: claim.user.name, name: item.name });
        unmark.mutate({ itemId: item._id, userId: claim.user._id }, announce(text));
        return;
      }
      unmark.mutate(
        { itemId: item._id },
        announce(
          wantsSeveral(item)
            ? t('lists.announce.gaveBack', { name: item.name })
            : t('lists.announce.unmarked', { name: item.name }),
        ),
      );
    },
    pledge: (item: Item, amount: number) =>
      pledge.mutate(
        { itemId: item._id, amount },
        announce(
          giftT('lists.groupGift.pledged', {
            amount: formatPrice(amount, priceCurrency(item, currency)),
            name: item.name,
          }),
        ),
      ),
    withdraw: (item: Item) =>
      pledge.mutate(
        { itemId: item._id, amount: null },
        announce(giftT('lists.groupGift.withdrawn', { name: item.name })),
      ),
    open: onOpen,
    notReceived: (item: Item) =>
      received.mutate(
        { itemId: item._id, received: false },
        announce(giftT('lists.received.undone', { name: item.name })),
      ),
  };
  const pendingItemId =
    (mark.isPending ? mark.variables?.itemId : undefined) ??
    (unmark.isPending ? unmark.variables?.itemId : undefined) ??
    (received.isPending ? received.variables?.itemId : undefined) ??
    (pledge.isPending ? pledge.variables?.itemId : undefined) ??
    null;
  return { on, pendingItemId, announcement };
}
