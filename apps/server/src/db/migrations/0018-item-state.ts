import type { Kysely } from 'kysely';

/**
 * After the gift (issue 47, section A of the extensions), on the items themselves:
 *
 * - `hidden` (A4): 1 keeps the item (a draft, an idea) to its owner's side: owner, co-owners
 *   and managers. Givers neither see nor claim it.
 * - `received_at`, `received_note`, `thanked` (A1): the owner's "I got this", with or without
 *   a claim, and whether they have thanked for it.
 *
 * Changing them raises the list's revision and its live event like any item change (0002,
 * 0008: their triggers fire on every update of an item).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('items').addColumn('received_at', 'text').execute();
  await db.schema.alterTable('items').addColumn('received_note', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('thanked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
