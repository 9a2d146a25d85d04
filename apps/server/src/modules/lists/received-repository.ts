import type { Db } from '../../db/database.js';
import { selectItems } from './rows.js';

/** A1: items their owners marked received, and whether they have thanked for them. */
export class ReceivedRepository {
  constructor(private readonly db: Db) {}

  /**
   * Marks the item received now (keeping when it first was), with the owner's note, or not
   * received (note and thanks gone). False when the list has no such item.
   */
  async mark(
    listId: string,
    itemId: string,
    received: { note: string | null; now: string } | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('items')
      .set((eb) =>
        received
          ? {
              received_at: eb.fn.coalesce('received_at', eb.val(received.now)),
              received_note: received.note,
            }
          : { received_at: null, received_note: null, thanked: 0 },
      )
      .where('id', '=', itemId)
      .where('list_id', '=', listId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The received items of `listIds`, newest first, with their list's name and surprise facts. */
  receivedIn(listIds: string[]) {
    if (listIds.length === 0) return Promise.resolve([]);
    return selectItems(this.db)
      .innerJoin('lists', 'lists.id', 'items.list_id')
      .select(['lists.name as list_name', 'lists.surprise', 'lists.event_date'])
      .where('items.list_id', 'in', listIds)
      .where('items.received_at', 'is not', null)
      .orderBy('items.received_at', 'desc')
      .orderBy('items.id')
      .execute();
  }

  /** Sets `thanked` on a received item of one of `listIds`; false when there is none. */
  async thank(listIds: string[], itemId: string, thanked: boolean): Promise<boolean> {
    if (listIds.length === 0) return false;
    const result = await this.db
      .updateTable('items')
      .set({ thanked: thanked ? 1 : 0 })
      .where('id', '=', itemId)
      .where('list_id', 'in', listIds)
      .where('received_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
