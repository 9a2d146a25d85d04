import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { boughtBy, REFUSE_UNLESS_TAKEN, taken } from './0006-claims.js';
import { LIST_EVENTS_CHANNEL } from './0008-triggers.js';

/**
 * Group gifts and alternatives (issue 47, A3 and A5):
 *
 * - `items.group_gift` (A3): 1 when the item takes pledges instead of claims. `pledges` holds one
 *   pledge per giver and item, in cents (a sum of cents is exact, so reaching the price is never
 *   a rounding). `items.pledged` is their sum, kept by triggers in the statement that writes the
 *   pledge, as the claims triggers keep `claimed` (0006): concurrent pledges each add their own
 *   row and lock the item's row to add to its sum, so no write is lost. Once the sum reaches the
 *   price the item counts as claimed: `claimed` becomes its `quantity`; below, the claims' sum
 *   (none, as a group gift takes no claim, unless it had some before it became one). A pledge is
 *   a `claim` event of its list, kept from an owner in surprise mode as claims are (0008): its
 *   change to the item's row raises no `items` event, as a claim's does not.
 * - `items.any_of` (A5): items of one list sharing it are "any one of these". A claim on one of
 *   them fails, in the statement that writes it, when another of the group is claimed or
 *   received. SQLite writes one statement at a time, so the claims trigger's UPDATE leaving a
 *   covered item alone is enough (the claim fails as CLAIM_EXCEEDS_QUANTITY, and the service's
 *   second read tells the two apart). PostgreSQL runs racing claims in parallel transactions:
 *   its claims trigger (0006's, made anew), once its UPDATE holds the item's row, takes a
 *   transaction lock named by the group and checks with a fresh snapshot (CLAIM_COVERED), so
 *   of two claims on two alternatives the second to get the lock sees the first, committed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await inOne(async (trx) => {
    for (const column of ['group_gift', 'pledged'])
      await trx.schema
        .alterTable('items')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    await trx.schema.alterTable('items').addColumn('any_of', 'text').execute();
    // A claim's check finds the item's group by this; items in no group are not in it.
    await trx.schema
      .createIndex('items_any_of')
      .on('items')
      .columns(['list_id', 'any_of'])
      .where(sql.ref('any_of'), 'is not', null)
      .execute();
    await trx.schema
      .createTable('pledges')
      .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
      .addColumn('list_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('pledged_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('pledges_pk', ['item_id', 'user_id'])
      .execute();
    await trx.schema.createIndex('pledges_user').on('pledges').column('user_id').execute();
    for (const statement of postgres ? POSTGRES : SQLITE) await sql.raw(statement).execute(trx);
  });
}

/** The item's `claimed` once its pledges sum to `sum` cents: all of it when that is its price. */
const funded = (sum: string) => `claimed = case
    when group_gift = 1 and price is not null and ${sum} >= round(price * 100) then quantity
    else (select coalesce(sum(c.quantity), 0) from claims c where c.item_id = items.id) end`;

/** Another item of `item`'s group that is claimed or received. */
const coveredBy = (item: string) => `select 1 from items s
    where s.list_id = ${item}.list_id and s.any_of = ${item}.any_of and s.id <> ${item}.id
      and (s.claimed > 0 or s.received_at is not null)`;

const SQLITE = [
  'drop trigger items_event_update',
  `create trigger items_event_update after update on items
    when old.claimed = new.claimed and old.pledged = new.pledged begin
    insert into list_events (list_id, kind) values (new.list_id, 'items');
  end`,
  ...['insert', 'update', 'delete'].map(
    (op) => `create trigger pledges_event_${op} after ${op} on pledges begin
      insert into list_events (list_id, kind)
        values (${op === 'delete' ? 'old' : 'new'}.list_id, 'claim');
    end`,
  ),
  `create trigger pledges_added after insert on pledges begin
    update items set pledged = pledged + new.amount, ${funded('pledged + new.amount')}
      where id = new.item_id;
  end`,
  `create trigger pledges_changed after update of amount on pledges begin
    update items set pledged = pledged + new.amount - old.amount,
      ${funded('pledged + new.amount - old.amount')}
      where id = new.item_id;
  end`,
  `create trigger pledges_withdrawn after delete on pledges begin
    update items set pledged = pledged - old.amount, ${funded('pledged - old.amount')}
      where id = old.item_id;
  end`,
  // 0006's trigger, whose UPDATE now also leaves a covered item alone, so the claim fails as
  // one that takes more than is left: no statement more on any claim.
  'drop trigger claims_taken',
  `create trigger claims_taken after insert on claims begin
    update items set ${taken('new.quantity', 'new')}
      where id = new.item_id and list_id = new.list_id and claimed + new.quantity <= quantity
        and (any_of is null or not exists (${coveredBy('items')}));
    ${REFUSE_UNLESS_TAKEN};
  end`,
];

const POSTGRES = [
  'drop trigger items_event_update on items',
  `create trigger items_event_update after update on items for each row
     when (old.claimed = new.claimed and old.pledged = new.pledged) execute function items_event()`,
  `create function pledges_event() returns trigger language plpgsql as $$
  begin
    perform pg_notify('${LIST_EVENTS_CHANNEL}',
      (case when tg_op = 'DELETE' then old.list_id else new.list_id end) || ' claim');
    return null;
  end $$`,
  `create trigger pledges_event after insert or update or delete on pledges
    for each row execute function pledges_event()`,
  // Lists' answers read it: heard by every process (0010).
  `create trigger pledges_changed after insert or update or delete or truncate on pledges
    for each statement execute function wishlist_changed()`,
  `create function pledges_keep_item() returns trigger language plpgsql as $$
  declare
    delta integer;
    item text;
  begin
    delta := (case when tg_op = 'DELETE' then 0 else new.amount end)
      - (case when tg_op = 'INSERT' then 0 else old.amount end);
    item := case when tg_op = 'DELETE' then old.item_id else new.item_id end;
    update items set pledged = pledged + delta, ${funded('pledged + delta')} where id = item;
    return null;
  end $$`,
  `create trigger pledges_keep_item after insert or update of amount or delete on pledges
    for each row execute function pledges_keep_item()`,
  // 0006's function, which now also reads the item's group from the row its UPDATE takes,
  // rather than a trigger of its own reading the item again on every claim.
  `create or replace function claims_keep_item() returns trigger language plpgsql as $$
  declare
    delta integer;
    item record;
  begin
    if tg_op = 'DELETE' then
      update items set claimed = claimed - old.quantity, ${boughtBy('claimed - old.quantity')}
        where id = old.item_id;
      return null;
    end if;
    delta := new.quantity - (case when tg_op = 'UPDATE' then old.quantity else 0 end);
    update items set ${taken('delta', 'new')}
      where id = new.item_id and list_id = new.list_id and claimed + delta <= quantity
      returning items.list_id, items.any_of into item;
    if not found then
      raise exception 'CLAIM_EXCEEDS_QUANTITY' using errcode = 'check_violation';
    end if;
    if tg_op = 'INSERT' and item.any_of is not null then
      perform pg_advisory_xact_lock(hashtextextended(item.list_id || chr(10) || item.any_of, 0));
      -- A statement of its own: in READ COMMITTED it sees what was committed while it waited.
      if exists (select 1 from items s where s.list_id = item.list_id and s.any_of = item.any_of
          and s.id <> new.item_id and (s.claimed > 0 or s.received_at is not null)) then
        raise exception 'CLAIM_COVERED' using errcode = 'check_violation';
      end if;
    end if;
    return null;
  end $$`,
];
