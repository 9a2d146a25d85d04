import '../lists.css';
import type { Item } from '@wishlist/core';
import { isHttpUrl, priceCurrency } from '@wishlist/core';
import { Alert } from '../../../components/ui/alert';
import { ItemImage } from '../../../components/ui/item-image';
import { Menu } from '../../../components/ui/menu';
import { formatPrice } from '../../../lib/format';
import { giftT } from '../after-gift-i18n';
import { t } from '../i18n';
import { CoveredNote } from './alternatives';
import { type CardViewer, type ItemCardActions, wantsSeveral } from './card-viewer';
import { ChipIn, ownPledge } from './chip-in';
import { GroupGiftFunding, isFunded } from './group-gift';
import { ClaimButtons, ClaimSummary } from './item-claims';
import { ItemDescription } from './item-description';
import { NotesPanel, NotesToggle, useNotesDisclosure } from './item-notes';
import { ItemTags } from './item-tags';

interface ItemCardProps {
  item: Item;
  viewer: CardViewer;
  /** The list's currency (L2): the price shows in it unless the item has its own. */
  currency: string;
  busy: boolean;
  /** Why the last action on this item failed, shown in the card next to its buttons. */
  error: string | null;
  on: ItemCardActions;
}

/**
 * One item. A quantity-1 item is the spec's card (Mark as bought, Bought by, Unmark); one
 * wanted more than once shows its claims (item-claims.tsx). The owner in surprise mode is
 * offered neither: the list's header says why.
 */
