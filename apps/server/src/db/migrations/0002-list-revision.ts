import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * `lists.revision` goes up whenever anything in a list's answer other than its own row changes:
 * its items (added, edited, moved, bought, unmarked, removed), its invitations (the count), or
 * the name of someone who bought one of its items. Triggers do it, inside the writing
 * statement's own transaction, so no code path can forget and every server process sharing the
 * database sees it: a process may keep a list's items as JSON for as long as the revision it
 * read with the list is unchanged (see modules/lists/content-cache.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lists')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Finds the lists of a buyer when their name changes (and serves ON DELETE SET NULL).
  await db.schema.createIndex('items_bought_by').on('items').column('bought_by').execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function wishlist_bump_list_revision() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update lists set revision = revision + 1 where id = old.list_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.list_id <> old.list_id) then
          update lists set revision = revision + 1 where id = new.list_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create function wishlist_bump_buyer_lists() returns trigger language plpgsql as $$
      begin
        update lists set revision = revision + 1
          where id in (select list_id from items where bought_by = new.id);
        return null;
      end $$`.execute(db);
    for (const table of ['items', 'invitations']) {
      await sql`
        create trigger ${sql.id(`${table}_list_revision`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function wishlist_bump_list_revision()`.execute(db);
    }
    await sql`
      create trigger users_buyer_lists_revision after update of name, email on users
      for each row when (old.name <> new.name or old.email <> new.email)
      execute function wishlist_bump_buyer_lists()`.execute(db);
    return;
  }

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
