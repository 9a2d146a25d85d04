import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { LIST_EVENTS_CHANNEL } from './0008-triggers.js';

/**
 * Co-owners (issue 45, C5): people given owner rights to someone's list, a partner's for a
 * couple's list. A row per list and person, gone with either. Surprise mode hides the claims
 * from them as from the owner. A co-owner added or removed is a `share` event of the list (who
 * may see it changed); on PostgreSQL the table is heard (0010), so cached answers empty.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('list_co_owners')
    .addColumn('list_id', 'text', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('list_co_owners_pk', ['list_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('list_co_owners_user')
    .on('list_co_owners')
    .column('user_id')
    .execute();
  const statements = postgres
    ? [
        `create function list_co_owners_event() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then
             perform pg_notify('${LIST_EVENTS_CHANNEL}', old.list_id || ' share');
           else
             perform pg_notify('${LIST_EVENTS_CHANNEL}', new.list_id || ' share');
           end if;
           return null;
         end $$`,
        'create trigger list_co_owners_event after insert or delete on list_co_owners for each row execute function list_co_owners_event()',
        `create trigger list_co_owners_changed after insert or update or delete or truncate
           on list_co_owners for each statement execute function wishlist_changed()`,
      ]
    : [
        `create trigger list_co_owners_event_insert after insert on list_co_owners begin
           insert into list_events (list_id, kind) values (new.list_id, 'share');
         end`,
        `create trigger list_co_owners_event_delete after delete on list_co_owners begin
           insert into list_events (list_id, kind) values (old.list_id, 'share');
         end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
