import { randomInt } from 'node:crypto';
import {
  type Draw,
  type DrawInput,
  type DrawMessage,
  type DrawMessageInput,
  type DrawSummary,
  QUOTAS,
} from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import { toLanguage } from '../../i18n/request-language.js';
import { newId } from '../../ids.js';
import { drawMail } from '../../mail/draw-mail.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Caller, Viewer } from '../auth/caller.js';
import { allowedPairs, assign, isImpossible } from './assignment.js';
import { adminsOnly, drawNotFound, noValidDraw } from './refusals.js';
import type { DrawRepository, DrawRow } from './repository.js';

/** What draws read of circles: a person's role in one, its name, its members with accounts. */
export interface CircleFacts {
  roleOf(circleId: string, userId: string): Promise<string | undefined>;
  nameOf(circleId: string): Promise<string | undefined>;
  accountsIn(circleId: string): Promise<Set<string>>;
}

/** A uniform number in [0, 1) from the operating system's generator: the draw is not guessable. */
const secureRandom = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * Secret Santa draws in a circle (D1-D3). Whom a participant drew reaches that participant's
 * own answers only: never an admin's, another's, an e-mail, an event or a log line. Messages
 * between a Santa and their recipient are routed here, so neither answer names the Santa.
 */
export class DrawService {
  constructor(
    private readonly db: Db,
    private readonly draws: DrawRepository,
    private readonly circles: CircleFacts,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly clock: Clock,
    private readonly random: () => number = secureRandom,
  ) {}

  async create(caller: Caller, circleId: string, input: DrawInput): Promise<Draw> {
    const viewer = await caller.viewer();
    const role = await this.circles.roleOf(circleId, viewer.id);
    if (!role) throw notFound(msg('server.circles.notFound'), 'CIRCLE_NOT_FOUND');
    if (role !== 'admin') throw adminsOnly();
    const participants = [...new Set(input.participantIds)];
    const accounts = await this.circles.accountsIn(circleId);
    if (participants.length < 2 || participants.some((id) => !accounts.has(id)))
      throw badRequest(msg('server.draws.notMembers'), 'NOT_IN_CIRCLE');
    const inDraw = new Set(participants);
    const exclusions = input.exclusions.map(
      ([giver, receiver]) => [giver!, receiver!] as [string, string],
    );
    if (exclusions.some(([giver, receiver]) => !inDraw.has(giver) || !inDraw.has(receiver)))
      throw badRequest(msg('server.draws.exclusionOutside'), 'EXCLUSION_OUTSIDE');
    const row: DrawRow = {
      id: newId(),
      circle_id: circleId,
      name: input.name,
      budget: input.budget ?? null,
      currency: input.budget == null ? null : (input.currency ?? null),
      exchange_date: input.exchangeDate ?? null,
      created_by: viewer.id,
      created_at: this.clock.nowIso(),
      run_at: null,
      runs: 0,
    };
    await this.db.transaction().execute(async (trx) => {
      if ((await this.draws.countIn(trx, circleId)) >= QUOTAS.drawsPerCircle)
        throw conflict(msg('server.draws.limit', { max: QUOTAS.drawsPerCircle }), 'DRAW_LIMIT');
      await this.draws.create(trx, row, participants, exclusions);
    });
    return this.present(row, viewer, true);
  }

