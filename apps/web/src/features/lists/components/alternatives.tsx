import type { Item } from '@wishlist/core';
import { giftT } from '../after-gift-i18n';
import type { CardViewer } from './card-viewer';

/**
 * A5: an item another of its group made unneeded ("any one of these"). Not said to an owner in
 * surprise mode, to whom it would tell that one of them was claimed.
 */
export function CoveredNote({ item, viewer }: { item: Item; viewer: CardViewer }) {
  if (!item.covered || item.received || viewer.surprised) return null;
  return (
    <p className="covered-note">
      <span aria-hidden="true">✓ </span>
      {giftT('lists.anyOf.covered')}
    </p>
  );
}
