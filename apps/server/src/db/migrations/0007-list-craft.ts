import type { Kysely } from 'kysely';

/**
 * List craft (issue 25, L1-L3):
 *
 * - `items.priority`: 0 (no mark) to 3, "most wanted".
 * - `lists.currency`: the ISO 4217 code its prices are in; `USD` for every list so far, which
 *   is what the spec's `$` meant.
 * - `lists.archived`: read-only for everyone, out of the invitees' shared lists.
 * - `lists.version`: goes up with each save of the owner's, so a save sent from a stale page
 *   can be refused instead of dropping what it never saw (docs/decisions/012-list-craft.md).
 *   Written by the save itself, not by triggers: claims must not move it.
 *
 * Columns with defaults only, so every existing row keeps what it had.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inOne(async (trx) => {
    await trx.schema
      .alterTable('items')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.schema
      .alterTable('lists')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .execute();
    await trx.schema
      .alterTable('lists')
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.schema
      .alterTable('lists')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  });
}
