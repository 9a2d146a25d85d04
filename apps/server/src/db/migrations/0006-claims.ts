import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The giver's side (issue 24, G1-G2):
 *
 * - `lists.surprise` and `lists.event_date`: surprise mode hides claims from the owner until
 *   the day after the event.
 * - `items.quantity`: how many the owner would like; `items.claimed`: the sum of the item's
 *   claims. `bought_by`/`bought_at` stay: they name the last claimer once `claimed` reaches
 *   `quantity`, as the spec's purchase.
 * - `claims`: who claimed how many of which item (`list_id` is the item's: an item never changes
 *   lists). Every claim and give-back writes a row here beside the item's, so the table has as
 *   few B-trees as its reads allow: on SQLite it is clustered on its key (WITHOUT ROWID), and
 *   the only other index is by user (My gifts, account deletion); a list's claims are found
 *   through its items (`npm run bench:purchase-db` measured each tree: the history of docs/performance.md).
 *
 * Triggers on `claims` keep the item's row in step, in the statement that writes the claim, on
 * both databases: a claim or a give-back is one statement (a purchase was one before; a second
 * cost mark + unmark a sixth of its throughput), and a claim deleted by a cascade (its user's
 * account, its item) gives its units back by itself. A claim that would take more than is left
 * fails with CLAIM_EXCEEDS_QUANTITY: PostgreSQL checks it on the item's row, locked by the
 * trigger's own UPDATE, so concurrent claims never take more than there is. A claim only grows
 * (taking more adds to it); giving back deletes it.
 *
 * Every purchase made so far becomes a claim of 1 by its buyer, at the time it was made.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  // One transaction (see 0004): PostgreSQL's migrator opens one, SQLite's does not.
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await inOne(async (trx) => {
    await trx.schema
      .alterTable('lists')
      .addColumn('surprise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.schema.alterTable('lists').addColumn('event_date', 'text').execute();
    await trx.schema
      .alterTable('items')
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await trx.schema
      .alterTable('items')
      .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await trx.schema
      .createTable('claims')
      .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
      .addColumn('list_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('claims_pk', ['item_id', 'user_id'])
      .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    await trx.schema.createIndex('claims_user').on('claims').column('user_id').execute();

    await sql`
      insert into claims (item_id, list_id, user_id, quantity, claimed_at)
      select id, list_id, bought_by, 1, coalesce(bought_at, updated_at)
        from items where bought_by is not null`.execute(trx);
    await sql`update items set claimed = 1 where bought_by is not null`.execute(trx);
    // After the backfill, which must not count twice.
    for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS)
      await sql.raw(statement).execute(trx);
  });
}

/** The item's bought state once its claims sum to `sum`: by its latest claimer if they cover it. */
export const boughtBy = (sum: string) => `
  bought_by = case when ${sum} >= quantity then (select c.user_id from claims c
    where c.item_id = items.id order by c.claimed_at desc, c.user_id desc limit 1) end,
  bought_at = case when ${sum} >= quantity then (select max(c.claimed_at) from claims c
    where c.item_id = items.id) end`;

/** The item's row once `delta` more are claimed, by the claim `row` (the last claimer). */
export const taken = (delta: string, row: string) => `
  claimed = claimed + ${delta},
  bought_by = case when claimed + ${delta} >= quantity then ${row}.user_id end,
  bought_at = case when claimed + ${delta} >= quantity then ${row}.claimed_at end`;

/**
 * A claim that would take more than is left (or names an item of another list) changes no
 * item, and the statement fails: `changes()` counts the trigger's own UPDATE.
 */
export const REFUSE_UNLESS_TAKEN =
  "select raise(abort, 'CLAIM_EXCEEDS_QUANTITY') where changes() = 0";

const SQLITE_TRIGGERS = [
  `create trigger claims_taken after insert on claims begin
    update items set ${taken('new.quantity', 'new')}
      where id = new.item_id and list_id = new.list_id and claimed + new.quantity <= quantity;
    ${REFUSE_UNLESS_TAKEN};
  end`,
  `create trigger claims_grown after update of quantity on claims begin
    update items set ${taken('new.quantity - old.quantity', 'new')}
      where id = new.item_id and claimed + new.quantity - old.quantity <= quantity;
    ${REFUSE_UNLESS_TAKEN};
  end`,
  `create trigger claims_given_back after delete on claims begin
    update items set claimed = claimed - old.quantity, ${boughtBy('claimed - old.quantity')}
      where id = old.item_id;
  end`,
];

const POSTGRES_TRIGGERS = [
  `create function claims_keep_item() returns trigger language plpgsql as $$
  declare
    delta integer;
  begin
    if tg_op = 'DELETE' then
      update items set claimed = claimed - old.quantity, ${boughtBy('claimed - old.quantity')}
        where id = old.item_id;
      return null;
    end if;
    delta := new.quantity - (case when tg_op = 'UPDATE' then old.quantity else 0 end);
    update items set ${taken('delta', 'new')}
      where id = new.item_id and list_id = new.list_id and claimed + delta <= quantity;
    if not found then
      raise exception 'CLAIM_EXCEEDS_QUANTITY' using errcode = 'check_violation';
    end if;
    return null;
  end $$`,
  `create trigger claims_keep_item after insert or update of quantity or delete on claims
    for each row execute function claims_keep_item()`,
];
