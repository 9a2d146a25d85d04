import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * SQLite only, as 0002. The update triggers of 0002 bumped `where id in (old.list_id,
 * new.list_id)`: for every updated row SQLite built a temporary index of the two values (one
 * value twice, since a row never changes lists through the API) before its one seek. Now the
 * trigger bumps the row's list with one seek, and the list it came from only when that differs:
 * the condition does not depend on the table, so SQLite tests it once and skips the statement.
 * `npm run bench:purchase-db` measured the two triggers (figures in the history of docs/performance.md: git log -p).
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
