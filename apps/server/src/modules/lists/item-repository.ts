import { type ItemInput, ownCurrency } from '@wishlist/core';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import { newId } from '../../ids.js';
import { boughtStateAt, fundedStateAt } from './claim-sql.js';
import {
  EDITABLE_FIELDS,
  ITEM_FIELDS,
  type ItemRow,
  type ItemsTableRow,
  selectItems,
} from './rows.js';

type EditableItem = Omit<ItemInput, '_id'>;

/** What an item left out of a save keeps: the known item's, or a new item's defaults. */
const NEW_ITEM = {
  quantity: 1,
  priority: 0,
  currency: null,
  hidden: 0,
  group_gift: 0,
  any_of: null,
} as const;

type Kept = {
  quantity: number;
  priority: number;
  currency: string | null;
  hidden: number;
  group_gift: number;
  any_of: string | null;
};

/**
 * The owner's fields of an item on a list in `listCurrency`; a quantity, priority, currency,
 * `hidden`, `groupGift` or `anyOf` left out keeps `kept`'s (a client that knows nothing of them
 * never resets them). A currency that is the list's is kept as null, so the item follows the
 * list. A group gift (A3) needs a price to fund, and is not one of alternatives (A5): claiming
 * another would cover it while pledges still came in.
 */
export function itemColumns(item: EditableItem, listCurrency: string, kept: Kept = NEW_ITEM) {
  const columns = {
    name: item.name,
    description: item.description ?? null,
    category: item.category ?? null,
    price: item.price ?? null,
    affiliate_link: item.affiliateLink ?? null,
    image_url: item.imageUrl ?? null,
    type: item.type,
    quantity: item.quantity ?? kept.quantity,
    priority: item.priority ?? kept.priority,
    currency:
      item.currency === undefined ? kept.currency : ownCurrency(item.currency, listCurrency),
    hidden: item.hidden === undefined ? kept.hidden : item.hidden ? 1 : 0,
    group_gift: item.groupGift === undefined ? kept.group_gift : item.groupGift ? 1 : 0,
    any_of: item.anyOf === undefined ? kept.any_of : item.anyOf,
  };
  if (columns.group_gift === 1 && columns.price === null)
    throw badRequest(msg('server.lists.groupGiftPrice', { name: columns.name }));
  if (columns.group_gift === 1 && columns.any_of !== null)
    throw badRequest(msg('server.lists.groupGiftAlternative', { name: columns.name }));
  return columns;
}

/** The item rows of lists: reading them with their buyers, and an owner's edits. */
export class ItemRepository {
  constructor(private readonly db: Db) {}

  // The queries every list call or claim runs, compiled once (see compiledQuery).
  private readonly itemsOfOne = compiledQuery((listId: string) =>
    selectItems(this.db).where('items.list_id', '=', listId).orderBy('items.position'),
  );
  /** Items of several lists in one query, in each list's order, with their buyers. */
  async itemsOf(listIds: string[], db: Db = this.db): Promise<ItemRow[]> {
    if (listIds.length === 0) return [];
    if (listIds.length === 1) return (await this.itemsOfOne(db, listIds[0]!)).rows;
    return selectItems(db)
      .where('items.list_id', 'in', listIds)
      .orderBy('items.list_id')
      .orderBy('items.position')
      .execute();
  }

  /**
   * Makes the list's items match `items`: known ids are updated (only when something changed),
   * the rest created, known items left out deleted (their claims with them). Claims are never
   * written here, so a claim made meanwhile survives any edit; a new quantity only settles
   * whether the claims cover the item.
   */
  async reconcileItems(
    db: Db,
    list: { id: string; currency: string },
    items: ItemInput[],
    now: string,
  ): Promise<void> {
    const listId = list.id;
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
      const columns = itemColumns(item, list.currency, current);
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
      // A new quantity may make the claims cover the item, or no longer (G2); a group gift's
      // price and quantity settle whether its pledges fund it (A3).
      const settled = {
        ...(columns.quantity === current.quantity ? {} : boughtStateAt(columns.quantity)),
        ...(columns.group_gift === 1 &&
        (current.group_gift === 0 ||
          columns.price !== current.price ||
          columns.quantity !== current.quantity)
          ? fundedStateAt(columns.price, columns.quantity)
          : {}),
      };
      // No longer a group gift: its pledges go, as an item's claims go with it (the owner's
      // choice); their triggers give the item back its claims' sum first.
      if (current.group_gift === 1 && columns.group_gift === 0)
        await db.deleteFrom('pledges').where('item_id', '=', current.id).execute();
      await db
        .updateTable('items')
        .set(contentChanged ? { ...columns, ...settled, position, updated_at: now } : { position })
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

  /** One item's own columns, or undefined when the list has no such item. */
  findOne(listId: string, itemId: string, db: Db = this.db): Promise<ItemsTableRow | undefined> {
    return db
      .selectFrom('items')
      .select([...ITEM_FIELDS])
      .where('id', '=', itemId)
      .where('list_id', '=', listId)
      .executeTakeFirst();
  }

  /** Adds a new item after the last one of `list`; answers its id. */
  async append(
    db: Db,
    list: { id: string; currency: string },
    item: EditableItem,
    now: string,
  ): Promise<string> {
    const listId = list.id;
    const last = await db
      .selectFrom('items')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('list_id', '=', listId)
      .executeTakeFirst();
    const id = newId();
    const position = last?.position === null || last === undefined ? 0 : Number(last.position) + 1;
    await db
      .insertInto('items')
      .values({
        ...itemColumns(item, list.currency),
        id,
        list_id: listId,
        position,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** Deletes one item (its claims with it). */
  async remove(db: Db, listId: string, itemId: string): Promise<void> {
    await db.deleteFrom('items').where('id', '=', itemId).where('list_id', '=', listId).execute();
  }
}
