import type { InvitationDetail, InvitationStatus, PendingInvitation } from '@wishlist/core';
import type { Db } from '../../db/database.js';

export interface NewInvitation {
  id: string;
  listId: string;
  email: string;
  token: string;
  inviterId: string;
  now: string;
}

export class InvitationRepository {
  constructor(private readonly db: Db) {}

  async forList(listId: string): Promise<InvitationDetail[]> {
    const rows = await this.db
      .selectFrom('invitations')
      .select(['id', 'invitee_email', 'status', 'created_at'])
      .where('list_id', '=', listId)
      .orderBy('created_at')
      .orderBy('invitee_email')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      inviteeEmail: row.invitee_email,
      status: row.status as InvitationStatus,
      createdAt: row.created_at,
    }));
  }

  /**
   * Inserts the invitations whose e-mail is not yet invited to the list; answers the e-mails
   * actually inserted (the unique index on list and e-mail settles races).
   */
  async insertNew(db: Db, invitations: NewInvitation[]): Promise<Set<string>> {
    if (invitations.length === 0) return new Set();
    const rows = await db
      .insertInto('invitations')
      .values(
        invitations.map((inv) => ({
          id: inv.id,
          list_id: inv.listId,
          invitee_email: inv.email,
          token: inv.token,
          status: 'pending',
          inviter_id: inv.inviterId,
          created_at: inv.now,
        })),
      )
      .onConflict((oc) => oc.columns(['list_id', 'invitee_email']).doNothing())
      .returning('invitee_email')
      .execute();
    return new Set(rows.map((row) => row.invitee_email));
  }

  /**
   * The language of each account among `emails` and of `inviterId`, in one read: an
   * invitation goes out in the invitee's language, or the inviter's when the address has no
   * account yet (N5).
   */
  async languages(
    db: Db,
    inviterId: string,
    emails: string[],
  ): Promise<{ inviter: string | undefined; byEmail: Map<string, string> }> {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'language'])
      .where((eb) =>
        eb.or([
          eb('id', '=', inviterId),
          ...(emails.length > 0 ? [eb('email', 'in', emails)] : []),
        ]),
      )
      .execute();
    return {
      inviter: rows.find((row) => row.id === inviterId)?.language,
      byEmail: new Map(rows.map((row) => [row.email, row.language])),
    };
  }

  findByToken(token: string) {
    return this.db
      .selectFrom('invitations')
      .select(['id', 'list_id', 'invitee_email', 'status'])
      .where('token', '=', token)
      .executeTakeFirst();
  }

  /** What the invitation's link shows: its list, the list's owner and whether the invitee has
   * an account, in one read. */
  findPreview(token: string) {
    return this.db
      .selectFrom('invitations')
      .innerJoin('lists', 'lists.id', 'invitations.list_id')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .leftJoin('users as invitee', 'invitee.email', 'invitations.invitee_email')
      .select([
        'invitations.id',
        'invitations.list_id',
        'invitations.invitee_email',
        'invitations.status',
        'lists.name as list_name',
        'owner.name as owner_name',
        'invitee.id as invitee_id',
      ])
      .where('invitations.token', '=', token)
      .executeTakeFirst();
  }

  /** Pending and accepted invitations of the list. */
  async countFor(db: Db, listId: string): Promise<number> {
    const row = await db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('list_id', '=', listId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async accept(db: Db, id: string, now: string): Promise<void> {
    await db
      .updateTable('invitations')
      .set({ status: 'accepted', accepted_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Whether any list's invitation is pending for `email`: it may register when by invitation (S3). */
  async isInvited(email: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('invitations')
      .select('id')
      .where('invitee_email', '=', email)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether `token` is an invitation's to `email`: holding it may register by invitation (S3). */
  async isTokenFor(email: string, token: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('invitations')
      .select('id')
      .where('token', '=', token)
      .where('invitee_email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The newest `limit` pending invitations of `email`. */
  async pendingFor(email: string, limit: number): Promise<PendingInvitation[]> {
    const rows = await this.db
      .selectFrom('invitations')
      .innerJoin('lists', 'lists.id', 'invitations.list_id')
      .innerJoin('users as inviter', 'inviter.id', 'lists.owner_id')
      .select((eb) => [
        'invitations.id',
        'invitations.token',
        'invitations.list_id',
        'invitations.created_at',
        'lists.name as list_name',
        'inviter.name as inviter_name',
        eb
          .selectFrom('items')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('items.list_id', '=', 'lists.id')
          .where('items.hidden', '=', 0)
          .as('item_count'),
      ])
      .where('invitations.invitee_email', '=', email)
      .where('invitations.status', '=', 'pending')
      .orderBy('invitations.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      invitationToken: row.token,
      listId: row.list_id,
      listName: row.list_name,
      inviterName: row.inviter_name,
      itemCount: Number(row.item_count ?? 0),
      createdAt: row.created_at,
    }));
  }

  async statsFor(email: string): Promise<{ accepted: number; pending: number }> {
    const rows = await this.db
      .selectFrom('invitations')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('invitee_email', '=', email)
      .groupBy('status')
      .execute();
    const count = (status: InvitationStatus) =>
      Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { accepted: count('accepted'), pending: count('pending') };
  }

  /** Removes one invitation of the list; answers its address, or undefined when there was none. */
  async revoke(listId: string, invitationId: string): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('invitations')
      .where('list_id', '=', listId)
      .where('id', '=', invitationId)
      .returning('invitee_email')
      .executeTakeFirst();
    return row?.invitee_email;
  }
}
