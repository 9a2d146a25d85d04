import type { Item, WishList } from '@wishlist/core';
import { isAmazonUkHost } from '@wishlist/core';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { withCatalogs } from '../../../lib/i18n';
import { describeFailure, useItemActionError } from '../api/item-actions';
import { t } from '../i18n';
import { listRights } from '../list-rights';
import { type CardViewer, wantsSeveral } from './card-viewer';
import { ItemCard } from './item-card';
import { sortItems, useItemOrder } from './item-order';
import type { OpenListDialog } from './list-dialog';
import { whoSeesMine } from './surprise-text';
import { useCardActions } from './use-card-actions';
import { useWritesBlocked } from './use-writes-blocked';

/**
 * Drag and drop (dnd-kit, ~16 KB gzipped) loads only when the owner starts rearranging (decision 012);
 * if it cannot be loaded, that is said instead.
 */
const ReorderList = lazy(() =>
  withCatalogs(import('./reorder-list')).catch(() => ({
    default: () => <Alert tone="error">{t('lists.unavailable')}</Alert>,
  })),
);

interface ListItemsProps {
  list: WishList;
  currentUserId: string;
  onOpen: OpenListDialog;
  /** The owner is rearranging the items: handles and Move buttons instead of the cards. */
  arranging?: boolean;
}

/**
 * The list's items, or what to do when there are none. Marking, unmarking and claiming happen
 * here; a failed action on an item says so in its card, where the person who clicked is
 * looking, even far down a long list.
 */
export function ListItems({ list, currentUserId, onOpen, arranging = false }: ListItemsProps) {
  // Co-owners and managers have owner rights (C4, C5); a manager sees the claims in surprise mode.
  const rights = listRights(list, currentUserId);
  const isOwner = rights.edits;
  const writes = useWritesBlocked();
  const viewer: CardViewer = {
    listId: list._id,
    userId: currentUserId,
    isOwner,
    talks: rights.standing === 'giver' || rights.standing === 'manager',
    // The server's clock decides (see surprise-text.ts).
    surprised: rights.surprised,
    readOnly: list.archived,
    seenBy: isOwner ? null : whoSeesMine(list),
    writes,
  };
  const { on, pendingItemId, announcement } = useCardActions(
    list._id,
    viewer,
    onOpen,
    list.currency,
  );
  const failed = useItemActionError(list._id);
  const order = useItemOrder();

  if (list.items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">{t('lists.items.empty')}</p>
        <p className="muted">
          {isOwner && !list.archived ? t('lists.items.emptyOwner') : t('lists.items.emptyGiver')}
        </p>
      </div>
    );
  }

  if (arranging && isOwner && !list.archived) {
    return (
      <Suspense fallback={<Spinner label={t('lists.opening')} />}>
        <ReorderList list={list} />
      </Suspense>
    );
  }

  return (
    // A heading of its own, hidden: the cards' names are h3s, under the page's h1.
    <section aria-labelledby="list-items-title">
      <h2 id="list-items-title" className="visually-hidden">
        {t('lists.items.label')}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ul className="item-grid">
        {sortItems(list.items, order).map((item) => (
          <ItemCard
            key={item._id}
            item={item}
            viewer={viewer}
            currency={list.currency}
            busy={pendingItemId === item._id}
            error={failed?.itemId === item._id ? describeFailure(failed, wantsSeveral(item)) : null}
            on={on}
          />
        ))}
      </ul>
      {list.items.some(isTaggedAffiliateLink) ? (
        <p className="affiliate-note">{t('lists.items.affiliate')}</p>
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
