import type { WishList } from '@wishlist/core';
import { useId } from 'react';
import { t } from '../i18n';
import { ITEM_ORDERS, parseItemOrder, setItemOrder, useItemOrder } from './item-order';

interface ItemsToolbarProps {
  list: WishList;
  isOwner: boolean;
  /** The owner is rearranging the items (reorder-list.tsx). */
  arranging: boolean;
  onArrange: (arranging: boolean) => void;
}

/**
 * How the items are shown, for everyone, and for the owner the way into rearranging them.
 * Rearranging is a mode of its own: its drag handles and Move up / Move down buttons would not
 * fit beside a phone card's row of buttons, and its drag-and-drop code loads only then
 * (decision 012). It shows the list's own order, which is what it changes.
 */
export function ItemsToolbar({ list, isOwner, arranging, onArrange }: ItemsToolbarProps) {
  const id = useId();
  const order = useItemOrder();
  if (list.items.length < 2) return null;
  const canArrange = isOwner && !list.archived;
  return (
    <div className="items-toolbar">
      {arranging ? (
        <p className="items-toolbar-hint" id={`${id}-hint`}>
          {t('lists.toolbar.hint')}
        </p>
      ) : (
        <div className="items-sort">
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
      )}
      {canArrange ? (
        <button
          type="button"
          className={arranging ? 'button button-primary' : 'button button-secondary'}
          aria-describedby={arranging ? `${id}-hint` : undefined}
          onClick={() => {
            // What is rearranged is the list's own order, so that is what is shown.
            if (!arranging) setItemOrder('list');
            onArrange(!arranging);
          }}
        >
          {arranging ? t('lists.toolbar.done') : t('lists.toolbar.reorder')}
        </button>
      ) : null}
    </div>
  );
}
