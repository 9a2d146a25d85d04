import type { WishList } from '@wishlist/core';
import { useId } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { t } from '../i18n';
import { ITEM_ORDERS, parseItemOrder, setItemOrder, useItemOrder } from './item-order';

interface ItemsToolbarProps {
  list: WishList;
  /** On a phone the owner sorts from the More menu (list-owner-menu.tsx), to save a row. */
  isOwner: boolean;
  /** The owner is rearranging the items (reorder-list.tsx). */
  arranging: boolean;
  onArrange: (arranging: boolean) => void;
}

/**
 * How the items are shown, for everyone; while the owner rearranges them (a mode started from
 * the More menu), what to do and the button that ends it. Rearranging is a mode of its own:
 * its drag handles and Move up / Move down buttons would not fit beside a phone card's row of
 * buttons, and its drag-and-drop code loads only then (decision 012).
 */
export function ItemsToolbar({ list, isOwner, arranging, onArrange }: ItemsToolbarProps) {
  const id = useId();
  const order = useItemOrder();
  const phone = useMediaQuery(PHONE_QUERY);
  if (list.items.length < 2) return null;
  if (arranging) {
    return (
      <div className="items-toolbar items-toolbar-arranging">
        <p className="items-toolbar-hint" id={`${id}-hint`}>
          {t('lists.toolbar.hint')}
        </p>
        <button
          type="button"
          className="button button-primary"
          aria-describedby={`${id}-hint`}
          onClick={() => onArrange(false)}
        >
          {t('lists.toolbar.done')}
        </button>
      </div>
    );
  }
  if (isOwner && phone && !list.archived) return null;
  return (
    <div className="items-toolbar">
      <label htmlFor={`${id}-order`} className="field-label">
        {t('lists.order.label')}
      </label>
      <select
        id={`${id}-order`}
        className="input items-sort-select"
        value={order}
        onChange={(event) => setItemOrder(parseItemOrder(event.target.value))}
      >
        {ITEM_ORDERS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Starts rearranging: what is rearranged is the list's own order, so that is what is shown.
 */
export function startArranging(onArrange: (arranging: boolean) => void): void {
  setItemOrder('list');
  onArrange(true);
}
