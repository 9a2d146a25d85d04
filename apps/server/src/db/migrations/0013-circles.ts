import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { LIST_EVENTS_CHANNEL } from './0008-triggers.js';

/**
 * Circles (issue 45, section C of the extensions): people who give to each other, and the lists
 * shared into them.
 *
 * - `circles`; `circle_members` (role `admin` or `member`), a row per person and circle, gone
 *   with either; `circle_invitations`, one per circle and address, kept as the SHA-256 of their
 *   token (as password resets are); `circle_lists`, a row per list and circle it is shared into.
 * - A member of a circle a list is shared into sees the list as an accepted invitee does: the
 *   access rule reads `circle_lists` joined with `circle_members` beside `invitations`.
 * - Live events: sharing a list into a circle, or unsharing it, is a `share` event of that list;
 *   a member joining or leaving is a `share` event of every list shared into the circle.
 * - A list's new item is noticed for the e-mails (0008's `items_notice_added`) when the list has
 *   an accepted invitee or is shared into a circle with someone besides its owner.
 * - On PostgreSQL every new table is heard (0010): what is cached from them empties on a change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('circles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('circle_members')
    .addColumn('circle_id', 'text', (c) => c.notNull().references('circles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'member')`))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('circle_members_pk', ['circle_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('circle_members_user')
    .on('circle_members')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('circle_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('circle_id', 'text', (c) => c.notNull().references('circles.id').onDelete('cascade'))
    .addColumn('invitee_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('circle_invitations_address', ['circle_id', 'invitee_email'])
    .execute();
  await db.schema
    .createTable('circle_lists')
    .addColumn('circle_id', 'text', (c) => c.notNull().references('circles.id').onDelete('cascade'))
    .addColumn('list_id', 'text', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('shared_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('circle_lists_pk', ['circle_id', 'list_id'])
    .execute();
  await db.schema.createIndex('circle_lists_list').on('circle_lists').column('list_id').execute();

  for (const statement of postgres ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
}

/** Whether the list (an expression) is shared into a circle with someone besides its owner. */
const sharedWithSomeone = (listId: string) => `exists (
  select 1 from circle_lists cl
    join circle_members cm on cm.circle_id = cl.circle_id
    join lists l on l.id = cl.list_id
   where cl.list_id = ${listId} and cm.user_id <> l.owner_id)`;

const NOTICE_ADDED = `insert into notices (kind, list_id, list_name, item_id, item_name, user_id,
    previous_name, previous_price, price, link_changed, created_at)
  select 'added', new.list_id, l.name, new.id, new.name, null, null, null, new.price, 0,
    new.created_at
    from lists l where l.id = new.list_id`;

const ACCEPTED = `exists (select 1 from invitations where list_id = new.list_id and status = 'accepted')`;

const SQLITE = [
  `create trigger circle_lists_event_insert after insert on circle_lists begin
     insert into list_events (list_id, kind) values (new.list_id, 'share');
   end`,
  `create trigger circle_lists_event_delete after delete on circle_lists begin
     insert into list_events (list_id, kind) values (old.list_id, 'share');
   end`,
  `create trigger circle_members_event_insert after insert on circle_members begin
     insert into list_events (list_id, kind)
       select list_id, 'share' from circle_lists where circle_id = new.circle_id;
   end`,
  `create trigger circle_members_event_delete after delete on circle_members begin
     insert into list_events (list_id, kind)
       select list_id, 'share' from circle_lists where circle_id = old.circle_id;
   end`,
  'drop trigger items_notice_added',
  `create trigger items_notice_added after insert on items
     when ${ACCEPTED} or ${sharedWithSomeone('new.list_id')}
     begin ${NOTICE_ADDED}; end`,
];

const notify = (listId: string) =>
  `perform pg_notify('${LIST_EVENTS_CHANNEL}', ${listId} || ' share');`;

const POSTGRES = [
  `create function circle_lists_event() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then ${notify('old.list_id')} else ${notify('new.list_id')} end if;
     return null;
   end $$`,
  'create trigger circle_lists_event after insert or delete on circle_lists for each row execute function circle_lists_event()',
  `create function circle_members_event() returns trigger language plpgsql as $$
   declare
     shared record;
   begin
     for shared in select list_id from circle_lists
         where circle_id = (case when tg_op = 'DELETE' then old.circle_id else new.circle_id end) loop
       ${notify('shared.list_id')}
     end loop;
     return null;
   end $$`,
  'create trigger circle_members_event after insert or delete on circle_members for each row execute function circle_members_event()',
  `create or replace function items_notice_added() returns trigger language plpgsql as $$
   begin
     if ${ACCEPTED} or ${sharedWithSomeone('new.list_id')} then
       ${NOTICE_ADDED};
     end if;
     return null;
   end $$`,
  ...['circles', 'circle_members', 'circle_invitations', 'circle_lists'].map(
    (table) => `create trigger ${table}_changed after insert or update or delete or truncate
      on ${table} for each statement execute function wishlist_changed()`,
  ),
];
