import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { LIST_EVENTS_CHANNEL } from './0008-triggers.js';

/**
 * Managed members (issue 45, C4): a child, or anyone without an account, kept by others.
 *
 * - A managed member is a `users` row with `managed` 1 (lists reference their owner there), an
 *   address no request can ever send (`managed:<id>`, not an e-mail address: every address a
 *   request carries is checked as one), no password and every e-mail setting off: they never
 *   sign in and are never mailed.
 * - `managers`: a row per managed member and person who keeps them, gone with either. Their
 *   managers have owner rights on their lists and see the claims on them.
 * - A manager added or removed is a `share` event of each of the member's lists (who may see and
 *   edit them changed); on PostgreSQL the table is heard (0010), so cached answers empty.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('managed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('managers')
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('manager_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('managers_pk', ['member_id', 'manager_id'])
    .execute();
  await db.schema.createIndex('managers_manager').on('managers').column('manager_id').execute();
  const statements = postgres
    ? [
        `create function managers_event() returns trigger language plpgsql as $$
         declare
           kept record;
         begin
           for kept in select id from lists
               where owner_id = (case when tg_op = 'DELETE' then old.member_id else new.member_id end) loop
             perform pg_notify('${LIST_EVENTS_CHANNEL}', kept.id || ' share');
           end loop;
           return null;
         end $$`,
        'create trigger managers_event after insert or delete on managers for each row execute function managers_event()',
        `create trigger managers_changed after insert or update or delete or truncate
           on managers for each statement execute function wishlist_changed()`,
      ]
    : [
        `create trigger managers_event_insert after insert on managers begin
           insert into list_events (list_id, kind)
             select id, 'share' from lists where owner_id = new.member_id;
         end`,
        `create trigger managers_event_delete after delete on managers begin
           insert into list_events (list_id, kind)
             select id, 'share' from lists where owner_id = old.member_id;
         end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