  /** The circle's draws (its members). */
  async inCircle(caller: Caller, circleId: string): Promise<DrawSummary[]> {
    const viewer = await caller.viewer();
    if (!(await this.circles.roleOf(circleId, viewer.id)))
      throw notFound(msg('server.circles.notFound'), 'CIRCLE_NOT_FOUND');
    const rows = await this.draws.inCircle(circleId, viewer.id);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      exchangeDate: row.exchange_date,
      runAt: row.run_at,
      participating: row.user_id !== null,
    }));
  }

  /**
   * D2: the draw as the caller may see it (its participants, and the admins of its circle).
   * A participant's first look after a run is recorded: the admins see who has looked.
   */
  async get(caller: Caller, drawId: string): Promise<Draw> {
    const viewer = await caller.viewer();
    const { draw, admin } = await this.access(viewer, drawId);
    return this.present(draw, viewer, admin, true);
  }

  /** D1: assigns (again, until the exchange date) and mails every participant. */
  async run(caller: Caller, drawId: string): Promise<Draw> {
    const viewer = await caller.viewer();
    const { draw, admin } = await this.access(viewer, drawId);
    if (!admin) throw adminsOnly();
    const today = this.clock.today();
    if (draw.runs > 0 && draw.exchange_date !== null && today > draw.exchange_date)
      throw conflict(msg('server.draws.exchangePassed'), 'exchange_passed');
    const [{ people }, exclusions] = await Promise.all([
      this.draws.takingPart(drawId),
      this.draws.exclusions(drawId),
    ]);
    const index = new Map(people.map((person, n) => [person.id, n]));
    // Pairs naming someone who has left the circle since keep nobody apart now.
    const pairs = exclusions.flatMap(([giver, receiver]): Array<[number, number]> => {
      const [from, to] = [index.get(giver), index.get(receiver)];
      return from === undefined || to === undefined ? [] : [[from, to]];
    });
    const allowed = allowedPairs(people.length, pairs);
    const result = assign(allowed, this.random);
    if (isImpossible(result)) throw noValidDraw(result, people);
    const now = this.clock.nowIso();
    const circleName = (await this.circles.nameOf(draw.circle_id)) ?? '';
    const again = draw.runs > 0;
    const budget =
      draw.budget === null ? null : { amount: draw.budget, currency: draw.currency ?? 'USD' };
    await this.db.transaction().execute(async (trx) => {
      const recipients = new Map(
        result.map((receiver, giver) => [people[giver]!.id, people[receiver]!.id]),
      );
      await this.draws.assign(trx, drawId, recipients, now);
      // One mail each, alike but for the language, queued in the order of their addresses:
      // nothing in them or their order follows the pairs.
      const mails = [...people]
        .sort((a, b) => (a.email < b.email ? -1 : 1))
        .map((person) =>
          drawMail({
            to: person.email,
            language: toLanguage(person.language),
            adminName: viewer.name,
            drawName: draw.name,
            circleName,
            again,
            budget,
            exchangeDate: draw.exchange_date,
            link: `${this.appUrl}/draws/${encodeURIComponent(drawId)}`,
          }),
        );
      await this.mailer.enqueue(trx, mails, now);
    });
    this.mailer.deliverSoon();
    return this.get(caller, drawId);
  }

  async remove(caller: Caller, drawId: string): Promise<{ message: Message }> {
    const viewer = await caller.viewer();
    const { admin } = await this.access(viewer, drawId);
    if (!admin) throw adminsOnly();
    await this.draws.remove(drawId);
    return { message: msg('server.draws.deleted') };
  }

  /**
   * D3: a giver asks their recipient; a recipient answers their Santa. The Santa is found here
   * and never named to the recipient.
   */
  async send(caller: Caller, drawId: string, input: DrawMessageInput): Promise<DrawMessage> {
    const viewer = await caller.viewer();
    const { draw, own } = await this.participantOf(viewer, drawId);
    const giver =
      input.to === 'recipient' ? viewer.id : await this.draws.santaOf(drawId, viewer.id);
    if (!giver || (input.to === 'recipient' && !own.recipient_id))
      throw conflict(msg('server.draws.notRun'), 'not_run');
    const message = {
      id: newId(),
      draw_id: drawId,
      run: draw.runs,
      giver_id: giver,
      from_giver: input.to === 'recipient' ? 1 : 0,
      text: input.text,
      created_at: this.clock.nowIso(),
    };
    await this.db.transaction().execute(async (trx) => {
      await this.draws.lockThread(trx, drawId, giver);
      const max = QUOTAS.messagesPerThread;
      if ((await this.draws.threadLength(trx, drawId, draw.runs, giver)) >= max)
        throw conflict(msg('server.draws.messageLimit', { max }), 'MESSAGE_LIMIT');
      await this.draws.addMessage(trx, message);
    });
    return present(message, input.to, true);
  }

  /** D3: the caller's two conversations: with whom they give to, and with their Santa. */
  async messages(caller: Caller, drawId: string): Promise<DrawMessage[]> {
    const viewer = await caller.viewer();
    const { draw } = await this.participantOf(viewer, drawId);
    if (draw.runs === 0) return [];
    const santa = await this.draws.santaOf(drawId, viewer.id);
    const rows = await this.draws.messages(
      drawId,
      draw.runs,
      santa ? [viewer.id, santa] : [viewer.id],
    );
    return rows.map((row) => {
      const thread = row.giver_id === viewer.id ? 'recipient' : 'santa';
      const mine = thread === 'recipient' ? row.from_giver === 1 : row.from_giver === 0;
      return present(row, thread, mine);
    });
  }

  /** The draw, when the caller takes part in it or administers its circle; 404 otherwise. */
  private async access(viewer: Viewer, drawId: string) {
    const draw = await this.draws.find(drawId);
    if (!draw) throw drawNotFound();
    const [role, own] = await Promise.all([
      this.circles.roleOf(draw.circle_id, viewer.id),
      this.draws.ownRow(drawId, viewer.id),
    ]);
    if (!role || (!own && role !== 'admin')) throw drawNotFound();
    return { draw, admin: role === 'admin', own };
  }

  private async participantOf(viewer: Viewer, drawId: string) {
    const found = await this.access(viewer, drawId);
    if (!found.own) throw forbidden(msg('server.draws.notParticipant'), 'NOT_PARTICIPANT');
    return { draw: found.draw, own: found.own };
  }

  private async present(draw: DrawRow, viewer: Viewer, admin: boolean, look = false) {
    const [{ people, pairedLeft }, exclusions, own] = await Promise.all([
      this.draws.takingPart(draw.id),
      admin ? this.draws.exclusions(draw.id) : Promise.resolve([]),
      this.draws.ownRow(draw.id, viewer.id),
    ]);
    const taking = new Set(people.map((person) => person.id));
    const recipientId = own?.recipient_id ?? null;
    if (look && recipientId && own?.seen_at === null)
      await this.draws.markSeen(draw.id, viewer.id, this.clock.nowIso());
    const lists = recipientId ? await this.draws.recipientLists(draw.circle_id, recipientId) : [];
    return {
      _id: draw.id,
      circleId: draw.circle_id,
      name: draw.name,
      budget: draw.budget,
      currency: draw.currency,
      exchangeDate: draw.exchange_date,
      participants: people.map((person) => ({
        _id: person.id,
        name: person.name,
        seen: person.seen_at !== null || (look && person.id === viewer.id && recipientId !== null),
      })),
      // Pairs naming someone who has left the circle no longer apply (see `run`).
      exclusions: exclusions.filter((pair) => pair.every((id) => taking.has(id))),
      runAt: draw.run_at,
      runs: draw.runs,
      admin,
      ...(pairedLeft ? { rerunAdvised: true as const } : {}),
      recipient: recipientId
        ? {
            _id: recipientId,
            name: own?.recipient_name ?? '',
            lists: lists.map((list) => ({
              _id: list.id,
              name: list.name,
              eventDate: list.event_date,
            })),
            ...(taking.has(recipientId) ? {} : { left: true as const }),
          }
        : null,
    };
  }
}

/** A message as its reader sees it; written on a day, not at a time (a time could tell who). */
function present(
  row: { id: string; text: string; created_at: string },
  thread: 'recipient' | 'santa',
  mine: boolean,
): DrawMessage {
  return { _id: row.id, thread, mine, text: row.text, at: row.created_at.slice(0, 10) };
}
