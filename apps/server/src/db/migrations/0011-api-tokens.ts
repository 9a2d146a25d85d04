import { type Kysely, sql } from 'kysely';

/**
 * Personal API tokens (P2, decision 022). A token is kept as the SHA-256 of its text, never the
 * text. `token_version` is the owner's token version when it was made: a new password ends
 * every token, these too. A row goes with its account.
 *
 * Not in TABLES_HEARD (migration 0010): no process keeps anything read from this table. Every
 * request with an API token reads its row, so a revoked token is refused by every process from
 * the next call, and no cached answer needs emptying when a row changes (nor when a token's
 * `last_used_at` is written, at most once a minute).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('read', 'write')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
}
