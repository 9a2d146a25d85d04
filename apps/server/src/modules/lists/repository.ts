import type { ItemInput } from '@wishlist/core';
import type { Expression, ExpressionBuilder, QueryResult } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../ids.js';

export interface ListRow {
  id: string;
  owner_id: string;
  owner_name: string;
  name: string;
  description: string | null;
  is_public: number;
  created_at: string;
  updated_at: string;
  /** Raised by the database whenever the list's items or invitations change. */
  revision: number;
  /** Raised by the database whenever any user's name or e-mail changes (they show as buyers). */
  names_epoch: number;
  /** What the list costs of its owner's storage quota. */
  content_bytes: number;
}

export interface ItemRow {
  id: string;
  list_id: string;
  name: string;
  description: string | null;
  category: string | null;
  price: number | null;
  affiliate_link: string | null;
  image_url: string | null;
  type: string;
  created_at: string;
  updated_at: string;
  bought_by: string | null;
  bought_at: string | null;
  buyer_name: string | null;
  buyer_email: string | null;
}

/** An item's own columns, without its buyer's. */
export type ItemsTableRow = Omit<ItemRow, 'buyer_name' | 'buyer_email'>;

export interface ListAccessRow extends ListRow {
  invitation_status: string | null;
}

/** What the access rules read of a list: its owner, whether it is public, the viewer's invitation. */
export type AccessFacts = Pick<ListAccessRow, 'owner_id' | 'is_public' | 'invitation_status'>;

/** What a purchase reads in its one query (see `findPurchase`). */
export interface PurchaseRead {
  /** The caller's user row, for the token checks and the answer. */
  viewer: {
    id: string;
    email: string;
    name: string;
    email_verified: number;
    token_version: number;
    token_revoked: number | null;
  };
  /** Undefined when there is no such list. */
  list: AccessFacts | undefined;
  /** Undefined when the list has no such item. */
  item: ItemsTableRow | undefined;
}

/** The columns an owner edits (see `itemColumns`). */
const EDITABLE_FIELDS = [
  'name',
  'description',
  'category',
  'price',
  'affiliate_link',
  'image_url',
  'type',
] as const satisfies ReadonlyArray<keyof ItemsTableRow>;

const ITEM_FIELDS = [
  'id',
  'list_id',
  ...EDITABLE_FIELDS,
  'created_at',
  'updated_at',
  'bought_by',
  'bought_at',
] as const satisfies ReadonlyArray<keyof ItemsTableRow>;

/** Each item column and its name in a row that carries it beside the list's columns. */
const ITEM_ALIASES = ITEM_FIELDS.map((field) => [field, `item_${field}`] as const);

/** The caller's columns, the list's access facts, and the item's columns as `item_<column>`. */
type PurchaseReadRow = {
  viewer_email: string;
  viewer_name: string;
  viewer_email_verified: number;
  viewer_token_version: number;
  viewer_token_revoked: number | null;
  owner_id: string | null;
  is_public: number | null;
  invitation_status: string | null;
} & {
  [Field in (typeof ITEM_FIELDS)[number] as `item_${Field}`]: ItemsTableRow[Field] | null;
};

/** The status of the invitation of `email` (a value, or a column of the query) to `lists.id`. */
function invitationStatus(
  eb: ExpressionBuilder<Database, 'lists'>,
  email: string | Expression<string>,
) {
  return eb
    .selectFrom('invitations')
    .select('invitations.status')
    .whereRef('invitations.list_id', '=', 'lists.id')
    .where('invitations.invitee_email', '=', email)
    .as('invitation_status');
}

const changedOne = (result: QueryResult<unknown>) => result.numAffectedRows === 1n;

function splitPurchaseRead(userId: string, row: PurchaseReadRow): PurchaseRead {
  const viewer = {
    id: userId,
    email: row.viewer_email,
    name: row.viewer_name,
    email_verified: row.viewer_email_verified,
    token_version: row.viewer_token_version,
    token_revoked: row.viewer_token_revoked,
  };
  // owner_id and is_public are NOT NULL in lists: null here means no such list.
  const list =
    row.owner_id === null || row.is_public === null
      ? undefined
      : {
          owner_id: row.owner_id,
          is_public: row.is_public,
          invitation_status: row.invitation_status,
        };
  if (row.item_id === null) return { viewer, list, item: undefined };
  const item: Record<string, unknown> = {};
  for (const [field, alias] of ITEM_ALIASES) item[field] = row[alias];
  return { viewer, list, item: item as unknown as ItemsTableRow };
}

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

const LIST_COLUMNS = [
  'lists.id',
  'lists.owner_id',
  'owner.name as owner_name',
  'lists.name',
  'lists.description',
  'lists.is_public',
  'lists.created_at',
  'lists.updated_at',
  'lists.revision',
  'lists.content_bytes',
] as const;

/** The one-row counter a kept list is checked against along with its revision (migration 0004). */
const namesEpoch = (eb: ExpressionBuilder<Database, 'lists'>) =>
  eb.selectFrom('names_epoch').select('epoch').$asScalar().$notNull().as('names_epoch');

export class ListRepository {
  constructor(private readonly db: Db) {}

  private lists(db: Db = this.db) {
    return db
      .selectFrom('lists')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select(LIST_COLUMNS)
      .select(namesEpoch);
  }

  /** Lists, each with the viewer's invitation status for it as a column. */
  private withInvitationStatus(viewerEmail: string) {
    return this.db.selectFrom('lists').select((eb) => invitationStatus(eb, viewerEmail));
  }

