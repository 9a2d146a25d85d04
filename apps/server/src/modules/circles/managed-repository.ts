import type { Db } from '../../db/database.js';

export interface Person {
  _id: string;
  name: string;
}

/** Who keeps each of `memberIds` (C4), by name. */
export async function managersOf(db: Db, memberIds: string[]): Promise<Map<string, Person[]>> {
  const byMember = new Map<string, Person[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('managers')
    .innerJoin('users', 'users.id', 'managers.manager_id')
    .select(['managers.member_id', 'users.id', 'users.name'])
    .where('managers.member_id', 'in', memberIds)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  for (const row of rows) byMember.get(row.member_id)?.push({ _id: row.id, name: row.name });
  return byMember;
}

/** Managed members (C4) and who keeps them: rows of `users` (managed 1) and `managers`. */
export class ManagedRepository {
  constructor(private readonly db: Db) {}

  /**
   * A managed member: never signs in (no password, an address no request can send: every one a
   * request carries is checked as an e-mail address) and is never mailed (every setting off).
   */
  async create(trx: Db, member: { id: string; name: string; now: string }): Promise<void> {
    await trx
      .insertInto('users')
      .values({
        id: member.id,
        email: `managed:${member.id}`,
        name: member.name,
        password_hash: '',
        managed: 1,
        notify_digest: 0,
        notify_claimed_changed: 0,
        notify_reminders: 0,
        created_at: member.now,
        updated_at: member.now,
      })
      .execute();
  }

  /** The managed member, if `memberId` is one. */
  find(memberId: string, db: Db = this.db) {
    return db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', memberId)
      .where('managed', '=', 1)
      .executeTakeFirst();
  }

  async manages(managerId: string, memberId: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('managers')
      .select('member_id')
      .where('member_id', '=', memberId)
      .where('manager_id', '=', managerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many managed members `managerId` keeps. */
  async keptCount(trx: Db, managerId: string): Promise<number> {
    const row = await trx
      .selectFrom('managers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('manager_id', '=', managerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The managed members `managerId` keeps, by name. */
  keptBy(managerId: string) {
    return this.db
      .selectFrom('managers')
      .innerJoin('users', 'users.id', 'managers.member_id')
      .select(['users.id', 'users.name'])
      .where('managers.manager_id', '=', managerId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  }

  managersOf(memberIds: string[], db: Db = this.db): Promise<Map<string, Person[]>> {
    return managersOf(db, memberIds);
  }

  /**
   * The caller's standing with the member's circles: `admin` when they administer one of them,
   * `member` when they are only in one, undefined when they share none.
   */
  async standingWith(userId: string, memberId: string, db: Db = this.db) {
    const rows = await db
      .selectFrom('circle_members as theirs')
      .innerJoin('circle_members as mine', 'mine.circle_id', 'theirs.circle_id')
      .select('mine.role')
      .where('theirs.user_id', '=', memberId)
      .where('mine.user_id', '=', userId)
      .execute();
    if (rows.some((row) => row.role === 'admin')) return 'admin';
    return rows.length > 0 ? 'member' : undefined;
  }

  /** Those of `userIds` with an account who are in one of the member's circles. */
  async mayKeep(trx: Db, memberId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await trx
      .selectFrom('circle_members as theirs')
      .innerJoin('circle_members as candidate', 'candidate.circle_id', 'theirs.circle_id')
      .innerJoin('users', 'users.id', 'candidate.user_id')
      .select('candidate.user_id')
      .where('theirs.user_id', '=', memberId)
      .where('candidate.user_id', 'in', userIds)
      .where('users.managed', '=', 0)
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /** Makes exactly `managerIds` the member's managers; answers those no longer managers. */
  async setManagers(
    trx: Db,
    memberId: string,
    managerIds: string[],
    now: string,
  ): Promise<string[]> {
    const before = (
      await trx
        .selectFrom('managers')
        .select('manager_id')
        .where('member_id', '=', memberId)
        .execute()
    ).map((row) => row.manager_id);
    const gone = before.filter((id) => !managerIds.includes(id));
    const fresh = managerIds.filter((id) => !before.includes(id));
    if (gone.length > 0)
      await trx
        .deleteFrom('managers')
        .where('member_id', '=', memberId)
        .where('manager_id', 'in', gone)
        .execute();
    if (fresh.length > 0)
      await trx
        .insertInto('managers')
        .values(fresh.map((id) => ({ member_id: memberId, manager_id: id, added_at: now })))
        .execute();
    return gone;
  }

  rename(trx: Db, memberId: string, name: string, now: string) {
    return trx
      .updateTable('users')
      .set({ name, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  /** The member's lists (ids). */
  async listIdsOf(trx: Db, memberId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('lists')
      .select('id')
      .where('owner_id', '=', memberId)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the member: their lists first, one by one as a list's deletion is (its events), then
   * their row (their memberships and managers with it).
   */
  async delete(trx: Db, memberId: string): Promise<void> {
    await trx.deleteFrom('lists').where('owner_id', '=', memberId).execute();
    await trx.deleteFrom('users').where('id', '=', memberId).where('managed', '=', 1).execute();
  }
}
