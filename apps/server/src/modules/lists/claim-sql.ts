import { type RawBuilder, sql } from 'kysely';

/*
 * The SQL that keeps an item's bought state in step with its claims (G2), shared by the claim
 * statements and the owner's edits. The item counts as bought, by its latest claimer, once its
 * claims cover its quantity.
 */

/**
 * What an item's row says once `count` of it are taken by `userId` at `now`: the sum goes up,
 * and the item counts as bought, by the last claimer, once the sum reaches the quantity.
 */
export function afterTaking(count: number, userId: string, now: string) {
  const full = sql<boolean>`items.claimed + ${count} >= items.quantity`;
  return {
    claimed: sql<number>`items.claimed + ${count}`,
    bought_by: sql<string | null>`case when ${full} then ${userId} end`,
    bought_at: sql<string | null>`case when ${full} then ${now} end`,
  };
}

/**
 * What an item's row says once `userId` gives back `count` of it. It stays bought only if the
 * others' claims still cover the quantity (the owner may have lowered it below what was
 * claimed); then by the latest of them. The subqueries leave `userId` out, so they read the
 * same whether that claim's row is already deleted (SQLite) or not yet (PostgreSQL's CTE), and
 * `case` runs them only in that rare case.
 */
export function afterGivingBack(count: number | RawBuilder<unknown>, userId: string) {
  const full = sql<boolean>`items.claimed - ${count} >= items.quantity`;
  const others = sql`from claims c where c.item_id = items.id and c.user_id <> ${userId}`;
  return {
    claimed: sql<number>`items.claimed - ${count}`,
    bought_by: sql<string | null>`case when ${full} then
      (select c.user_id ${others} order by c.claimed_at desc, c.user_id desc limit 1) end`,
    bought_at: sql<string | null>`case when ${full} then (select max(c.claimed_at) ${others}) end`,
  };
}

/**
 * Whether an item is bought once its quantity becomes `quantity`: by its latest claimer if the
 * claims cover it, otherwise by nobody.
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
