import { type QueryResult, sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db, Dialect } from '../../db/database.js';
import { afterGivingBack, afterTaking } from './claim-sql.js';
import { type ClaimRow, type ItemRow, invitationStatus, selectItems } from './rows.js';

const changedOne = (result: QueryResult<unknown>) => result.numAffectedRows === 1n;

/**
 * Claims (G2): who will give how many of an item. A claim writes the item's row and the
 * claim's row together, so `items.claimed` is always the sum of the item's claims: on SQLite
 * as two statements in the caller's transaction (the group commit's), on PostgreSQL as one
 * statement whose CTE writes the other row, since a purchase there runs outside a transaction
 * and a crash between two statements would leave the sum wrong. The item's UPDATE carries the
 * condition (`claimed + n <= quantity`), so concurrent claims never take more than there is:
 * PostgreSQL re-checks it on the row it has locked, SQLite has one writer.
 */
export class ClaimRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  // The statements every purchase runs, compiled once (see compiledQuery).
  private readonly takeUnits = compiledQuery(
    (listId: string, itemId: string, userId: string, count: number, now: string) =>
      this.db
        .updateTable('items')
        .set(afterTaking(count, userId, now))
        .where('id', '=', itemId)
        .where('list_id', '=', listId)
        .where(sql<boolean>`items.claimed + ${count} <= items.quantity`),
  );
  private readonly addClaim = compiledQuery(
    (listId: string, itemId: string, userId: string, count: number, now: string) =>
      this.db
        .insertInto('claims')
        .values({
          item_id: itemId,
          list_id: listId,
          user_id: userId,
          quantity: count,
          claimed_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['item_id', 'user_id']).doUpdateSet({
            quantity: sql`claims.quantity + excluded.quantity`,
            claimed_at: sql`excluded.claimed_at`,
          }),
        ),
  );
  private readonly takeAndAdd = compiledQuery(
    (listId: string, itemId: string, userId: string, count: number, now: string) =>
      this.db
        .with('taken', (db) =>
          db
            .updateTable('items')
            .set(afterTaking(count, userId, now))
            .where('id', '=', itemId)
            .where('list_id', '=', listId)
            .where(sql<boolean>`items.claimed + ${count} <= items.quantity`)
            .returning('id'),
        )
        .insertInto('claims')
        .columns(['item_id', 'list_id', 'user_id', 'quantity', 'claimed_at'])
        .expression((eb) =>
          eb
            .selectFrom('taken')
            .select([
              'taken.id',
              sql<string>`cast(${listId} as text)`.as('list_id'),
              sql<string>`cast(${userId} as text)`.as('user_id'),
              sql<number>`cast(${count} as integer)`.as('quantity'),
              sql<string>`cast(${now} as text)`.as('claimed_at'),
            ]),
        )
        .onConflict((conflict) =>
          conflict.columns(['item_id', 'user_id']).doUpdateSet({
            quantity: sql`claims.quantity + excluded.quantity`,
            claimed_at: sql`excluded.claimed_at`,
          }),
        ),
  );
  private readonly giveBackUnits = compiledQuery(
    (listId: string, itemId: string, userId: string, count: number) =>
      this.db
        .updateTable('items')
        .set(afterGivingBack(count, userId))
        .where('id', '=', itemId)
        .where('list_id', '=', listId)
        .where('claimed', '>=', sql<number>`${count}`),
  );
  private readonly dropClaim = compiledQuery((listId: string, itemId: string, userId: string) =>
    this.db
      .deleteFrom('claims')
      .where('item_id', '=', itemId)
      .where('list_id', '=', listId)
      .where('user_id', '=', userId),
  );
  private readonly dropAndGiveBack = compiledQuery(
    (listId: string, itemId: string, userId: string) =>
      this.db
        .with('gone', (db) =>
          db
            .deleteFrom('claims')
            .where('item_id', '=', itemId)
            .where('list_id', '=', listId)
            .where('user_id', '=', userId)
            .returning('quantity'),
        )
        .updateTable('items')
        .from('gone')
        .set(afterGivingBack(sql.ref('gone.quantity'), userId))
        .where('items.id', '=', itemId)
        .where('items.list_id', '=', listId),
  );
  // A list's claims are found through its items (claims keep no index by list).
  private readonly claimsOfOneList = compiledQuery((listId: string) =>
    this.claims(this.db).where('claims.item_id', 'in', this.itemsOf([listId])),
  );
  private readonly claimsOfOneItem = compiledQuery((itemId: string) =>
    this.claims(this.db).where('claims.item_id', '=', itemId),
  );

  private itemsOf(listIds: string[]) {
    return this.db.selectFrom('items').select('items.id').where('items.list_id', 'in', listIds);
  }

  private claims(db: Db) {
    return db
      .selectFrom('claims')
      .innerJoin('users', 'users.id', 'claims.user_id')
      .select([
        'claims.item_id',
        'claims.list_id',
        'claims.user_id',
        'users.name as user_name',
        'claims.quantity',
        'claims.claimed_at',
      ])
      .orderBy('claims.claimed_at')
      .orderBy('claims.user_id');
  }

  /** `userId` takes `count` more of the item, if that many are left: true when taken. */
  async claim(
    listId: string,
    itemId: string,
    userId: string,
    count: number,
    now: string,
    db: Db = this.db,
  ): Promise<boolean> {
    if (this.dialect === 'postgres')
      return changedOne(await this.takeAndAdd(db, listId, itemId, userId, count, now));
    if (!changedOne(await this.takeUnits(db, listId, itemId, userId, count, now))) return false;
    await this.addClaim(db, listId, itemId, userId, count, now);
    return true;
  }

  /**
   * Removes `userId`'s claim of `count` (what the caller read): true when it was still there.
   * (On PostgreSQL the deleted row says how many it held.)
   */
  async release(
    listId: string,
    itemId: string,
    userId: string,
    count: number,
    db: Db = this.db,
  ): Promise<boolean> {
    if (this.dialect === 'postgres')
      return changedOne(await this.dropAndGiveBack(db, listId, itemId, userId));
    if (!changedOne(await this.giveBackUnits(db, listId, itemId, userId, count))) return false;
    await this.dropClaim(db, listId, itemId, userId);
    return true;
  }

  /** Removes every claim on the item (its owner's choice). */
  async releaseAll(listId: string, itemId: string, db: Db = this.db): Promise<void> {
    const both = async (trx: Db) => {
      await trx
        .deleteFrom('claims')
        .where('item_id', '=', itemId)
        .where('list_id', '=', listId)
        .execute();
      await trx
        .updateTable('items')
        .set({ claimed: 0, bought_by: null, bought_at: null })
        .where('id', '=', itemId)
        .where('list_id', '=', listId)
        .execute();
    };
    // A purchase on PostgreSQL runs outside a transaction; this rare one opens its own.
    await (db.isTransaction ? both(db) : db.transaction().execute(both));
  }

  /**
   * Gives back every claim `userId` made, anywhere (their account is going): each item's sum
   * drops by that claim. The claims' rows go with the user's (the foreign key cascades).
   */
  async releaseEveryClaimOf(userId: string, db: Db): Promise<void> {
    const mine = sql`(select c.quantity from claims c
      where c.item_id = items.id and c.user_id = ${userId})`;
    await db
      .updateTable('items')
      .set(afterGivingBack(mine, userId))
      .where('id', 'in', (eb) =>
        eb.selectFrom('claims').select('claims.item_id').where('claims.user_id', '=', userId),
      )
      .execute();
  }

  /** The claims on the lists, oldest first, with the claimers' names. */
  async claimsOf(listIds: string[], db: Db = this.db): Promise<ClaimRow[]> {
    if (listIds.length === 0) return [];
    if (listIds.length === 1) return (await this.claimsOfOneList(db, listIds[0]!)).rows;
    return this.claims(db).where('claims.item_id', 'in', this.itemsOf(listIds)).execute();
  }

  async claimsOfItem(itemId: string, db: Db = this.db): Promise<ClaimRow[]> {
    return (await this.claimsOfOneItem(db, itemId)).rows;
  }

  /** How many of the item `userId` has claimed (0 for none). */
  async quantityOf(itemId: string, userId: string, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('claims')
      .select('quantity')
      .where('item_id', '=', itemId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.quantity ?? 0;
  }

  /** The claims on the items, oldest first, with the claimers' names. */
  async claimsOfItems(itemIds: string[], db: Db = this.db): Promise<ClaimRow[]> {
    if (itemIds.length === 0) return [];
    return this.claims(db).where('claims.item_id', 'in', itemIds).execute();
  }

  /** One item of the list, with its buyer. */
  itemWithBuyer(listId: string, itemId: string, db: Db = this.db): Promise<ItemRow | undefined> {
    return selectItems(db)
      .where('items.id', '=', itemId)
      .where('items.list_id', '=', listId)
      .executeTakeFirst();
  }

  /**
   * The `limit` most recent claims of `userId`, each with its item and what the access rules
   * need of the item's list (the invitation of `email` to it).
   */
  claimedBy(userId: string, email: string, limit: number) {
    return selectItems(this.db)
      .innerJoin('claims', 'claims.item_id', 'items.id')
      .innerJoin('lists', 'lists.id', 'items.list_id')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select([
        'claims.quantity as claim_quantity',
        'claims.claimed_at as claim_at',
        'lists.name as list_name',
        'lists.owner_id',
        'owner.name as owner_name',
        'lists.is_public',
        'lists.surprise',
        'lists.event_date',
      ])
      .select((eb) => invitationStatus(eb, email))
      .where('claims.user_id', '=', userId)
      .orderBy('claims.claimed_at', 'desc')
      .limit(limit)
      .execute();
  }
}
