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
