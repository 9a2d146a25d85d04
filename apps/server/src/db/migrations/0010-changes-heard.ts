import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Several processes on one PostgreSQL (S1): each keeps read answers while nothing has changed,
 * and must hear of a change made through any other within a second. A statement-level trigger
 * on every table a cached answer is read from calls `pg_notify` on one channel; PostgreSQL
 * delivers it to every process's LISTEN connection at commit, once a transaction (identical
 * notifications of one transaction are folded into one).
 *
 * Left out: tables no cached answer reads, written far more often than lists change (rate-limit
 * counters, the mail queue, notices, known logins, sign-in hand-offs). SQLite needs none of this:
 * `PRAGMA data_version` tells every connection of a commit by another.
 */
export const CHANGES_CHANNEL = 'wishlist_changes';

/** The tables whose every change empties cached answers. A new table read by one joins here. */
export const TABLES_HEARD = [
  'users',
  'lists',
  'items',
  'claims',
  'invitations',
  'revoked_tokens',
  'password_resets',
  'email_verifications',
  'app_settings',
  'names_epoch',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql
    .raw(`create function wishlist_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANGES_CHANNEL}', '');
        return null;
      end $$`)
    .execute(db);
  for (const table of TABLES_HEARD)
    await sql
      .raw(`create trigger ${table}_changed after insert or update or delete or truncate
              on ${table} for each statement execute function wishlist_changed()`)
      .execute(db);
}
