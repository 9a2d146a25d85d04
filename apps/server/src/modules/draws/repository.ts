import { type Selectable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { DrawsTable } from '../../db/schema-circles.js';

export type DrawRow = Selectable<DrawsTable>;

/** The first key of the draws' conversation locks (see NoteRepository's NOTE_LOCKS). */
const THREAD_LOCKS = 0x5754_0003;

/**
 * Draws (D1-D3). Whom a participant drew is read in two places only: the participant's own row
 * (`ownRow`) and the Santa of a recipient for routing a message (`santaOf`), whose answer never
 * leaves the server.
 */
export class DrawRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  /**
   * From here until `trx` ends, other messages of the same conversation (a draw's giver and
   * their recipient) wait for it, so its cap holds under racing sends. On PostgreSQL an advisory
   * lock; SQLite begins every transaction IMMEDIATE, holding the one write lock already.
   */
  async lockThread(trx: Db, drawId: string, giverId: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    const thread = `${drawId}\n${giverId}`;
    await sql`select pg_advisory_xact_lock(${THREAD_LOCKS}, hashtext(${thread}))`.execute(trx);
  }

  /** How many messages the run's conversation of `giverId` holds, both ways. */
  async threadLength(trx: Db, drawId: string, run: number, giverId: string): Promise<number> {
    const row = await trx
      .selectFrom('draw_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('draw_id', '=', drawId)
      .where('run', '=', run)
      .where('giver_id', '=', giverId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(
    trx: Db,
    draw: DrawRow,
    participantIds: string[],
    exclusions: Array<[string, string]>,
  ): Promise<void> {
    await trx.insertInto('draws').values(draw).execute();
    await trx
      .insertInto('draw_participants')
      .values(participantIds.map((user_id) => ({ draw_id: draw.id, user_id })))
      .execute();
    if (exclusions.length > 0)
      await trx
        .insertInto('draw_exclusions')
        .values(
          exclusions.map(([giver_id, receiver_id]) => ({
            draw_id: draw.id,
            giver_id,
            receiver_id,
          })),
        )
        .execute();
  }

  find(drawId: string, db: Db = this.db): Promise<DrawRow | undefined> {
    return db.selectFrom('draws').selectAll().where('id', '=', drawId).executeTakeFirst();
  }

  async countIn(trx: Db, circleId: string): Promise<number> {
    const row = await trx
      .selectFrom('draws')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('circle_id', '=', circleId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The participants by name, with whether they have looked and whether the last run paired
   * them (never with whom), and whether they are still in the draw's circle (`member`, null for
   * one who has left it or was removed).
   */
  private participants(drawId: string, db: Db = this.db) {
    return db
      .selectFrom('draw_participants')
      .innerJoin('users', 'users.id', 'draw_participants.user_id')
      .innerJoin('draws', 'draws.id', 'draw_participants.draw_id')
      .leftJoin('circle_members', (join) =>
        join
          .onRef('circle_members.circle_id', '=', 'draws.circle_id')
          .onRef('circle_members.user_id', '=', 'draw_participants.user_id'),
      )
      .select((eb) => eb('draw_participants.recipient_id', 'is not', null).as('paired'))
      .select([
        'circle_members.user_id as member',
        'users.id',
        'users.name',
        'users.email',
        'users.language',
        'draw_participants.seen_at',
      ])
      .where('draw_participants.draw_id', '=', drawId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  }

  /**
   * Who takes part: the participants still in the draw's circle. Whoever left it (or was
   * removed) is drawn and mailed no more and shows as a participant to no one; `pairedLeft` says
   * the last run paired one of them, so it is worth running again.
   */
  async takingPart(drawId: string) {
    const all = await this.participants(drawId);
    return {
      people: all.filter((person) => person.member !== null),
      pairedLeft: all.some((person) => person.member === null && Boolean(person.paired)),
    };
  }

  async exclusions(drawId: string, db: Db = this.db): Promise<Array<[string, string]>> {
    const rows = await db
      .selectFrom('draw_exclusions')
      .select(['giver_id', 'receiver_id'])
      .where('draw_id', '=', drawId)
      .orderBy('giver_id')
      .orderBy('receiver_id')
      .execute();
    return rows.map((row) => [row.giver_id, row.receiver_id]);
  }

  /** The caller's own row: whom they drew, and whether they looked. */
  ownRow(drawId: string, userId: string, db: Db = this.db) {
    return db
      .selectFrom('draw_participants')
      .leftJoin('users as recipient', 'recipient.id', 'draw_participants.recipient_id')
      .select([
        'draw_participants.recipient_id',
        'recipient.name as recipient_name',
        'draw_participants.seen_at',
      ])
      .where('draw_participants.draw_id', '=', drawId)
      .where('draw_participants.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Who drew `recipientId`: for routing a recipient's answer to their Santa, inside the server. */
  async santaOf(
    drawId: string,
    recipientId: string,
    db: Db = this.db,
  ): Promise<string | undefined> {
    const row = await db
      .selectFrom('draw_participants')
      .select('user_id')
      .where('draw_id', '=', drawId)
      .where('recipient_id', '=', recipientId)
      .executeTakeFirst();
    return row?.user_id;
  }

  async markSeen(drawId: string, userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('draw_participants')
      .set({ seen_at: now })
      .where('draw_id', '=', drawId)
      .where('user_id', '=', userId)
      .where('seen_at', 'is', null)
      .execute();
  }

  /**
   * Keeps a new assignment: each giver's recipient, nobody has looked yet, the old run's
   * messages gone with the old pairs.
   */
  async assign(trx: Db, drawId: string, recipients: Map<string, string>, now: string) {
    // Whoever this run leaves out (they left the circle) keeps no pair from an older one.
    await trx
      .updateTable('draw_participants')
      .set({ recipient_id: null, seen_at: null })
      .where('draw_id', '=', drawId)
      .execute();
    for (const [giver, recipient] of recipients)
      await trx
        .updateTable('draw_participants')
        .set({ recipient_id: recipient, seen_at: null })
        .where('draw_id', '=', drawId)
        .where('user_id', '=', giver)
        .execute();
    await trx.deleteFrom('draw_messages').where('draw_id', '=', drawId).execute();
    await trx
      .updateTable('draws')
      .set((eb) => ({ run_at: now, runs: eb('runs', '+', 1) }))
      .where('id', '=', drawId)
      .execute();
  }

  /** The circle's draws, newest first, with whether `userId` takes part in each. */
  inCircle(circleId: string, userId: string) {
    return this.db
      .selectFrom('draws')
      .leftJoin('draw_participants as mine', (join) =>
        join.onRef('mine.draw_id', '=', 'draws.id').on('mine.user_id', '=', userId),
      )
      .select(['draws.id', 'draws.name', 'draws.exchange_date', 'draws.run_at', 'mine.user_id'])
      .where('draws.circle_id', '=', circleId)
      .orderBy('draws.created_at', 'desc')
      .orderBy('draws.id')
      .execute();
  }

  /** The recipient's lists shared into the draw's circle, not archived. */
  recipientLists(circleId: string, recipientId: string) {
    return this.db
      .selectFrom('lists')
      .innerJoin('circle_lists', 'circle_lists.list_id', 'lists.id')
      .select(['lists.id', 'lists.name', 'lists.event_date'])
      .where('circle_lists.circle_id', '=', circleId)
      .where('lists.owner_id', '=', recipientId)
      .where('lists.archived', '=', 0)
      .orderBy('lists.created_at', 'desc')
      .orderBy('lists.id')
      .execute();
  }

  async addMessage(
    trx: Db,
    message: {
      id: string;
      draw_id: string;
      run: number;
      giver_id: string;
      from_giver: number;
      text: string;
      created_at: string;
    },
  ): Promise<void> {
    await trx.insertInto('draw_messages').values(message).execute();
  }

  /** The conversations of a run whose giver is one of `giverIds`, oldest first. */
  messages(drawId: string, run: number, giverIds: string[]) {
    return this.db
      .selectFrom('draw_messages')
      .select(['id', 'giver_id', 'from_giver', 'text', 'created_at'])
      .where('draw_id', '=', drawId)
      .where('run', '=', run)
      .where('giver_id', 'in', giverIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  remove(drawId: string) {
    return this.db.deleteFrom('draws').where('id', '=', drawId).execute();
  }
}
