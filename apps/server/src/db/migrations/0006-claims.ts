import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The giver's side (issue 24, G1-G2):
 *
 * - `lists.surprise` and `lists.event_date`: surprise mode hides claims from the owner until
 *   the day after the event.
 * - `items.quantity`: how many the owner would like; `items.claimed`: the sum of the item's
 *   claims, kept on the row so that a claim is one conditional UPDATE (`claimed + n <=
 *   quantity`), atomic on both databases without a lock of our own. `bought_by`/`bought_at`
 *   stay: they name the last claimer once `claimed` reaches `quantity`, as the spec's purchase.
 * - `claims`: who claimed how many of which item (`list_id` is the item's: an item never changes
 *   lists). Every claim and give-back writes a row here beside the item's, so the table has as
 *   few B-trees as its reads allow: on SQLite it is clustered on its key (WITHOUT ROWID), and
 *   the only other index is by user (My gifts, account deletion); a list's claims are found
 *   through its items (`npm run bench:purchase-db` measured each tree: docs/performance.md).
 *
 * Every purchase made so far becomes a claim of 1 by its buyer, at the time it was made.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  // One transaction (see 0004): PostgreSQL's migrator opens one, SQLite's does not.
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await inOne(async (trx) => {
    await trx.schema
      .alterTable('lists')
      .addColumn('surprise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.schema.alterTable('lists').addColumn('event_date', 'text').execute();
    await trx.schema
      .alterTable('items')
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await trx.schema
      .alterTable('items')
      .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await trx.schema
      .createTable('claims')
      .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
      .addColumn('list_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('claims_pk', ['item_id', 'user_id'])
      .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    await trx.schema.createIndex('claims_user').on('claims').column('user_id').execute();

    await sql`
      insert into claims (item_id, list_id, user_id, quantity, claimed_at)
      select id, list_id, bought_by, 1, coalesce(bought_at, updated_at)
        from items where bought_by is not null`.execute(trx);
    await sql`update items set claimed = 1 where bought_by is not null`.execute(trx);
  });
}
