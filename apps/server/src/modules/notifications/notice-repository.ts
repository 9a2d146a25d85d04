import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, NoticesTable } from '../../db/schema.js';

export type NoticeRow = Selectable<NoticesTable>;

/** Co-owners are owners (C5): they hear nothing a giver hears. */
const notCoOwnerOf =
  (listId: string) =>
  ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'users'>) =>
    not(
      exists(
        selectFrom('list_co_owners')
          .select('list_co_owners.user_id')
          .whereRef('list_co_owners.user_id', '=', 'users.id')
          .where('list_co_owners.list_id', '=', listId),
      ),
    );

/** Someone a notification may go to. */
export interface Recipient {
  id: string;
  email: string;
  language: string;
}

/** A list as the notifications name it. */
export interface ListForMail {
  id: string;
  name: string;
  currency: string;
  archived: number;
  event_date: string | null;
  owner_id: string;
  owner_name: string;
}

/**
 * The scheduler's SQL. Each `take…`/`mark…` runs in the caller's transaction and removes or
 * marks what it answers, so that of several processes running the scheduler, one only gets it:
 * the others' deletes or conditional updates find nothing left (PostgreSQL re-checks a row a
 * concurrent transaction changed; SQLite's write transactions take turns).
 */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  /** Claimers and lists with claim notices waiting, the longest waiting first. */
  async claimGroups(limit: number): Promise<Array<{ userId: string; listId: string }>> {
    const rows = await this.db
      .selectFrom('notices')
      .select(['user_id', 'list_id'])
      .where('kind', '<>', 'added')
      .where('user_id', 'is not', null)
      .groupBy(['user_id', 'list_id'])
      .orderBy((eb) => eb.fn.min('id'))
      .limit(limit)
      .execute();
    return rows.map((row) => ({ userId: row.user_id!, listId: row.list_id }));
  }

  /** Deletes and answers one claimer's notices about one list, oldest first. */
  async takeClaimNotices(trx: Db, userId: string, listId: string): Promise<NoticeRow[]> {
    const rows = await trx
      .deleteFrom('notices')
      .where('kind', '<>', 'added')
      .where('user_id', '=', userId)
      .where('list_id', '=', listId)
      .returningAll()
      .execute();
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** Someone told about their claims, if they still have an account and want to be told. */
  claimer(trx: Db, userId: string): Promise<Recipient | undefined> {
    return trx
      .selectFrom('users')
      .select(['id', 'email', 'language'])
      .where('id', '=', userId)
      .where('notify_claimed_changed', '=', 1)
      .executeTakeFirst();
  }

  /** Lists whose oldest notice of an added item was written at or before `cutoff`. */
  async digestsDue(cutoff: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('notices')
      .select('list_id')
      .where('kind', '=', 'added')
      .groupBy('list_id')
      .having((eb) => eb.fn.min('created_at'), '<=', cutoff)
      .limit(limit)
      .execute();
    return rows.map((row) => row.list_id);
  }

  /** Deletes the list's notices of added items; answers the items' ids. */
  async takeAdded(trx: Db, listId: string): Promise<string[]> {
    const rows = await trx
      .deleteFrom('notices')
      .where('kind', '=', 'added')
      .where('list_id', '=', listId)
      .returning('item_id')
      .execute();
    return rows.map((row) => row.item_id);
  }

  listForMail(trx: Db, listId: string): Promise<ListForMail | undefined> {
    return trx
      .selectFrom('lists')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select([
        'lists.id',
        'lists.name',
        'lists.currency',
        'lists.archived',
        'lists.event_date',
        'lists.owner_id',
        'owner.name as owner_name',
      ])
      .where('lists.id', '=', listId)
      .executeTakeFirst();
  }

  /** The list's items among `ids` that still exist, in the list's order. */
  itemsAmong(trx: Db, listId: string, ids: string[]) {
    return (
      trx
        .selectFrom('items')
        .select(['id', 'name', 'price', 'currency', 'created_at'])
        .where('list_id', '=', listId)
        .where('id', 'in', ids)
        // A private item (A4) is never told to givers.
        .where('hidden', '=', 0)
        .orderBy('position')
        .orderBy('id')
        .execute()
    );
  }

  /**
   * The list's accepted invitees and the members of the circles it is shared into (C3), never
   * its owner nor its co-owners (C5), who have `setting` on, each once with when the list reached them (the invitation
   * accepted; for a member, the later of their joining and the list's sharing).
   */
  async invitees(
    trx: Db,
    list: Pick<ListForMail, 'id' | 'owner_id'>,
    setting: 'notify_digest' | 'notify_reminders',
  ): Promise<Array<Recipient & { accepted_at: string | null }>> {
    const [invited, members] = await Promise.all([
      trx
        .selectFrom('invitations')
        .innerJoin('users', 'users.email', 'invitations.invitee_email')
        .select(['users.id', 'users.email', 'users.language', 'invitations.accepted_at'])
        .where('invitations.list_id', '=', list.id)
        .where('invitations.status', '=', 'accepted')
        .where('users.id', '<>', list.owner_id)
        .where(`users.${setting}`, '=', 1)
        .where(notCoOwnerOf(list.id))
        .execute(),
      trx
        .selectFrom('circle_lists')
        .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
        .innerJoin('users', 'users.id', 'circle_members.user_id')
        .select([
          'users.id',
          'users.email',
          'users.language',
          'circle_lists.shared_at',
          'circle_members.joined_at',
        ])
        .where('circle_lists.list_id', '=', list.id)
        .where('users.id', '<>', list.owner_id)
        .where(`users.${setting}`, '=', 1)
        .where(notCoOwnerOf(list.id))
        .execute(),
    ]);
    const byId = new Map<string, Recipient & { accepted_at: string | null }>();
    for (const row of invited) byId.set(row.id, row);
    for (const { shared_at, joined_at, ...row } of members) {
      const reached = shared_at > joined_at ? shared_at : joined_at;
      const seen = byId.get(row.id);
      if (!seen || (seen.accepted_at !== null && reached < seen.accepted_at))
        byId.set(row.id, { ...row, accepted_at: reached });
    }
    return [...byId.values()].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  }

  /**
   * Lists not archived, with an accepted invitee or a circle member besides the owner, whose event date is from `from` to `until`
   * (`YYYY-MM-DD`) and whose reminder has not gone out for that date.
   */
  async remindersDue(from: string, until: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('lists')
      .select('id')
      .where('event_date', '>=', from)
      .where('event_date', '<=', until)
      .where('archived', '=', 0)
      .where((eb) =>
        eb.or([
          eb('reminder_sent_for', 'is', null),
          eb('reminder_sent_for', '<>', eb.ref('event_date')),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('invitations')
              .select(eb.lit(1).as('one'))
              .whereRef('invitations.list_id', '=', 'lists.id')
              .where('invitations.status', '=', 'accepted'),
          ),
          eb.exists(
            eb
              .selectFrom('circle_lists')
              .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
              .select(eb.lit(1).as('one'))
              .whereRef('circle_lists.list_id', '=', 'lists.id')
              .whereRef('circle_members.user_id', '<>', 'lists.owner_id'),
          ),
        ]),
      )
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Notes that the reminder for the list's current event date goes out, if it is still due (as
   * `remindersDue` says); answers whether this call noted it.
   */
  async markReminded(trx: Db, listId: string, from: string, until: string): Promise<boolean> {
    const result = await trx
      .updateTable('lists')
      .set((eb) => ({ reminder_sent_for: eb.ref('event_date') }))
      .where('id', '=', listId)
      .where('event_date', '>=', from)
      .where('event_date', '<=', until)
      .where('archived', '=', 0)
      .where((eb) =>
        eb.or([
          eb('reminder_sent_for', 'is', null),
          eb('reminder_sent_for', '<>', eb.ref('event_date')),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * How many items givers see on the list (not the private ones, A4), and how many of them still
   * want a giver (not those received, A1).
   */
  async itemCounts(trx: Db, listId: string): Promise<{ items: number; unclaimed: number }> {
    const rows = await trx
      .selectFrom('items')
      .select(['claimed', 'quantity', 'received_at'])
      .where('list_id', '=', listId)
      .where('hidden', '=', 0)
      .execute();
    return {
      items: rows.length,
      unclaimed: rows.filter((row) => row.claimed < row.quantity && row.received_at === null)
        .length,
    };
  }
}
