import type { Item, WishList } from '@wishlist/core';
import { isAmazonUkHost } from '@wishlist/core';
import { useItemActionError } from '../api/item-actions';
import { useSetBought } from '../api/mark-bought';
import { ItemCard, type ItemCardActions } from './item-card';
import type { OpenListDialog } from './list-dialog';

interface ListItemsProps {
  list: WishList;
  currentUserId: string;
  onOpen: OpenListDialog;
}

/**
 * The list's items, or what to do when there are none. Marking and unmarking happen here; a
 * failed action on an item says so in its card, where the person who clicked is looking, even
 * far down a long list.
 */
export function ListItems({ list, currentUserId, onOpen }: ListItemsProps) {
  const mark = useSetBought(list._id, 'mark-bought');
  const unmark = useSetBought(list._id, 'unmark-bought');
  const failed = useItemActionError(list._id);
  const isOwner = list.userId._id === currentUserId;

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

  const on: ItemCardActions = {
    mark: (item: Item) => mark.mutate(item._id),
    unmark: (item: Item) => unmark.mutate(item._id),
    open: onOpen,
  };
  const pendingItem =
    (mark.isPending ? mark.variables : null) ?? (unmark.isPending ? unmark.variables : null);
  return (
    <section aria-label="Items">
      <ul className="item-grid">
        {list.items.map((item) => (
          <ItemCard
            key={item._id}
            item={item}
            isOwner={isOwner}
            currentUserId={currentUserId}
            busy={pendingItem === item._id}
            error={failed?.itemId === item._id ? failed.message : null}
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
