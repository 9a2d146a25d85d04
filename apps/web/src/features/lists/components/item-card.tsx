import '../lists.css';
import type { Item } from '@wishlist/core';
import { formatPrice, isHttpUrl } from '@wishlist/core';
import { Alert } from '../../../components/ui/alert';
import { ItemImage } from '../../../components/ui/item-image';
import type { OpenListDialog } from './list-dialog';

/** What a card's buttons do: mark and unmark here, edit and delete through the owner's dialogs. */
export interface ItemCardActions {
  mark: (item: Item) => void;
  unmark: (item: Item) => void;
  open: OpenListDialog;
}

interface ItemCardProps {
  item: Item;
  isOwner: boolean;
  currentUserId: string;
  busy: boolean;
  /** Why the last action on this item failed, shown in the card next to its buttons. */
  error: string | null;
  on: ItemCardActions;
}

export function ItemCard({ item, isOwner, currentUserId, busy, error, on }: ItemCardProps) {
  const bought = item.boughtBy !== null;
  const canUnmark = bought && (isOwner || item.boughtBy?._id === currentUserId);
  const buyerName = item.boughtBy?._id === currentUserId ? 'you' : item.boughtBy?.name;
  return (
    <li className={`item-card${bought ? ' item-card-bought' : ''}`}>
      <ItemImage src={item.imageUrl} alt={item.name} />
      <div className="item-body">
        <div className="item-tags">
          <span className={`badge ${item.type === 'have' ? 'badge-blue' : 'badge-purple'}`}>
            {item.type === 'have' ? 'Have' : 'Want'}
          </span>
          {item.category ? <span className="badge">{item.category}</span> : null}
        </div>
        <h3 className="item-name">{item.name}</h3>
        {item.price !== null ? <p className="item-price">{formatPrice(item.price)}</p> : null}
        {item.description ? <p className="item-description">{item.description}</p> : null}
        {bought ? (
          <p className="bought-note">
            <span aria-hidden="true">✓ </span>Bought by {buyerName}
          </p>
        ) : null}
        <div className="item-actions">
          {item.affiliateLink && isHttpUrl(item.affiliateLink) ? (
            <a
              aria-label={`Buy ${item.name} (opens in a new tab)`}
              className="button button-secondary button-small"
              href={item.affiliateLink}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              Buy
            </a>
          ) : null}
          {!bought ? (
            <button
              aria-label={`Mark as bought: ${item.name}`}
              type="button"
              className="button button-primary button-small"
              disabled={busy}
              onClick={() => on.mark(item)}
            >
              Mark as bought
            </button>
          ) : null}
          {canUnmark ? (
            <button
              aria-label={`Unmark: ${item.name}`}
              type="button"
              className="button button-secondary button-small"
              disabled={busy}
              onClick={() => on.unmark(item)}
            >
              Unmark
            </button>
          ) : null}
          {isOwner ? (
            <>
              <button
                aria-label={`Edit ${item.name}`}
                type="button"
                className="button button-ghost button-small"
                onClick={() => on.open({ kind: 'edit', item })}
              >
                Edit
              </button>
              <button
                aria-label={`Delete ${item.name}`}
                type="button"
                className="button button-ghost-danger button-small"
                onClick={() => on.open({ kind: 'delete', item })}
              >
                Delete
              </button>
            </>
          ) : null}
        </div>
        {error ? (
          <div className="item-error">
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}
      </div>
    </li>
  );
}
