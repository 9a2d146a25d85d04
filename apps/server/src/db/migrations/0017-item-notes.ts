import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { LIST_EVENTS_CHANNEL } from './0008-triggers.js';

/**
 * Givers' notes (issue 47, A2): what a list's givers say to each other about an item ("I'll
 * get the blue one", "shall we split it?"), never shown to its owner or co-owners.
 *
 * - `item_notes`: one row per note, gone with its item (and so with its list) and with its
 *   author's account. `position` numbers the item's notes from 1, given under a lock as the
 *   note is written: it orders them, and the unique key makes a racing write past the cap fail
 *   rather than slip through. `list_id` is the item's (an item never changes lists; a move makes
 *   a new item, so notes never travel), for the event below.
 * - A note written is a `note` event of its list, which the live hub tells givers only
 *   (docs/decisions/038). No trigger on delete: notes go only with their item or list (whose own
 *   events tell of it) or their author's account.
 * - Not heard on PostgreSQL (0010): no cached answer reads the table (the notes' own read is
 *   never cached), so a note has no cache to empty.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('item_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('list_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('item_notes_order', ['item_id', 'position'])
    .execute();
  // An account's deletion finds its notes by this (the foreign key's cascade).
  await db.schema.createIndex('item_notes_author').on('item_notes').column('author_id').execute();
  const statements = postgres
    ? [
        `create function item_notes_event() returns trigger language plpgsql as $$
         begin
           perform pg_notify('${LIST_EVENTS_CHANNEL}', new.list_id || ' note');
           return null;
         end $$`,
        'create trigger item_notes_event after insert on item_notes for each row execute function item_notes_event()',
      ]
    : [
        `create trigger item_notes_event_insert after insert on item_notes begin
           insert into list_events (list_id, kind) values (new.list_id, 'note');
         end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
