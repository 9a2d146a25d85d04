import '../lists.css';
import type { Item } from '@wishlist/core';
import { formatPrice, isHttpUrl } from '@wishlist/core';
import { useEffect, useId, useRef, useState } from 'react';
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
        {item.description ? (
          // Keyed by its text, so an edited description is measured (and folded) afresh.
          <ItemDescription key={item.description} text={item.description} name={item.name} />
        ) : null}
        {bought ? (
          <p className="bought-note">
            <span aria-hidden="true">✓ </span>Bought by {buyerName}
          </p>
        ) : null}
      </div>
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
          <span className="item-tools">
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
          </span>
        ) : null}
      </div>
      {error ? (
        <div className="item-error">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </li>
  );
}

/**
 * On a phone a description shows two lines (item-card-phone.css); when that cuts it short, a
 * "Show more" button over the end of the second line shows the rest, so a friend, who has no
 * Edit dialog, can still read it. Screen readers always get the whole text: the clamp only
 * hides it visually.
 */
function ItemDescription({ text, name }: { text: string; name: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useEffect(() => {
    const paragraph = ref.current;
    if (!paragraph || typeof ResizeObserver === 'undefined') return;
    const measure = () => setClamped(paragraph.scrollHeight > paragraph.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="item-description-box">
      <p
        ref={ref}
        id={id}
        className={`item-description${expanded ? ' item-description-expanded' : ''}`}
      >
        {text}
      </p>
      {clamped || expanded ? (
        <button
          type="button"
          className="link-button item-more"
          aria-label={`${expanded ? 'Show less' : 'Show more'}: ${name}`}
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
