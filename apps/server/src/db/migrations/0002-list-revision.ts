import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * On SQLite, `lists.revision` goes up whenever anything in a list's answer other than its own
 * row changes: its items (added, edited, moved, bought, unmarked, removed), its invitations (the
 * count), or the name of someone who bought one of its items. Triggers do it, inside the writing
 * statement's own transaction, so no code path can forget and every process sharing the file
 * sees it: a process may keep a list's items as JSON for as long as the revision it read with the
 * list is unchanged (see modules/lists/content-cache.ts).
 *
 * Not on PostgreSQL: there the bump would lock the list's row after the item's, while an owner's
 * save locks the list's row before its items, and a claim racing a save deadlocked (the
 * concurrency test saw it). SQLite has one writer at a time and no row locks, so no such cycle.
 * On PostgreSQL the column stays 0 and lists are read from the database every time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lists')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Finds the lists of a buyer when their name changes (and serves ON DELETE SET NULL).
  await db.schema.createIndex('items_bought_by').on('items').column('bought_by').execute();

  // SQLite only: see the comment above.
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;

  for (const table of ['items', 'invitations']) {
    await sql`
      create trigger ${sql.id(`${table}_insert_list_revision`)} after insert on ${sql.table(table)}
      begin update lists set revision = revision + 1 where id = new.list_id; end`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_update_list_revision`)} after update on ${sql.table(table)}
      begin
        update lists set revision = revision + 1 where id in (old.list_id, new.list_id);
      end`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_delete_list_revision`)} after delete on ${sql.table(table)}
      begin update lists set revision = revision + 1 where id = old.list_id; end`.execute(db);
  }
  await sql`
    create trigger users_buyer_lists_revision after update of name, email on users
    when old.name <> new.name or old.email <> new.email
    begin
      update lists set revision = revision + 1
        where id in (select list_id from items where bought_by = new.id);
    end`.execute(db);
}
