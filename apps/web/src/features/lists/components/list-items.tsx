import type { Item, WishList } from '@wishlist/core';
import { isAmazonUkHost } from '@wishlist/core';
import { describeFailure, useItemActionError } from '../api/item-actions';
import { type CardViewer, wantsSeveral } from './card-viewer';
import { ItemCard } from './item-card';
import type { OpenListDialog } from './list-dialog';
import { useCardActions } from './use-card-actions';

interface ListItemsProps {
  list: WishList;
  currentUserId: string;
  onOpen: OpenListDialog;
}

/**
 * The list's items, or what to do when there are none. Marking, unmarking and claiming happen
 * here; a failed action on an item says so in its card, where the person who clicked is
 * looking, even far down a long list.
 */
export function ListItems({ list, currentUserId, onOpen }: ListItemsProps) {
  const isOwner = list.userId._id === currentUserId;
  const viewer: CardViewer = {
    userId: currentUserId,
    isOwner,
    // Today in UTC, as the server decides it (G1).
    // The server's clock decides (see surprise-text.ts).
    surprised: isOwner && list.surpriseActive,
  };
  const { on, pendingItemId, announcement } = useCardActions(list._id, viewer, onOpen);
  const failed = useItemActionError(list._id);

  if (list.items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">This list is empty</p>
        <p className="muted">
          {isOwner
            ? 'Add your first wish with the Add item button, or paste a shop link with Quick Add.'
            : 'Nothing has been added yet. Check back soon!'}
        </p>
      </div>
    );
  }

  return (
    <section aria-label="Items">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ul className="item-grid">
        {list.items.map((item) => (
          <ItemCard
            key={item._id}
            item={item}
            viewer={viewer}
            busy={pendingItemId === item._id}
            error={failed?.itemId === item._id ? describeFailure(failed, wantsSeveral(item)) : null}
            on={on}
          />
        ))}
      </ul>
      {list.items.some(isTaggedAffiliateLink) ? (
        <p className="affiliate-note">
          Some buy links are affiliate links: as an Amazon Associate, Wishlist earns from qualifying
          purchases, at no cost to you.
        </p>
      ) : null}
    </section>
  );
}

/** A buy link the server tagged for Amazon's programme, which asks for a visible disclosure. */
function isTaggedAffiliateLink(item: Item): boolean {
  if (!item.affiliateLink) return false;
  try {
    const url = new URL(item.affiliateLink);
    return isAmazonUkHost(url.hostname) && url.searchParams.has('tag');
  } catch {
    return false;
  }
}
