import type { CircleRole } from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { CircleListQueries } from './circle-list-queries.js';
import { managersOf, type Person } from './managed-repository.js';

export interface CircleRow {
  id: string;
  name: string;
  created_at: string;
}

export interface MemberRow {
  circle_id: string;
  user_id: string;
  name: string;
  role: string;
  joined_at: string;
  /** 1 for a managed member (C4). */
  managed: number;
  /** A managed member's managers, by name. */
  managers?: Person[];
}

/** Circles, their members and invitations (C1, C2); what concerns lists is in CircleListQueries. */
export class CircleRepository extends CircleListQueries {
  async create(trx: Db, circle: CircleRow, adminId: string): Promise<void> {
    await trx.insertInto('circles').values(circle).execute();
    await this.addMember(trx, circle.id, adminId, 'admin', circle.created_at);
  }

  /** Adds the member; false when they were one already. */
  async addMember(trx: Db, circleId: string, userId: string, role: CircleRole, now: string) {
    const result = await trx
      .insertInto('circle_members')
      .values({ circle_id: circleId, user_id: userId, role, joined_at: now })
      .onConflict((conflict) => conflict.columns(['circle_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async removeMember(trx: Db, circleId: string, userId: string): Promise<boolean> {
    const result = await trx
      .deleteFrom('circle_members')
      .where('circle_id', '=', circleId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  rename(trx: Db, circleId: string, name: string) {
    return trx.updateTable('circles').set({ name }).where('id', '=', circleId).execute();
  }

  remove(trx: Db, circleId: string) {
    return trx.deleteFrom('circles').where('id', '=', circleId).execute();
  }

  find(circleId: string, db: Db = this.db): Promise<CircleRow | undefined> {
    return db.selectFrom('circles').selectAll().where('id', '=', circleId).executeTakeFirst();
  }

  /** The caller's role in the circle, if they are in it. */
  async roleOf(circleId: string, userId: string, db: Db = this.db): Promise<string | undefined> {
    const row = await db
      .selectFrom('circle_members')
      .select('role')
      .where('circle_id', '=', circleId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  }

  /** The circles `userId` is in, oldest first. */
  circlesOf(userId: string): Promise<CircleRow[]> {
    return this.db
      .selectFrom('circles')
      .innerJoin('circle_members', 'circle_members.circle_id', 'circles.id')
      .select(['circles.id', 'circles.name', 'circles.created_at'])
      .where('circle_members.user_id', '=', userId)
      .orderBy('circles.created_at')
      .orderBy('circles.id')
      .execute();
  }

  /** The members of the circles, admins first, then by name; the managed with their managers. */
  async membersOf(circleIds: string[], db: Db = this.db): Promise<Map<string, MemberRow[]>> {
    const byCircle = new Map<string, MemberRow[]>(circleIds.map((id) => [id, []]));
    if (circleIds.length === 0) return byCircle;
    const rows = await db
      .selectFrom('circle_members')
      .innerJoin('users', 'users.id', 'circle_members.user_id')
      .select([
        'circle_members.circle_id',
        'circle_members.user_id',
        'users.name',
        'circle_members.role',
        'circle_members.joined_at',
        'users.managed',
      ])
      .where('circle_members.circle_id', 'in', circleIds)
      .orderBy('circle_members.role')
      .orderBy('users.name')
      .orderBy('circle_members.user_id')
      .execute();
    const managed = [...new Set(rows.filter((row) => row.managed === 1).map((row) => row.user_id))];
    const managers = await managersOf(db, managed);
    for (const row of rows)
      byCircle
        .get(row.circle_id)
        ?.push(row.managed === 1 ? { ...row, managers: managers.get(row.user_id) ?? [] } : row);
    return byCircle;
  }

  async adminCount(trx: Db, circleId: string): Promise<number> {
    const row = await trx
      .selectFrom('circle_members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('circle_id', '=', circleId)
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** How many circles the user is in, and how many people (members, invitations) a circle has. */
  async circleCount(trx: Db, userId: string): Promise<number> {
    const row = await trx
      .selectFrom('circle_members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async peopleCount(trx: Db, circleId: string): Promise<number> {
    const [members, invited] = await Promise.all([
      trx
        .selectFrom('circle_members')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('circle_id', '=', circleId)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('circle_invitations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('circle_id', '=', circleId)
        .executeTakeFirstOrThrow(),
    ]);
    return Number(members.count) + Number(invited.count);
  }

  /** Inserts the invitations not there already; answers the addresses inserted. */
  async invite(
    trx: Db,
    rows: Array<{
      id: string;
      circle_id: string;
      invitee_email: string;
      token_hash: string;
      inviter_id: string;
      created_at: string;
    }>,
  ): Promise<Set<string>> {
    const inserted = new Set<string>();
    for (const row of rows) {
      const result = await trx
        .insertInto('circle_invitations')
        .values(row)
        .onConflict((conflict) => conflict.columns(['circle_id', 'invitee_email']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) inserted.add(row.invitee_email);
    }
    return inserted;
  }

  /** The addresses of the circle's members (none invited again). */
  async memberEmails(trx: Db, circleId: string): Promise<Set<string>> {
    const rows = await trx
      .selectFrom('circle_members')
      .innerJoin('users', 'users.id', 'circle_members.user_id')
      .select('users.email')
      .where('circle_members.circle_id', '=', circleId)
      .execute();
    return new Set(rows.map((row) => row.email));
  }

  /** An invitation by its token's hash, with its circle, its inviter and the invitee's account. */
  findInvitation(tokenHash: string, db: Db = this.db) {
    return db
      .selectFrom('circle_invitations')
      .innerJoin('circles', 'circles.id', 'circle_invitations.circle_id')
      .leftJoin('users as inviter', 'inviter.id', 'circle_invitations.inviter_id')
      .leftJoin('users as invitee', 'invitee.email', 'circle_invitations.invitee_email')
      .select([
        'circle_invitations.id',
        'circle_invitations.circle_id',
        'circles.name as circle_name',
        'circle_invitations.invitee_email',
        'inviter.name as inviter_name',
        'invitee.id as invitee_id',
      ])
      .where('circle_invitations.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  dropInvitation(trx: Db, invitationId: string) {
    return trx.deleteFrom('circle_invitations').where('id', '=', invitationId).execute();
  }

  /** The members of the circles (user ids). */
  async memberIdsOf(trx: Db, circleIds: string[]): Promise<string[]> {
    if (circleIds.length === 0) return [];
    const rows = await trx
      .selectFrom('circle_members')
      .select('user_id')
      .where('circle_id', 'in', circleIds)
      .execute();
    return [...new Set(rows.map((row) => row.user_id))];
  }
}
