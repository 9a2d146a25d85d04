/**
 * A family of eight in one circle (issue 45): thirty lists of twenty items shared into it, two
 * of them a managed child's, kept by the first of the eight. Their dashboard and Friends Lists
 * are each one request, measured against the dashboard of fifty lists.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';
import { newId } from '../../apps/server/src/ids.js';
import * as rows from './rows.js';

export interface FamilyFixture {
  /** The child's manager: 3 lists of their own and the child's 2 on their dashboard. */
  parentId: string;
  lists: number;
}

const ADULTS = 8;
const LISTS = 30;
const CHILD_LISTS = 2;

export async function seedFamily(
  db: Kysely<Database>,
  email: (who: string) => string,
  hash: string,
): Promise<FamilyFixture> {
  // Every row names `managed`: a multi-row insert leaves a missing column null, not default.
  const adults = Array.from({ length: ADULTS }, (_, n) => ({
    ...rows.user(email(`family${n}`), `Family ${n}`, hash, n),
    managed: 0,
  }));
  const child = { ...rows.user(`managed:${newId()}`, 'Family child', '', ADULTS), managed: 1 };
  const owners = [
    ...Array.from({ length: LISTS - CHILD_LISTS }, (_, n) => adults[n % ADULTS]!),
    ...Array.from({ length: CHILD_LISTS }, () => child),
  ];
  const lists = owners.map((owner, n) => rows.list(owner.id, `Family list ${n + 1}`, n, LISTS));
  const circleId = newId();
  const at = rows.stamp(0, 1);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values([...adults, child])
      .execute();
    await trx.insertInto('lists').values(lists).execute();
    await trx
      .insertInto('items')
      .values(lists.flatMap((list) => rows.items(list.id, 20)))
      .execute();
    await trx
      .insertInto('circles')
      .values({ id: circleId, name: 'Family', created_at: at })
      .execute();
    await trx
      .insertInto('circle_members')
      .values(
        [...adults, child].map((member, n) => ({
          circle_id: circleId,
          user_id: member.id,
          role: n === 0 ? 'admin' : 'member',
          joined_at: at,
        })),
      )
      .execute();
    await trx
      .insertInto('circle_lists')
      .values(lists.map((list) => ({ circle_id: circleId, list_id: list.id, shared_at: at })))
      .execute();
    await trx
      .insertInto('managers')
      .values({ member_id: child.id, manager_id: adults[0]!.id, added_at: at })
      .execute();
  });
  return { parentId: adults[0]!.id, lists: LISTS };
}
