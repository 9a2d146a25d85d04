import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

/**
 * The first key of the accounts' stored-text locks: PostgreSQL's advisory locks are one space
 * for the whole database, and this keeps ours apart from any other use of it.
 */
const STORED_TEXT_LOCKS = 0x5754_0001;

/** A list as its size is worked out, and the stored bytes of its owner's other lists. */
export interface ListSizing {
  name: string;
  description: string | null;
  content_bytes: number;
  others: number;
}

/** What the quota reads of an account's lists. */
export class ListQuotaRepository {
  constructor(private readonly dialect: Dialect) {}

  /**
   * From here until `trx` ends, the owner's other writes of stored text wait for it. On
   * PostgreSQL an advisory lock on the account (two accounts whose ids hash alike merely take
   * turns); SQLite begins every transaction IMMEDIATE, holding the one write lock already.
   * Not a lock on the user's row: the foreign keys of every claim, list and invitation the
   * person makes meanwhile take a share of that row, and would wait.
   */
  async lockOwner(trx: Db, ownerId: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${STORED_TEXT_LOCKS}, hashtext(${ownerId}))`.execute(
      trx,
    );
  }

  async countOwnedBy(db: Db, ownerId: string): Promise<number> {
    const row = await db
      .selectFrom('lists')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The stored bytes of all the owner's lists. */
  async contentBytesOwnedBy(db: Db, ownerId: string): Promise<number> {
    const row = await db
      .selectFrom('lists')
      .select((eb) => eb.fn.sum<number | string | null>('content_bytes').as('bytes'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.bytes ?? 0);
  }

  /** The owner's list `listId` and the bytes of their other lists, in one statement. */
  async sizing(db: Db, ownerId: string, listId: string): Promise<ListSizing | undefined> {
    const row = await db
      .selectFrom('lists')
      .select(['name', 'description', 'content_bytes'])
      .select((eb) =>
        eb
          .selectFrom('lists as other')
          .select((inner) => inner.fn.sum<number | string | null>('other.content_bytes').as('s'))
          .where('other.owner_id', '=', ownerId)
          .where('other.id', '<>', listId)
          .as('others'),
      )
      .where('id', '=', listId)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return (
      row && { ...row, content_bytes: Number(row.content_bytes), others: Number(row.others ?? 0) }
    );
  }
}