  // The queries every list call runs, compiled once (see compiledQuery).
  private readonly withAccess = compiledQuery((listId: string, viewerEmail: string) =>
    this.withInvitationStatus(viewerEmail)
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select(LIST_COLUMNS)
      .select(namesEpoch)
      .where('lists.id', '=', listId),
  );
  // A purchase's one read: the caller's user row (and whether their token was revoked), what
  // the access rules need of the list (the caller's invitation found by the e-mail of that row),
  // and the item.
  private readonly purchaseRead = compiledQuery(
    (userId: string, tokenId: string, listId: string, itemId: string) =>
      this.db
        .selectFrom('users as viewer')
        .leftJoin('lists', (join) => join.on('lists.id', '=', listId))
        .leftJoin('items', (join) =>
          join.onRef('items.list_id', '=', 'lists.id').on('items.id', '=', itemId),
        )
        .select([
          'viewer.email as viewer_email',
          'viewer.name as viewer_name',
          'viewer.email_verified as viewer_email_verified',
          'viewer.token_version as viewer_token_version',
          'lists.owner_id',
          'lists.is_public',
        ])
        .select((eb) =>
          eb
            .selectFrom('revoked_tokens')
            .select(eb.lit(1).as('one'))
            .where('token_hash', '=', tokenId)
            .as('viewer_token_revoked'),
        )
        .select((eb) => invitationStatus(eb, eb.ref('viewer.email')))
        .select(ITEM_ALIASES.map(([field, alias]) => `items.${field} as ${alias}` as const))
        .where('viewer.id', '=', userId),
  );
  private readonly itemsOfOne = compiledQuery((listId: string) =>
    this.items(this.db).where('items.list_id', '=', listId).orderBy('items.position'),
  );
  private readonly invitationCountOfOne = compiledQuery((listId: string) =>
    this.db
      .selectFrom('invitations')
      .select(['list_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('list_id', '=', listId)
      .groupBy('list_id'),
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

  /** The list and, in the same query, the viewer's invitation status for it. */
  async findWithAccess(
    listId: string,
    viewerEmail: string,
    db: Db = this.db,
  ): Promise<ListAccessRow | undefined> {
    return (await this.withAccess(db, listId, viewerEmail)).rows[0];
  }

  findById(listId: string, db: Db = this.db): Promise<ListRow | undefined> {
    return this.lists(db).where('lists.id', '=', listId).executeTakeFirst();
  }

  ownedBy(userId: string): Promise<ListRow[]> {
    return this.lists()
      .where('lists.owner_id', '=', userId)
      .orderBy('lists.created_at', 'desc')
      .orderBy('lists.id', 'desc')
      .execute();
  }

  /** The `limit` lists most recently accepted by `email`. */
  sharedWith(email: string, limit: number): Promise<ListRow[]> {
    return this.lists()
      .innerJoin('invitations', 'invitations.list_id', 'lists.id')
      .where('invitations.invitee_email', '=', email)
      .where('invitations.status', '=', 'accepted')
      .orderBy('invitations.accepted_at', 'desc')
      .orderBy('lists.id', 'desc')
      .limit(limit)
      .execute();
  }

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
   * All a purchase reads, in one query: user `userId`'s row, list `listId`'s access facts for
   * that user (as `findWithAccess`), and item `itemId` of that list. Undefined when there is no
   * such user.
   */
  async findPurchase(
    userId: string,
    tokenId: string,
    listId: string,
    itemId: string,
    db: Db = this.db,
  ): Promise<PurchaseRead | undefined> {
    const row = (await this.purchaseRead(db, userId, tokenId, listId, itemId)).rows[0];
    return row && splitPurchaseRead(userId, row as PurchaseReadRow);
  }

  /** Pending and accepted invitations per list, in one query. */
  async invitationCounts(listIds: string[], db: Db = this.db): Promise<Map<string, number>> {
    if (listIds.length === 0) return new Map();
    const rows =
      listIds.length === 1
        ? (await this.invitationCountOfOne(db, listIds[0]!)).rows
        : await db
            .selectFrom('invitations')
            .select(['list_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('list_id', 'in', listIds)
            .groupBy('list_id')
            .execute();
    return new Map(rows.map((row) => [row.list_id, Number(row.count)]));
  }

  async create(
    db: Db,
    list: {
      ownerId: string;
      name: string;
      description: string | undefined;
      isPublic: boolean;
      contentBytes: number;
      now: string;
    },
  ): Promise<string> {
    const id = newId();
    await db
      .insertInto('lists')
      .values({
        id,
        owner_id: list.ownerId,
        name: list.name,
        description: list.description ?? null,
        is_public: list.isPublic ? 1 : 0,
        content_bytes: list.contentBytes,
        created_at: list.now,
        updated_at: list.now,
      })
      .execute();
    return id;
  }

  async updateFields(
    db: Db,
    listId: string,
    fields: {
      name?: string | undefined;
      description?: string | null | undefined;
      isPublic?: boolean | undefined;
      contentBytes: number;
    },
    now: string,
  ): Promise<void> {
    await db
      .updateTable('lists')
      .set({
        updated_at: now,
        content_bytes: fields.contentBytes,
        ...(fields.name !== undefined && { name: fields.name }),
        ...(fields.description !== undefined && { description: fields.description }),
        ...(fields.isPublic !== undefined && { is_public: fields.isPublic ? 1 : 0 }),
      })
      .where('id', '=', listId)
      .execute();
  }

  async delete(listId: string): Promise<void> {
    await this.db.deleteFrom('lists').where('id', '=', listId).execute();
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
