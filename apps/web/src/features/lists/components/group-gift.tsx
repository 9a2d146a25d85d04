import type { Item } from '@wishlist/core';
import { priceCurrency } from '@wishlist/core';
import { formatPrice } from '../../../lib/format';
import { giftT } from '../after-gift-i18n';
import type { CardViewer } from './card-viewer';

interface GroupGiftProps {
  item: Item;
  viewer: CardViewer;
  /** The list's currency: pledges are in the item's price currency. */
  currency: string;
}

/** A3: the item counts as claimed once its pledges reach its price (the server says so). */
export function isFunded(item: Item): boolean {
  return item.groupGift === true && item.quantity > 0 && item.claimed >= item.quantity;
}

/**
 * How far a group gift is funded. Givers, a child's managers among them (C4), see a bar ("$45 of
 * $120 pledged") and who pledged what; the owner and co-owners see the sum only, and in surprise
 * mode nothing (the server sends none then; the page does not rely on it, as it names nobody to
 * the owner side either).
 */
export function GroupGiftFunding({ item, viewer, currency }: GroupGiftProps) {
  if (viewer.surprised || item.pledged === undefined) return null;
  const money = (amount: number) => formatPrice(amount, priceCurrency(item, currency));
  const funded = isFunded(item);
  const fundedNote = funded ? (
    <p className="bought-note">
      <span aria-hidden="true">✓ </span>
      {giftT('lists.groupGift.funded')}
    </p>
  ) : null;
  if (!viewer.talks || item.price === null) {
    return (
      <>
        {fundedNote}
        <p className="claim-count">
          {giftT('lists.groupGift.pledgedOwner', { pledged: money(item.pledged) })}
        </p>
      </>
    );
  }
  const progress = giftT('lists.groupGift.progress', {
    pledged: money(item.pledged),
    price: money(item.price),
  });
  return (
    <>
      {fundedNote}
      <div className="funding">
        <progress
          className="funding-bar"
          max={item.price}
          value={Math.min(item.pledged, item.price)}
          aria-label={giftT('lists.groupGift.progressLabel', { name: item.name })}
          aria-valuetext={progress}
        />
        <p className="claim-count" aria-hidden="true">
          {progress}
        </p>
      </div>
      {item.pledges && item.pledges.length > 0 ? (
        <ul
          className="claim-list pledge-list"
          aria-label={giftT('lists.groupGift.pledgesLabel', { name: item.name })}
        >
          {item.pledges.map((pledge) => (
            <li key={pledge.user._id} className="pledge-entry">
              {giftT('lists.groupGift.entry', {
                who:
                  pledge.user._id === viewer.userId ? giftT('lists.notes.you') : pledge.user.name,
                amount: money(pledge.amount),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
