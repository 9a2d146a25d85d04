import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Item currency (L2, decision 027):
 *
 * - `items.currency`: the ISO 4217 code of an item's price when it is not its list's (a shop's
 *   page in pounds on a list in euros); null, which every existing item gets, for a price in
 *   the list's currency, following it.
 * - `notices.currency`, `notices.previous_currency`: the currency a claimed item's new and old
 *   price were in when it changed, so the claimer's e-mail writes each in its own; null in
 *   notices written before (the e-mail then goes by the list's, as it did). The trigger of a
 *   claimed item's change (migration 0008) is replaced by one that writes them, and that also
 *   fires when only the currency changed: the price a claimer agreed to is then another.
 *
 * Nullable columns with no default: every existing row keeps what it had.
 */

const NOTICE_COLUMNS =
  'kind, list_id, list_name, item_id, item_name, user_id, previous_name, previous_price, price, link_changed, created_at, previous_currency, currency';

const SQLITE_CHANGED = `create trigger items_notice_changed
  after update of name, price, affiliate_link, currency on items
  when new.claimed > 0 and (old.name is not new.name or old.price is not new.price
    or old.affiliate_link is not new.affiliate_link or old.currency is not new.currency)
  begin
    insert into notices (${NOTICE_COLUMNS})
    select 'changed', new.list_id, l.name, new.id, new.name, c.user_id, old.name, old.price,
           new.price, old.affiliate_link is not new.affiliate_link, new.updated_at,
           coalesce(old.currency, l.currency), coalesce(new.currency, l.currency)
      from claims c join lists l on l.id = new.list_id where c.item_id = new.id;
  end`;

const POSTGRES_CHANGED_FUNCTION = `create or replace function items_notice_changed()
  returns trigger language plpgsql as $$
  begin
    insert into notices (${NOTICE_COLUMNS})
    select 'changed', new.list_id, l.name, new.id, new.name, c.user_id, old.name, old.price,
           new.price, (old.affiliate_link is distinct from new.affiliate_link)::int, new.updated_at,
           coalesce(old.currency, l.currency), coalesce(new.currency, l.currency)
      from claims c join lists l on l.id = new.list_id where c.item_id = new.id;
    return null;
  end $$`;

const POSTGRES_CHANGED_TRIGGER = `create trigger items_notice_changed
  after update of name, price, affiliate_link, currency on items
  for each row when (new.claimed > 0 and (old.name is distinct from new.name
    or old.price is distinct from new.price or old.affiliate_link is distinct from new.affiliate_link
    or old.currency is distinct from new.currency))
  execute function items_notice_changed()`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder by design
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // One transaction, so no start ever finds the old trigger dropped and the new one missing.
  const inOne = (work: (trx: typeof db) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inOne(async (trx) => {
    await trx.schema.alterTable('items').addColumn('currency', 'text').execute();
    await trx.schema.alterTable('notices').addColumn('previous_currency', 'text').execute();
    await trx.schema.alterTable('notices').addColumn('currency', 'text').execute();
    const onItems = postgres ? ' on items' : '';
    await sql.raw(`drop trigger if exists items_notice_changed${onItems}`).execute(trx);
    if (postgres) {
      await sql.raw(POSTGRES_CHANGED_FUNCTION).execute(trx);
      await sql.raw(POSTGRES_CHANGED_TRIGGER).execute(trx);
    } else {
      await sql.raw(SQLITE_CHANGED).execute(trx);
    }
  });
}
