import {
  type Circle,
  type CircleInput,
  type CircleList,
  type InviteResult,
  QUOTAS,
} from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { type Message, msg, type Untranslated } from '../../i18n/message.js';
import { toLanguage } from '../../i18n/request-language.js';
import { newId, newToken, sha256 } from '../../ids.js';
import { circleInvitationMail } from '../../mail/circle-mail.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Caller, Viewer } from '../auth/caller.js';
import { inviteAnswer, normaliseInvitees, spendDailyInvitations } from '../invitations/service.js';
import type { AccessLoss } from '../lists/access-loss.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { CircleRepository, CircleRow, MemberRow } from './repository.js';

const circleNotFound = () => notFound(msg('server.circles.notFound'), 'CIRCLE_NOT_FOUND');
const adminsOnly = () => forbidden(msg('server.circles.adminsOnly'), 'NOT_CIRCLE_ADMIN');

function present(row: CircleRow, members: MemberRow[]): Circle {
  return {
    _id: row.id,
    name: row.name,
    members: members.map((member) => ({
      _id: member.user_id,
      name: member.name,
      role: member.role === 'admin' ? 'admin' : 'member',
      managed: member.managed === 1,
      ...(member.managers ? { managers: member.managers } : {}),
    })),
    createdAt: row.created_at,
  };
}

/**
 * Circles (C1-C3): people who give to each other. Whoever is in a circle sees the lists shared
 * into it as an accepted invitee sees a list (the access rule, lists/rows.ts); whoever leaves
 * loses them as a revoked invitee does (AccessLoss). Someone outside a circle is told it does
 * not exist (404); a member who may not do something is told so (403).
 */
export class CircleService {
  constructor(
    private readonly db: Db,
    private readonly circles: CircleRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly accessLoss: AccessLoss,
    private readonly appUrl: string,
    private readonly clock: Clock,
    /** Each address's language when it has an account, and the inviter's (invitations' own). */
    private readonly languagesOf: (
      trx: Db,
      inviterId: string,
      emails: string[],
    ) => Promise<{ inviter: string | undefined; byEmail: Map<string, string> }>,
    /** Refuses unless `viewer` owns the list (404 when they cannot see it, 403 otherwise). */
    private readonly ownList: (viewer: Viewer, listId: string) => Promise<{ owner_id: string }>,
  ) {}

  /**
   * C5: the owner (not a co-owner) gives owner rights to people they share a circle with. One
   * who is no longer a co-owner loses the list unless they see it another way.
   */
  async setCoOwners(caller: Caller, listId: string, coOwnerIds: string[]): Promise<void> {
    const viewer = await caller.viewer();
    const list = await this.ownList(viewer, listId);
    if (list.owner_id !== viewer.id)
      throw forbidden(msg('server.lists.ownerOnly'), 'NOT_LIST_OWNER');
    const wanted = [...new Set(coOwnerIds)].filter((id) => id !== viewer.id);
    for (const id of wanted)
      if (!(await this.circles.shareACircle(viewer.id, id)))
        throw forbidden(msg('server.circles.coOwnerNotInCircle'), 'NOT_IN_A_CIRCLE');
    const gone = await this.db
      .transaction()
      .execute((trx) => this.circles.setCoOwners(trx, listId, wanted));
    await this.lose([listId], gone);
  }

  /**
   * C3: the owner (or a co-owner) shares the list into exactly `circleIds` among the circles
   * they are in; circles they are not in keep it. Members of a circle it leaves lose it, unless
   * they still see it another way (AccessLoss checks).
   */
  async shareList(caller: Caller, listId: string, circleIds: string[]): Promise<void> {
    const viewer = await caller.viewer();
    await this.ownList(viewer, listId);
    const wanted = [...new Set(circleIds)];
    for (const circleId of wanted)
      if (!(await this.circles.roleOf(circleId, viewer.id)))
        throw forbidden(msg('server.circles.notYours'), 'NOT_CIRCLE_MEMBER');
    const losing = await this.db.transaction().execute(async (trx) => {
      const now = this.clock.nowIso();
      const left = await this.circles.setListCircles(trx, listId, viewer.id, wanted, now);
      return this.circles.memberIdsOf(trx, left);
    });
    await this.lose([listId], losing);
  }

  async create(caller: Caller, { name }: CircleInput): Promise<Circle> {
    const viewer = await caller.viewer();
    const row = { id: newId(), name, created_at: this.clock.nowIso() };
    await this.db.transaction().execute(async (trx) => {
      if ((await this.circles.circleCount(trx, viewer.id)) >= QUOTAS.circlesPerAccount)
        throw conflict(
          msg('server.circles.tooMany', { max: QUOTAS.circlesPerAccount }),
          'CIRCLE_LIMIT',
        );
      await this.circles.create(trx, row, viewer.id);
    });
    return this.get(caller, row.id);
  }

  async mine(caller: Caller): Promise<Circle[]> {
    const viewer = await caller.viewer();
    const rows = await this.circles.circlesOf(viewer.id);
    const members = await this.circles.membersOf(rows.map((row) => row.id));
    return rows.map((row) => present(row, members.get(row.id) ?? []));
  }

  async get(caller: Caller, circleId: string): Promise<Circle> {
    const { circle } = await this.member(await caller.viewer(), circleId);
    const members = await this.circles.membersOf([circleId]);
    return present(circle, members.get(circleId) ?? []);
  }