export function ItemCard({ item, viewer, currency, busy, error, on }: ItemCardProps) {
  const several = wantsSeveral(item);
  const bought = item.groupGift
    ? isFunded(item)
    : several
      ? item.claimed >= item.quantity
      : item.boughtBy !== null;
  const claims = { item, viewer, busy, on };
  const notes = useNotesDisclosure(viewer.listId, item._id);
  // A card with no picture at all drops its placeholder on a phone (item-card-phone.css).
  const classes = [
    'item-card',
    bought || item.received ? 'item-card-bought' : '',
    item.imageUrl ? '' : 'item-card-no-image',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <ItemImage src={item.imageUrl} alt={item.name} />
      <div className="item-body">
        <ItemTags item={item} />
        <h3 className="item-name">{item.name}</h3>
        {item.price !== null ? (
          <p className="item-price">{formatPrice(item.price, priceCurrency(item, currency))}</p>
        ) : null}
        {item.description ? (
          // Keyed by its text, so an edited description is measured (and folded) afresh.
          <ItemDescription key={item.description} text={item.description} name={item.name} />
        ) : null}
        {item.groupGift ? (
          <GroupGiftFunding item={item} viewer={viewer} currency={currency} />
        ) : several ? (
          <ClaimSummary {...claims} />
        ) : (
          <BoughtNote item={item} viewer={viewer} />
        )}
        <CoveredNote item={item} />
        {item.received ? (
          <p className="received-note">
            <span aria-hidden="true">✓ </span>
            {giftT('lists.received.badge')}
          </p>
        ) : null}
      </div>
      <div className="item-actions">
        {item.affiliateLink && isHttpUrl(item.affiliateLink) ? (
          <a
            aria-label={t('lists.item.buyLabel', { name: item.name })}
            className="button button-secondary button-small"
            href={item.affiliateLink}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {t('lists.item.buy')}
          </a>
        ) : null}
        {/* A1, A5: a received item, or one another of its group made unneeded, can no longer be
            claimed, by anyone. A group gift (A3) takes pledges instead of claims. */}
        {item.received || item.covered ? null : item.groupGift ? (
          <ChipIn key={ownPledge(item, viewer)?.amount ?? 'none'} {...claims} currency={currency} />
        ) : several ? (
          <ClaimButtons {...claims} />
        ) : (
          <MarkButtons {...claims} />
        )}
        {viewer.talks ? <NotesToggle item={item} notes={notes} /> : null}
        {viewer.isOwner ? <OwnerTools item={item} viewer={viewer} on={on} /> : null}
      </div>
      {error ? (
        <div className="item-error">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {/* A2: the givers' side only; the owner and co-owners never have them rendered, nor read. */}
      {viewer.talks ? <NotesPanel item={item} viewer={viewer} notes={notes} /> : null}
    </li>
  );
}

/**
 * The owner's Edit, and in a menu the rarer Copy or move and Delete: a phone's one row of
 * 44 px buttons has no room for a fifth (decision 012). On an archived list only a copy can be
 * made (L3: copying out of it is allowed, moving is not).
 */
function OwnerTools({ item, viewer, on }: Pick<ItemCardProps, 'item' | 'viewer' | 'on'>) {
  const { blocked, explain } = viewer.writes;
  if (viewer.readOnly) {
    return (
      <span className="item-tools">
        <button
          aria-label={t('lists.item.copyToLabel', { name: item.name })}
          type="button"
          className="button button-ghost button-small"
          disabled={blocked}
          {...explain}
          onClick={() => on.open({ kind: 'copy', item })}
        >
          {t('lists.item.copyTo')}
        </button>
      </span>
    );
  }
  return (
    <span className="item-tools">
      <button
        aria-label={t('lists.item.editLabel', { name: item.name })}
        type="button"
        className="button button-ghost button-small"
        disabled={blocked}
        {...explain}
        onClick={() => on.open({ kind: 'edit', item })}
      >
        {t('lists.action.edit')}
      </button>
      <Menu
        label={t('lists.item.moreLabel', { name: item.name })}
        triggerClassName="button button-ghost button-small item-menu-button"
        actions={[
          item.received
            ? {
                label: giftT('lists.received.unmark'),
                disabled: blocked,
                onSelect: () => on.notReceived(item),
              }
            : {
                label: giftT('lists.received.mark'),
                disabled: blocked,
                onSelect: () => on.open({ kind: 'received', item }),
              },
          {
            label: t('lists.item.copyOrMove'),
            disabled: blocked,
            onSelect: () => on.open({ kind: 'copy', item }),
          },
          {
            label: t('lists.action.deleteMore'),
            tone: 'danger',
            disabled: blocked,
            onSelect: () => on.open({ kind: 'delete', item }),
          },
        ]}
      >
        <span aria-hidden="true">⋯</span>
      </Menu>
    </span>
  );
}

/**
 * The spec's "Bought by X" (or "Bought by you"); a giver's own mark says who sees it ("Olivia
 * can see that you marked it").
 */
function BoughtNote({ item, viewer }: { item: Item; viewer: CardViewer }) {
  if (!item.boughtBy) return null;
  const mine = item.boughtBy._id === viewer.userId;
  const text = mine
    ? t('lists.item.boughtByYou')
    : t('lists.item.boughtBy', { name: item.boughtBy.name });
  return (
    <>
      <p className="bought-note">
        <span aria-hidden="true">✓ </span>
        {text}
      </p>
      {mine && viewer.seenBy ? <p className="seen-by-note">{viewer.seenBy}</p> : null}
    </>
  );
}

/** The spec's Mark as bought and Unmark (the latter for the owner and the buyer only). */
function MarkButtons({ item, viewer, busy, on }: Omit<ItemCardProps, 'error' | 'currency'>) {
  if (viewer.surprised || viewer.readOnly) return null;
  const { blocked, explain } = viewer.writes;
  const bought = item.boughtBy !== null;
  const canUnmark = bought && (viewer.isOwner || item.boughtBy?._id === viewer.userId);
  return (
    <>
      {!bought ? (
        <button
          aria-label={t('lists.item.markLabel', { name: item.name })}
          type="button"
          className="button button-primary button-small"
          disabled={busy || blocked}
          {...explain}
          onClick={() => on.mark(item)}
        >
          {t('lists.item.mark')}
        </button>
      ) : null}
      {canUnmark ? (
        <button
          aria-label={t('lists.item.unmarkLabel', { name: item.name })}
          type="button"
          className="button button-secondary button-small"
          disabled={busy || blocked}
          {...explain}
          onClick={() => on.unmark(item)}
        >
          {t('lists.item.unmark')}
        </button>
      ) : null}
    </>
  );
}
