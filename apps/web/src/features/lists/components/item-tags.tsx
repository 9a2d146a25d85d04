import type { Item } from '@wishlist/core';
import { giftT } from '../after-gift-i18n';
import { t } from '../i18n';
import { PriorityMarks } from './priority-marks';

/**
 * The card's tags: want or have, category, how much it is wanted (L1), and what the owner set
 * around the gift: private (A4), group gift (A3), its alternatives group (A5).
 */
export function ItemTags({ item }: { item: Item }) {
  return (
    <div className="item-tags">
      <span className={`badge ${item.type === 'have' ? 'badge-blue' : 'badge-purple'}`}>
        {item.type === 'have' ? t('lists.item.have') : t('lists.item.want')}
      </span>
      {item.category ? <span className="badge">{item.category}</span> : null}
      <PriorityMarks level={item.priority} />
      {item.hidden ? (
        <span className="badge badge-private">{giftT('lists.private.badge')}</span>
      ) : null}
      {item.groupGift ? (
        <span className="badge badge-green">{giftT('lists.groupGift.badge')}</span>
      ) : null}
      {item.anyOf ? (
        <span className="badge badge-any-of">
          {giftT('lists.anyOf.badge', { group: item.anyOf })}
        </span>
      ) : null}
    </div>
  );
}
