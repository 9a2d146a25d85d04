import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * SQLite only, as 0002. The update triggers of 0002 bumped `where id in (old.list_id,
 * new.list_id)`: for every updated row SQLite built a temporary index of the two values (one
 * value twice, since a row never changes lists through the API) before its one seek. Now the
 * trigger bumps the row's list with one seek, and the list it came from only when that differs:
 * the condition does not depend on the table, so SQLite tests it once and skips the statement.
 * A purchase's database work (`npm run bench:purchase-db`'s loop, the two triggers alternated on
 * copies of one database) took 16.4-17.4 µs instead of 17.7-18.3 µs on the small database in 4
 * of 4 runs; at scale the difference was inside the runs' spread (-1.8 to +0.7 µs of ~25).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // One transaction, so no start ever finds the old trigger dropped and the new one missing.
  await db.transaction().execute(async (trx) => {
    for (const table of ['items', 'invitations']) {
      const trigger = sql.id(`${table}_update_list_revision`);
      await sql`drop trigger if exists ${trigger}`.execute(trx);
      await sql`
        create trigger ${trigger} after update on ${sql.table(table)}
        begin
          update lists set revision = revision + 1 where id = new.list_id;
          update lists set revision = revision + 1
            where old.list_id <> new.list_id and id = old.list_id;
        end`.execute(trx);
    }
  });
}
