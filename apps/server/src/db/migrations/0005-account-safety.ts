import { ITEM_OVERHEAD_BYTES, LIST_OVERHEAD_BYTES } from '@wishlist/core';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What the pen test of issue 21 asked the database to remember:
 *
 * - `users.email_verified`: a mailbox is proven before invitations to it are shown. Existing
 *   accounts start unverified (nobody ever proved theirs) and the app tells them so.
 * - `email_verifications`: the links mailed at registration, stored as hashes like reset links.
 * - `revoked_tokens`: the bearer tokens ended by a logout (hash and expiry), so a copied token
 *   stops working on every process at once; a row outlives its token by nothing.
 * - `known_logins`: the addresses each account has signed in from, which the per-account login
 *   slowdown lets through (the owner is slowed only where an attacker could be).
 * - `lists.content_bytes`: the stored size of each list, so a per-account quota costs one sum.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verifications_user')
    .on('email_verifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('known_logins')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_logins_pk', ['user_id', 'address'])
    .execute();

  await db.schema
    .alterTable('lists')
    .addColumn('content_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The same sum `contentBytes` makes for new writes, over what is stored.
  const bytes = (column: string) =>
    postgres
      ? sql`octet_length(coalesce(${sql.ref(column)}, ''))`
      : sql`length(cast(coalesce(${sql.ref(column)}, '') as blob))`;
  await sql`
    update lists set content_bytes = ${LIST_OVERHEAD_BYTES} + ${bytes('lists.name')}
      + ${bytes('lists.description')}
      + coalesce((select sum(${ITEM_OVERHEAD_BYTES} + ${bytes('items.name')}
          + ${bytes('items.description')} + ${bytes('items.category')}
          + ${bytes('items.affiliate_link')} + ${bytes('items.image_url')})
        from items where items.list_id = lists.id), 0)`.execute(db);
}
