import type { Item } from '@wishlist/core';
import { giftT } from '../after-gift-i18n';

/**
 * A5: an item another of its group made unneeded ("any one of these"). The server decides who
 * is told: an owner in surprise mode only by what they marked received themselves.
 */
export function CoveredNote({ item }: { item: Item }) {
  if (!item.covered || item.received) return null;
  return (
    <p className="covered-note">
      <span aria-hidden="true">✓ </span>
      {giftT('lists.anyOf.covered')}
    </p>
  );
}
