import type { ItemInput } from '@wishlist/core';
import type { QueryResult } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../ids.js';
import { EDITABLE_FIELDS, ITEM_FIELDS, type ItemRow } from './rows.js';

const changedOne = (result: QueryResult<unknown>) => result.numAffectedRows === 1n;

type EditableItem = Omit<ItemInput, '_id'>;

function itemColumns(item: EditableItem) {
  return {
    name: item.name,
    description: item.description ?? null,
    category: item.category ?? null,
    price: item.price ?? null,
    affiliate_link: item.affiliateLink ?? null,
    image_url: item.imageUrl ?? null,
    type: item.type,
  };
}

/** The item rows of lists: reading them with their buyers, an owner's edits, purchases. */
export class ItemRepository {
  constructor(private readonly db: Db) {}

  // The queries every list call or purchase runs, compiled once (see compiledQuery).
  private readonly itemsOfOne = compiledQuery((listId: string) =>
    this.items(this.db).where('items.list_id', '=', listId).orderBy('items.position'),
  );
  // Conditional on the state the caller read, and nothing returned: the caller has the item.
  private readonly mark = compiledQuery(
    (listId: string, itemId: string, buyerId: string, now: string) =>
      this.db
        .updateTable('items')
        .set({ bought_by: buyerId, bought_at: now })
        .where('id', '=', itemId)
        .where('list_id', '=', listId)
        .where('bought_by', 'is', null),
  );
  private readonly unmark = compiledQuery(
    (listId: string, itemId: string, expectedBuyerId: string) =>
      this.db
        .updateTable('items')
        .set({ bought_by: null, bought_at: null })
        .where('id', '=', itemId)
        .where('list_id', '=', listId)
        .where('bought_by', '=', expectedBuyerId),
  );

  private items(db: Db) {
    return db
      .selectFrom('items')
      .leftJoin('users as buyer', 'buyer.id', 'items.bought_by')
      .select(ITEM_FIELDS.map((field) => `items.${field}` as const))
      .select(['buyer.name as buyer_name', 'buyer.email as buyer_email']);
  }

  /** Items of several lists in one query, in each list's order, with their buyers. */
  async itemsOf(listIds: string[], db: Db = this.db): Promise<ItemRow[]> {
    if (listIds.length === 0) return [];
    if (listIds.length === 1) return (await this.itemsOfOne(db, listIds[0]!)).rows;
    return this.items(db)
      .where('items.list_id', 'in', listIds)
      .orderBy('items.list_id')
      .orderBy('items.position')
      .execute();
  }

  /**
   * Makes the list's items match `items`: known ids are updated (only when something changed),
   * the rest created, known items left out deleted. Bought state is never written here, so a
   * purchase made meanwhile survives any edit.
   */
  async reconcileItems(db: Db, listId: string, items: ItemInput[], now: string): Promise<void> {
    const existing = await db
      .selectFrom('items')
      .select(['id', 'position', ...EDITABLE_FIELDS])
      .where('list_id', '=', listId)
      .execute();
    const byId = new Map(existing.map((row) => [row.id, row]));
    const kept = new Set<string>();
    const inserts: Array<
      ReturnType<typeof itemColumns> & {
        id: string;
        list_id: string;
        position: number;
        created_at: string;
        updated_at: string;
      }
    > = [];

    for (const [position, item] of items.entries()) {
      const current =
        item._id !== undefined && !kept.has(item._id) ? byId.get(item._id) : undefined;
      const columns = itemColumns(item);
      if (!current) {
        inserts.push({
          ...columns,
          id: newId(),
          list_id: listId,
          position,
          created_at: now,
          updated_at: now,
        });
        continue;
      }
      kept.add(current.id);
      const contentChanged = (Object.keys(columns) as Array<keyof typeof columns>).some(
        (key) => columns[key] !== current[key],
      );
      if (!contentChanged && current.position === position) continue;
      await db
        .updateTable('items')
        .set(contentChanged ? { ...columns, position, updated_at: now } : { position })
        .where('id', '=', current.id)
        .where('list_id', '=', listId)
        .execute();
    }

    const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) {
      await db
        .deleteFrom('items')
        .where('list_id', '=', listId)
        .where('id', 'in', removed)
        .execute();
    }
    if (inserts.length > 0) await db.insertInto('items').values(inserts).execute();
  }

  /** Marks the item bought if nobody has: true for the caller who turned it from unbought. */
  async markBought(
    listId: string,
    itemId: string,
    buyerId: string,
    now: string,
    db: Db = this.db,
  ): Promise<boolean> {
    return changedOne(await this.mark(db, listId, itemId, buyerId, now));
  }

  /** Clears the purchase only if it is still the one the caller was allowed to clear. */
  async unmarkBought(
    listId: string,
    itemId: string,
    expectedBuyerId: string,
    db: Db = this.db,
  ): Promise<boolean> {
    return changedOne(await this.unmark(db, listId, itemId, expectedBuyerId));
  }
}
