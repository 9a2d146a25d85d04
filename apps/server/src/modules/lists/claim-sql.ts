import { sql } from 'kysely';

/**
 * Whether an item is bought once its owner makes its quantity `quantity`: by its latest claimer
 * if the claims cover it, otherwise by nobody (as the claims triggers of migration 0006 decide
 * when a claim changes).
 */
export function boughtStateAt(quantity: number) {
  const full = sql<boolean>`items.claimed >= ${quantity}`;
  const all = sql`from claims c where c.item_id = items.id`;
  return {
    bought_by: sql<string | null>`case when ${full} then
      (select c.user_id ${all} order by c.claimed_at desc, c.user_id desc limit 1) end`,
    bought_at: sql<string | null>`case when ${full} then (select max(c.claimed_at) ${all}) end`,
  };
}

/**
 * A group gift's `claimed` once its price is `price` and its quantity `quantity`: all of it when
 * its pledges reach the price, otherwise its claims' sum (as the pledges triggers of migration
 * 0019 decide when a pledge changes).
 */
export function fundedStateAt(price: number | null, quantity: number) {
  const claims = sql<number>`(select coalesce(sum(c.quantity), 0) from claims c
    where c.item_id = items.id)`;
  if (price === null) return { claimed: claims };
  const cents = Math.round(price * 100);
  return {
    claimed: sql<number>`case when items.pledged >= cast(${cents} as integer)
      then cast(${quantity} as integer) else ${claims} end`,
  };
}
