import type { Db } from '../../db/database.js';

/** What the quota reads of an account's lists. */
export class ListQuotaRepository {
  constructor(private readonly db: Db) {}

  async countOwnedBy(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('lists')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The stored bytes of the owner's lists, but for `exceptListId`'s. */
  async contentBytesOwnedBy(ownerId: string, exceptListId?: string): Promise<number> {
    let query = this.db
      .selectFrom('lists')
      .select((eb) => eb.fn.sum<number | string | null>('content_bytes').as('bytes'))
      .where('owner_id', '=', ownerId);
    if (exceptListId !== undefined) query = query.where('id', '<>', exceptListId);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.bytes ?? 0);
  }
}
