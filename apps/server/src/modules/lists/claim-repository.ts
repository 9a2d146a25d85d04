import { type QueryResult, sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { type ClaimRead, type ClaimToken, oneClaimRead } from './claim-read.js';
import { type ClaimRow, type ItemRow, invitationStatus, selectItems } from './rows.js';

const changedOne = (result: QueryResult<unknown>) => result.numAffectedRows === 1n;

/**
 * What the claims triggers raise when a claim would take more than is left (migration 0006), or
 * when another of its alternatives is taken (0019): either way nothing was written.
 */
const refusedByTrigger = (error: unknown) =>
  /CLAIM_EXCEEDS_QUANTITY|CLAIM_COVERED/.test(String((error as { message?: unknown })?.message));

/**
 * Claims (G2): who will give how many of an item, one statement a call, on either database (in
 * `db` when given: a transaction). Writing a claim's row is all a claim or a give-back does:
 * triggers keep the item's sum and bought state in the same statement (migration 0006), and
 * refuse a claim that would take more than is left, checked on the item's row, so concurrent
 * claims never exceed the quantity on either database. Where a claim runs, and with what else,
 * is the `ClaimStore`'s choice (claim-store.ts).
 */
export class ClaimRepository {
  private readonly readOne: ReturnType<typeof oneClaimRead>;

  constructor(private readonly db: Db) {
    this.readOne = oneClaimRead(db);
  }

  // The statements every claim runs, compiled once (see compiledQuery).
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
  private readonly dropClaim = compiledQuery((listId: string, itemId: string, userId: string) =>
    this.db
      .deleteFrom('claims')
      .where('item_id', '=', itemId)
      .where('list_id', '=', listId)
      .where('user_id', '=', userId),
  );
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

  /**
   * All a claim or a give-back reads, in one query: the row of the token's holder with whether
   * that token was revoked (for `Caller.adopt`), what the access rules need of the list, its item
   * `itemId` and the holder's claim on it. Undefined when there is no such user.
   */
  readWithTokenHolder(
    token: ClaimToken,
    listId: string,
    itemId: string,
    db: Db = this.db,
  ): Promise<ClaimRead | undefined> {
    return this.readOne(db, token, listId, itemId);
  }

  /**
   * `userId` takes `count` more of the item, if that many are left and none of its alternatives
   * is taken: true when taken.
   */
  async claim(
    listId: string,
    itemId: string,
    userId: string,
    count: number,
    now: string,
    db: Db = this.db,
  ): Promise<boolean> {
    try {
      await this.addClaim(db, listId, itemId, userId, count, now);
      return true;
    } catch (error) {
      if (refusedByTrigger(error)) return false;
      throw error;
    }
  }

  /** Removes `userId`'s claim on the item: true when it was still there. */
  async release(listId: string, itemId: string, userId: string, db: Db = this.db) {
    return changedOne(await this.dropClaim(db, listId, itemId, userId));
  }

  /** Removes every claim on the item (its owner's choice). */
  async releaseAll(listId: string, itemId: string, db: Db = this.db): Promise<void> {
    await db
      .deleteFrom('claims')
      .where('item_id', '=', itemId)
      .where('list_id', '=', listId)
      .execute();
  }

  /** Removes every claim on the list's items (it is being archived, L3). */
  async releaseList(listId: string, db: Db = this.db): Promise<void> {
    await db
      .deleteFrom('claims')
      .where('item_id', 'in', this.itemsOf([listId]))
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
    return giftItems(this.db, userId, email)
      .innerJoin('claims', 'claims.item_id', 'items.id')
      .select(['claims.quantity as claim_quantity', 'claims.claimed_at as claim_at'])
      .where('claims.user_id', '=', userId)
      .orderBy('claims.claimed_at', 'desc')
      .limit(limit)
      .execute();
  }
}

/**
 * Items with what My Gifts shows of their list and the access rules need of it for `userId`
 * (the invitation of `email`), on lists not archived: the caller's claims and pledges join it.
 */
export function giftItems(db: Db, userId: string, email: string) {
  return (
    selectItems(db)
      .innerJoin('lists', 'lists.id', 'items.list_id')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select([
        'lists.name as list_name',
        'lists.owner_id',
        'owner.name as owner_name',
        'lists.is_public',
        'lists.surprise',
        'lists.event_date',
        // Not `currency`: that is the item's own.
        'lists.currency as list_currency',
        'lists.archived',
      ])
      .select((eb) => invitationStatus(eb, email, userId))
      // Archiving deletes a list's claims (L3); this also hides one that raced the archive.
      .where('lists.archived', '=', 0)
  );
}
