import { type Item, type ItemBody, toItemBody, type WishList } from '@wishlist/core';

/**
 * What the owner meant by a save of the list's items, kept as intent rather than as the array
 * it produced: when another save came first (409 `stale`, decision 012) the same intent is
 * applied to the list as it now stands, so an item added elsewhere is kept and nothing typed is
 * lost.
 */
export type ItemsIntent =
  /** New items, last (Add item, Quick Add, several links at once). */
  | { kind: 'add'; items: ItemBody[] }
  /** One item as the form now says; if it was deleted elsewhere meanwhile, it is added again. */
  | { kind: 'edit'; itemId: string; item: ItemBody }
  | { kind: 'delete'; itemId: string }
  /**
   * One item moved to just after `after` (null: first). `index` places it when `after` has
   * gone meanwhile.
   */
  | { kind: 'move'; itemId: string; after: string | null; index: number };

export type MoveIntent = Extract<ItemsIntent, { kind: 'move' }>;

/** `items` with `itemId` moved as the intent says; the same array when it is not there. */
export function moveItem<T extends { _id?: string }>(items: readonly T[], intent: MoveIntent): T[] {
  const moving = items.find((item) => item._id === intent.itemId);
  if (!moving) return [...items];
  const rest = items.filter((item) => item !== moving);
  const anchor = intent.after === null ? -1 : rest.findIndex((item) => item._id === intent.after);
  const at =
    intent.after === null
      ? 0
      : anchor >= 0
        ? anchor + 1
        : Math.min(Math.max(intent.index, 0), rest.length);
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** The move that puts `itemId` at `index` of `items` (as a drop or a Move up/down does). */
export function moveTo(items: readonly Item[], itemId: string, index: number): MoveIntent {
  const rest = items.filter((item) => item._id !== itemId);
  const at = Math.min(Math.max(index, 0), rest.length);
  return { kind: 'move', itemId, after: at === 0 ? null : (rest[at - 1]?._id ?? null), index: at };
}

/** The `items` of the save that carries out `intent` on `list` as it stands. */
export function itemsFor(list: WishList, intent: ItemsIntent): ItemBody[] {
  switch (intent.kind) {
    case 'add':
      return [...list.items.map(toItemBody), ...intent.items];
    case 'edit': {
      const known = list.items.some((item) => item._id === intent.itemId);
      if (!known) return [...list.items.map(toItemBody), withoutId(intent.item)];
      return list.items.map((item) =>
        item._id === intent.itemId ? { ...intent.item, _id: item._id } : toItemBody(item),
      );
    }
    case 'delete':
      return list.items.filter((item) => item._id !== intent.itemId).map(toItemBody);
    case 'move':
      return moveItem(list.items, intent).map(toItemBody);
  }
}

function withoutId(item: ItemBody): ItemBody {
  const { _id: _unused, ...rest } = item;
  return rest;
}
