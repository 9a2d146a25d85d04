import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { POSTGRES_TRIGGERS, SQLITE_TRIGGERS } from './0008-triggers.js';

/**
 * Live and notified (issue 26, N1-N3):
 *
 * - `list_events` (SQLite only): what changed in which list, one row per writing statement,
 *   written by triggers. Every process reads the new rows a few times a second and tells its
 *   open streams; old rows are swept. On PostgreSQL the same triggers call `pg_notify` instead,
 *   delivered to every process's LISTEN connection at commit, and the table stays empty.
 * - `notices`: what the notification e-mails will tell, written by triggers in the statement
 *   that caused them, so no code path can forget one: items added to a shared list (the
 *   digest), and changes to an item someone claimed (edited, deleted, its list archived or
 *   deleted), one row per claimer, with the names as they were. The scheduler turns them into
 *   rows of `mail_queue` and deletes them in one transaction.
 * - `users.notify_*` and `users.language`: the preferences (N3). Everything on by default.
 * - `lists.reminder_sent_for`: the event date whose reminder went out, so it goes out once,
 *   and again if the date moves.
 * - `mail_queue.headers`: extra headers as JSON (`List-Unsubscribe`).
 *
 * The kind of an event decides who hears it: an owner in surprise mode never hears `claim`.
 * An item's own row changes with each claim (`claimed`, `bought_by`); that update is left to
 * the claim's event, so it never reads as the owner's edit.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await inOne(async (trx) => {
    for (const column of ['notify_digest', 'notify_claimed_changed', 'notify_reminders'])
      await trx.schema
        .alterTable('users')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    await trx.schema
      .alterTable('users')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await trx.schema.alterTable('lists').addColumn('reminder_sent_for', 'text').execute();
    await trx.schema
      .createIndex('lists_event_date')
      .on('lists')
      .column('event_date')
      .where(sql.ref('event_date'), 'is not', null)
      .execute();
    await trx.schema.alterTable('mail_queue').addColumn('headers', 'text').execute();

    await trx.schema
      .createTable('notices')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
        postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('list_id', 'text', (c) => c.notNull())
      .addColumn('list_name', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('item_name', 'text', (c) => c.notNull())
      /** The claimer told; null for `added`. */
      .addColumn('user_id', 'text')
      .addColumn('previous_name', 'text')
      .addColumn('previous_price', 'double precision')
      .addColumn('price', 'double precision')
      .addColumn('link_changed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('notices_kind_list')
      .on('notices')
      .columns(['kind', 'list_id'])
      .execute();

    if (!postgres)
      await trx.schema
        .createTable('list_events')
        .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('list_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .execute();

    for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS)
      await sql.raw(statement).execute(trx);
  });
}