  async rename(caller: Caller, circleId: string, { name }: CircleInput): Promise<Circle> {
    await this.admin(await caller.viewer(), circleId);
    await this.circles.rename(this.db, circleId, name);
    return this.get(caller, circleId);
  }

  /** Deletes the circle: its lists are unshared from it and stay their owners'. */
  async remove(caller: Caller, circleId: string): Promise<{ message: Message }> {
    await this.admin(await caller.viewer(), circleId);
    const losing = await this.db.transaction().execute(async (trx) => {
      const lists = await this.circles.listIdsIn(trx, circleId);
      const members = await this.circles.memberIdsOf(trx, [circleId]);
      await this.circles.remove(trx, circleId);
      return { lists, members };
    });
    await this.lose(losing.lists, losing.members);
    return { message: msg('server.circles.deleted') };
  }

  async lists(caller: Caller, circleId: string): Promise<CircleList[]> {
    await this.member(await caller.viewer(), circleId);
    const rows = await this.circles.listsIn(circleId);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      owner: { _id: row.owner_id, name: row.owner_name },
      eventDate: row.event_date,
      sharedAt: row.shared_at,
    }));
  }

  /**
   * C2: an admin invites by e-mail; the invitation caps and daily budget of list invitations
   * (E6) apply, shared with them. Members and addresses invited already are skipped.
   */
  async invite(
    caller: Caller,
    circleId: string,
    emails: unknown[],
  ): Promise<Untranslated<InviteResult>> {
    const viewer = await caller.viewer();
    const { circle } = await this.admin(viewer, circleId);
    const unique = normaliseInvitees(emails);
    const now = this.clock.nowIso();
    const invited = await this.db.transaction().execute(async (trx) => {
      const members = await this.circles.memberEmails(trx, circleId);
      const fresh = unique
        .filter((email) => !members.has(email))
        .map((email) => ({ email, token: newToken() }));
      const inserted = await this.circles.invite(
        trx,
        fresh.map(({ email, token }) => ({
          id: newId(),
          circle_id: circleId,
          invitee_email: email,
          token_hash: sha256(token),
          inviter_id: viewer.id,
          created_at: now,
        })),
      );
      if (inserted.size === 0) return [];
      if ((await this.circles.peopleCount(trx, circleId)) > QUOTAS.peoplePerCircle)
        throw conflict(
          msg('server.circles.tooManyPeople', { max: QUOTAS.peoplePerCircle }),
          'CIRCLE_FULL',
        );
      await spendDailyInvitations(this.limiter, trx, viewer, inserted.size);
      const sent = fresh.filter(({ email }) => inserted.has(email));
      const languages = await this.languagesOf(
        trx,
        viewer.id,
        sent.map(({ email }) => email),
      );
      await this.mailer.enqueue(
        trx,
        sent.map(({ email, token }) =>
          circleInvitationMail({
            to: email,
            language: toLanguage(languages.byEmail.get(email) ?? languages.inviter),
            inviterName: viewer.name,
            circleName: circle.name,
            link: `${this.appUrl}/circles/join/${encodeURIComponent(token)}`,
          }),
        ),
        now,
      );
      return sent.map(({ email }) => email);
    });
    this.mailer.deliverSoon();
    return inviteAnswer(emails, invited, viewer.email);
  }

  /**
   * C2: an admin removes a member; anyone leaves (`userId` is themselves). The last admin may
   * not leave, nor be removed. The one who goes loses the circle's lists as a revoked invitee,
   * and their own lists leave the circle.
   */
  async removeMember(
    caller: Caller,
    circleId: string,
    userId: string,
  ): Promise<{ message: Message }> {
    const viewer = await caller.viewer();
    const { role } = await this.member(viewer, circleId);
    if (userId !== viewer.id && role !== 'admin') throw adminsOnly();
    const lists = await this.db.transaction().execute(async (trx) => {
      const theirs = await this.circles.roleOf(circleId, userId, trx);
      if (!theirs) throw notFound(msg('server.circles.memberNotFound'), 'MEMBER_NOT_FOUND');
      if (theirs === 'admin' && (await this.circles.adminCount(trx, circleId)) <= 1)
        throw conflict(msg('server.circles.lastAdmin'), 'LAST_ADMIN');
      await this.circles.removeMember(trx, circleId, userId);
      // Their own lists leave the circle with them: nobody there sees them through it any more.
      const theirLists = await this.circles.unshareListsOf(trx, circleId, userId);
      return {
        kept: await this.circles.listIdsIn(trx, circleId),
        theirLists,
        members: await this.circles.memberIdsOf(trx, [circleId]),
      };
    });
    await this.lose(lists.kept, [userId]);
    await this.lose(lists.theirLists, lists.members);
    return {
      message: msg(userId === viewer.id ? 'server.circles.left' : 'server.circles.removed'),
    };
  }

  /** Each person who may no longer see a list loses it (their claims stay: decision 029). */
  private async lose(listIds: string[], people: string[]): Promise<void> {
    for (const listId of listIds)
      for (const id of people) await this.accessLoss.lost(listId, { id });
  }

  private async member(viewer: Viewer, circleId: string) {
    const [circle, role] = await Promise.all([
      this.circles.find(circleId),
      this.circles.roleOf(circleId, viewer.id),
    ]);
    if (!circle || !role) throw circleNotFound();
    return { circle, role };
  }

  private async admin(viewer: Viewer, circleId: string) {
    const found = await this.member(viewer, circleId);
    if (found.role !== 'admin') throw adminsOnly();
    return found;
  }
}
