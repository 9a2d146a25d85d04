import { type ManagedInput, type ManagedMember, type ManagersInput, QUOTAS } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import { newId } from '../../ids.js';
import type { Caller, Viewer } from '../auth/caller.js';
import type { AccessLoss } from '../lists/access-loss.js';
import type { ManagedRepository } from './managed-repository.js';
import type { CircleRepository } from './repository.js';

const memberNotFound = () =>
  notFound(msg('server.circles.managedNotFound'), 'MANAGED_MEMBER_NOT_FOUND');

/**
 * Managed members (C4): a child, or anyone without an account, added to a circle by an admin.
 * Their managers (the admin who added them, and whoever is named since) create and edit their
 * lists with owner rights and see the claims on them: the surprise is the child's. Who shares
 * none of their circles is told they do not exist (404); a member of one who is neither their
 * manager nor an admin there may not change them (403).
 */
export class ManagedService {
  constructor(
    private readonly db: Db,
    private readonly managed: ManagedRepository,
    private readonly circles: CircleRepository,
    private readonly accessLoss: AccessLoss,
    private readonly clock: Clock,
  ) {}

  /** Adds a managed member to the circle (admins), kept by the caller. Answers their id. */
  async add(caller: Caller, circleId: string, { name }: ManagedInput): Promise<string> {
    const viewer = await caller.viewer();
    const role = await this.circles.roleOf(circleId, viewer.id);
    if (!role) throw notFound(msg('server.circles.notFound'), 'CIRCLE_NOT_FOUND');
    if (role !== 'admin') throw forbidden(msg('server.circles.adminsOnly'), 'NOT_CIRCLE_ADMIN');
    const id = newId();
    const now = this.clock.nowIso();
    await this.db.transaction().execute(async (trx) => {
      if ((await this.circles.peopleCount(trx, circleId)) >= QUOTAS.peoplePerCircle)
        throw conflict(
          msg('server.circles.tooManyPeople', { max: QUOTAS.peoplePerCircle }),
          'CIRCLE_FULL',
        );
      if ((await this.managed.keptCount(trx, viewer.id)) >= QUOTAS.managedPerManager)
        throw conflict(
          msg('server.circles.tooManyManaged', { max: QUOTAS.managedPerManager }),
          'MANAGED_LIMIT',
        );
      await this.managed.create(trx, { id, name, now });
      await this.circles.addMember(trx, circleId, id, 'member', now);
      await this.managed.setManagers(trx, id, [viewer.id], now);
    });
    return id;
  }

  /** The managed members the caller keeps. */
  async mine(caller: Caller): Promise<ManagedMember[]> {
    const viewer = await caller.viewer();
    const rows = await this.managed.keptBy(viewer.id);
    const managers = await this.managed.managersOf(rows.map((row) => row.id));
    return rows.map((row) => present(row, managers.get(row.id) ?? []));
  }

  /**
   * Names who keeps the member (replacing who did: people with an account in one of the
   * member's circles, or who keep them already), renames them, or both. Their managers may, and
   * the admins of their circles (so a member whose managers all left is never stranded). A new
   * manager keeps at most `managedPerManager` members; one taken off loses the member's lists
   * unless they see them another way.
   */
  async update(caller: Caller, memberId: string, input: ManagersInput): Promise<ManagedMember> {
    const viewer = await caller.viewer();
    const member = await this.keeper(viewer, memberId, true);
    const now = this.clock.nowIso();
    const { gone, lists } = await this.db.transaction().execute(async (trx) => {
      if (input.name !== undefined) await this.managed.rename(trx, memberId, input.name, now);
      if (input.managerIds === undefined) return { gone: [], lists: [] };
      const wanted = [...new Set(input.managerIds)];
      // A new manager must share one of the member's circles; one who keeps them already may
      // stay though they left those circles since (a save of the others must not refuse them).
      const [allowed, current] = await Promise.all([
        this.managed.mayKeep(trx, memberId, wanted),
        this.managed.managersOf([memberId], trx),
      ]);
      const keeping = new Set((current.get(memberId) ?? []).map((manager) => manager._id));
      if (wanted.some((id) => !allowed.has(id) && !keeping.has(id)))
        throw forbidden(msg('server.circles.managerNotInCircle'), 'NOT_IN_A_CIRCLE');
      for (const id of wanted.filter((id) => !keeping.has(id)))
        if ((await this.managed.keptCount(trx, id)) >= QUOTAS.managedPerManager)
          throw conflict(
            msg('server.circles.managerFull', { max: QUOTAS.managedPerManager }),
            'MANAGED_LIMIT',
          );
      const left = await this.managed.setManagers(trx, memberId, wanted, now);
      return {
        gone: left,
        lists: left.length > 0 ? await this.managed.listIdsOf(trx, memberId) : [],
      };
    });
    for (const listId of lists) for (const id of gone) await this.accessLoss.lost(listId, { id });
    const managers = await this.managed.managersOf([memberId]);
    return present({ id: memberId, name: input.name ?? member.name }, managers.get(memberId) ?? []);
  }

  /** Deletes the member and their lists (their managers only). */
  async delete(caller: Caller, memberId: string): Promise<{ message: Message }> {
    const viewer = await caller.viewer();
    await this.keeper(viewer, memberId, false);
    await this.db.transaction().execute((trx) => this.managed.delete(trx, memberId));
    return { message: msg('server.circles.managedDeleted') };
  }

  /**
   * The member, when `viewer` keeps them (or, with `admins`, administers one of their circles);
   * 404 for whoever shares none of their circles and keeps them not, 403 for anyone else.
   */
  private async keeper(viewer: Viewer, memberId: string, admins: boolean) {
    const [member, manages, standing] = await Promise.all([
      this.managed.find(memberId),
      this.managed.manages(viewer.id, memberId),
      this.managed.standingWith(viewer.id, memberId),
    ]);
    if (!member || (!manages && !standing)) throw memberNotFound();
    if (!manages && !(admins && standing === 'admin'))
      throw forbidden(msg('server.circles.managersOnly'), 'NOT_MANAGER');
    return member;
  }
}

function present(row: { id: string; name: string }, managers: ManagedMember['managers']) {
  return { _id: row.id, name: row.name, managed: true as const, managers };
}
