import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Draws (issue 46, section D of the extensions): Secret Santa within a circle.
 *
 * - `draws`: one per draw, in a circle, with its optional budget, currency and exchange date;
 *   `run_at` and `runs` once it has been run.
 * - `draw_participants`: a row per draw and person; `recipient_id` is whom they drew (null until
 *   the draw runs), `seen_at` when they first looked. Only the participant's own row is ever
 *   read into an answer of theirs (D2).
 * - `draw_exclusions`: one-way pairs kept apart.
 * - `draw_messages`: anonymous questions and answers between a Santa and their recipient, kept
 *   per giver and run: a new run starts new conversations.
 * - On PostgreSQL the tables are heard (0010), so cached answers empty on a change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('draws')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('circle_id', 'text', (c) => c.notNull().references('circles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('budget', 'real')
    .addColumn('currency', 'text')
    .addColumn('exchange_date', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('draws_circle').on('draws').column('circle_id').execute();
  await db.schema
    .createTable('draw_participants')
    .addColumn('draw_id', 'text', (c) => c.notNull().references('draws.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('seen_at', 'text')
    .addPrimaryKeyConstraint('draw_participants_pk', ['draw_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('draw_participants_user')
    .on('draw_participants')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('draw_exclusions')
    .addColumn('draw_id', 'text', (c) => c.notNull().references('draws.id').onDelete('cascade'))
    .addColumn('giver_id', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('draw_exclusions_pk', ['draw_id', 'giver_id', 'receiver_id'])
    .execute();
  await db.schema
    .createTable('draw_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('draw_id', 'text', (c) => c.notNull().references('draws.id').onDelete('cascade'))
    .addColumn('run', 'integer', (c) => c.notNull())
    .addColumn('giver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_giver', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('draw_messages_thread')
    .on('draw_messages')
    .columns(['draw_id', 'run', 'giver_id', 'created_at'])
    .execute();
  if (postgres)
    for (const table of ['draws', 'draw_participants', 'draw_exclusions', 'draw_messages'])
      await sql
        .raw(`create trigger ${table}_changed after insert or update or delete or truncate
                on ${table} for each statement execute function wishlist_changed()`)
        .execute(db);
}
