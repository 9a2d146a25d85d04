import type { Kysely } from 'kysely';

/**
 * Sign-in through an OpenID Connect provider (S2): `oidc_handoffs` holds the one-time codes
 * with which the provider's callback hands a signed-in account to the web app, so the bearer
 * token never travels in a URL. A code is kept as its hash, lives 60 seconds and is deleted
 * when used; a row goes with its account.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_handoffs')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_handoffs_user').on('oidc_handoffs').column('user_id').execute();
}
