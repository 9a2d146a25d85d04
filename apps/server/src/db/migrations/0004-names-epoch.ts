import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A buyer's new name or e-mail reaches the lists kept by the content cache through one counter
 * instead of an index on `items.bought_by`.
 *
 * 0002 indexed `items.bought_by` so that its `users_buyer_lists_revision` trigger could find the
 * lists holding a renamed buyer's items. Every mark and unmark then moved the item's entry in
 * that index, and on a large database each buyer's entries sit in a leaf of their own: a group
 * commit of many people's claims wrote a leaf for each of them (`npm run bench:claim-db`
 * measured it with and without the index: docs/performance.md).
 *
 * Now a change of any user's name or e-mail raises `names_epoch.epoch` (one row), every list
 * query reads it with the list's revision, and a kept list serves only the same revision and
 * epoch: a rename makes every process read its lists again, once. Renames are rare next to
 * claims. No query of the application reads items by buyer; `ON DELETE SET NULL` on
 * `bought_by` would now scan the items, but the application deletes no users.
 *
 * The table exists on both databases so the list queries are the same; the trigger and the
 * dropped index are SQLite's, as 0002's were (PostgreSQL keeps no list revisions).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // One transaction, so no start ever finds the old trigger dropped and the new one missing.
  // (Kysely's migrator already runs PostgreSQL's migrations in one; SQLite's not.)
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inOne(async (trx) => {
    await trx.schema
      .createTable('names_epoch')
      .addColumn('epoch', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.insertInto('names_epoch').values({ epoch: 0 }).execute();
    if (postgres) return;

    await sql`drop trigger if exists users_buyer_lists_revision`.execute(trx);
    await sql`
      create trigger users_names_epoch after update of name, email on users
      when old.name <> new.name or old.email <> new.email
      begin
        update names_epoch set epoch = epoch + 1;
      end`.execute(trx);
    await trx.schema.dropIndex('items_bought_by').ifExists().execute();
  });
}
