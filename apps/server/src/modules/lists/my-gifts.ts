import type { MyClaim } from '@wishlist/core';

/** What My Gifts reads of a claim's or a pledge's list (`giftItems`). */
interface GiftListRow {
  list_id: string;
  list_name: string;
  owner_id: string;
  owner_name: string;
  event_date: string | null;
  list_currency: string;
}

/** The list of a gift in My Gifts (G3), as its answers carry it. */
export function giftList(row: GiftListRow): Omit<MyClaim['list'], 'visible'> {
  return {
    _id: row.list_id,
    name: row.list_name,
    owner: { _id: row.owner_id, name: row.owner_name },
    eventDate: row.event_date,
    currency: row.list_currency,
  };
}

type Gift = { list: Pick<MyClaim['list'], '_id' | 'name' | 'eventDate'>; at: string };

/** Soonest event first, lists with no date last; then by list, then the oldest gift first. */
export function soonestEventFirst(a: Gift, b: Gift): number {
  const dateA = a.list.eventDate ?? '9999-12-31';
  const dateB = b.list.eventDate ?? '9999-12-31';
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  if (a.list._id !== b.list._id)
    return a.list.name.localeCompare(b.list.name) || (a.list._id < b.list._id ? -1 : 1);
  return a.at < b.at ? -1 : a.at > b.at ? 1 : 0;
}
