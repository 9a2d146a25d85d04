import type { Pledge } from '@wishlist/core';
import type { Audience } from './audience.js';
import type { ItemRow, PledgeRow } from './rows.js';

/** Each group gift's pledges, oldest first, as givers see them (A3). */
export function pledgesByItem(rows: readonly PledgeRow[]): Map<string, Pledge[]> {
  const byItem = new Map<string, Pledge[]>();
  for (const row of rows) {
    const pledge = { user: { _id: row.user_id, name: row.user_name }, amount: row.amount / 100 };
    const bucket = byItem.get(row.item_id);
    if (bucket) bucket.push(pledge);
    else byItem.set(row.item_id, [pledge]);
  }
  return byItem;
}

const NOTHING_COVERED: ReadonlySet<string> = new Set();

/**
 * The alternatives (A5) that `audience` sees covered: those whose group has another item that
 * is claimed or received. An owner in surprise mode knows only of what they received.
 */
export function coveredItems(items: readonly ItemRow[], audience: Audience): ReadonlySet<string> {
  const groups = new Map<string, ItemRow[]>();
  for (const item of items) {
    if (item.any_of === null) continue;
    const group = groups.get(item.any_of);
    if (group) group.push(item);
    else groups.set(item.any_of, [item]);
  }
  if (groups.size === 0) return NOTHING_COVERED;
  const covering = (item: ItemRow) =>
    item.received_at !== null || (audience !== 'surprised' && item.claimed > 0);
  const covered = new Set<string>();
  for (const group of groups.values()) {
    const taken = group.filter(covering);
    if (taken.length === 0) continue;
    for (const item of group) if (!taken.includes(item)) covered.add(item.id);
  }
  return covered;
}
