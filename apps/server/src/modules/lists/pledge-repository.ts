import type { Db } from '../../db/database.js';
import { giftItems } from './claim-repository.js';
import type { PledgeRow } from './rows.js';

/**
 * Pledges toward group gifts (A3), in cents. Writing a pledge's row is all a pledge does: the
 * triggers of migration 0019 keep the item's sum, and whether it is funded, in the same
 * statement.
 */
export class PledgeRepository {
  constructor(private readonly db: Db) {}

  private pledges(db: Db) {
    return db
      .selectFrom('pledges')
      .innerJoin('users', 'users.id', 'pledges.user_id')
      .select([
        'pledges.item_id',
        'pledges.list_id',
        'pledges.user_id',
        'users.name as user_name',
        'pledges.amount',
      ])
      .orderBy('pledges.pledged_at')
      .orderBy('pledges.user_id');
  }

  /** The pledges on the lists' items, oldest first, with the givers' names. */
  async pledgesOf(listIds: string[], db: Db = this.db): Promise<PledgeRow[]> {
    if (listIds.length === 0) return [];
    return this.pledges(db).where('pledges.list_id', 'in', listIds).execute();
  }

  async pledgesOfItem(itemId: string, db: Db = this.db): Promise<PledgeRow[]> {
    return this.pledges(db).where('pledges.item_id', '=', itemId).execute();
  }

  async pledgesOfItems(itemIds: string[]): Promise<PledgeRow[]> {
    if (itemIds.length === 0) return [];
    return this.pledges(this.db).where('pledges.item_id', 'in', itemIds).execute();
  }

  /**
   * The `limit` most recent pledges of `userId`, each with its item and what the access rules
   * need of the item's list (the invitation of `email` to it).
   */
  pledgedBy(userId: string, email: string, limit: number) {
    return giftItems(this.db, userId, email)
      .innerJoin('pledges', 'pledges.item_id', 'items.id')
      .select(['pledges.amount as pledge_amount', 'pledges.pledged_at'])
      .where('pledges.user_id', '=', userId)
      .orderBy('pledges.pledged_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** `userId`'s pledge of `cents` on the item, replacing theirs if they had one. */
  async pledge(
    pledge: { listId: string; itemId: string; userId: string; cents: number; now: string },
    db: Db = this.db,
  ): Promise<void> {
    await db
      .insertInto('pledges')
      .values({
        item_id: pledge.itemId,
        list_id: pledge.listId,
        user_id: pledge.userId,
        amount: pledge.cents,
        pledged_at: pledge.now,
      })
      .onConflict((conflict) =>
        conflict.columns(['item_id', 'user_id']).doUpdateSet((eb) => ({
          amount: eb.ref('excluded.amount'),
        })),
      )
      .execute();
  }

  /** Whether `userId` has a pledge on the item. */
  async holds(itemId: string, userId: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('pledges')
      .select('amount')
      .where('item_id', '=', itemId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Withdraws `userId`'s pledge on the item: true when there was one. */
  async withdraw(itemId: string, userId: string, db: Db = this.db): Promise<boolean> {
    const result = await db
      .deleteFrom('pledges')
      .where('item_id', '=', itemId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }
}
