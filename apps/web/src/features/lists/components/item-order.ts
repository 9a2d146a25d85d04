import type { Item } from '@wishlist/core';
import { useSyncExternalStore } from 'react';
import type { ListsKey } from '../i18n';

/**
 * How a list's items are shown (decision 012): in the owner's order, most wanted first, or by
 * price. A way of looking, not a fact about the list: kept on this device (localStorage, one
 * value for every list) and never sent, so a giver's choice changes nothing for anyone else.
 */
export type ItemOrder = 'list' | 'priority' | 'price';

export const ITEM_ORDER_KEY = 'itemOrder';

/** The orders offered, each with the catalogue key of its name. */
export const ITEM_ORDERS: ReadonlyArray<readonly [ItemOrder, ListsKey]> = [
  ['list', 'lists.order.list'],
  ['priority', 'lists.order.priority'],
  ['price', 'lists.order.price'],
];

/** The same, as the owner's More menu names them on a phone ("Sort: list order"). */
export const ITEM_ORDER_CHOICES: ReadonlyArray<readonly [ItemOrder, ListsKey]> = [
  ['list', 'lists.menu.sortList'],
  ['priority', 'lists.menu.sortPriority'],
  ['price', 'lists.menu.sortPrice'],
];

export function parseItemOrder(value: unknown): ItemOrder {
  return value === 'priority' || value === 'price' ? value : 'list';
}

function readSaved(): ItemOrder {
  try {
    return parseItemOrder(localStorage.getItem(ITEM_ORDER_KEY));
  } catch {
    return 'list';
  }
}

const listeners = new Set<() => void>();
/** The choice when storage cannot be written. */
let fallback: ItemOrder | null = null;

export function setItemOrder(order: ItemOrder): void {
  try {
    if (order === 'list') localStorage.removeItem(ITEM_ORDER_KEY);
    else localStorage.setItem(ITEM_ORDER_KEY, order);
  } catch {
    // Not kept (storage blocked): the page still shows the order chosen, until it is left.
    fallback = order;
  }
  for (const listener of listeners) listener();
}

export function useItemOrder(): ItemOrder {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // Another tab's choice applies here too.
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    () => fallback ?? readSaved(),
  );
}

/**
 * The items in the chosen order. Sorting is stable, so ties keep the owner's order; items
 * without a price come after every priced one.
 */
export function sortItems(items: readonly Item[], order: ItemOrder): readonly Item[] {
  if (order === 'list') return items;
  const sorted = [...items];
  if (order === 'priority') return sorted.sort((a, b) => b.priority - a.priority);
  return sorted.sort((a, b) => {
    if (a.price === null || b.price === null)
      return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
    return a.price - b.price;
  });
}
