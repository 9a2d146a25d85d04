import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { LIST_COLUMNS, type ListAccessRow, type ListRow, namesEpoch, sharedFlag } from './rows.js';

type Named = Array<{ _id: string; name: string }>;

/**
 * Where a list is shared and who co-owns it, as its owners see it; who keeps its owner when that
 * is a managed member (C4), as everyone who sees it does.
 */
export interface ListSharing {
  circles: Named;
  coOwners: Named;
  managers: Named;
}

/**
 * A list the viewer has no owner rights on: a co-owned list (C5) or a kept child's (C4) is among
 * their own lists, not shared with them.
 */
const notTheirs = (viewerId: string) => (eb: ExpressionBuilder<Database, 'lists'>) =>
  eb.not(
    eb.or([
      eb.exists(
        eb
          .selectFrom('list_co_owners')
          .select('list_co_owners.user_id')
          .whereRef('list_co_owners.list_id', '=', 'lists.id')
          .where('list_co_owners.user_id', '=', viewerId),
      ),
      eb.exists(
        eb
          .selectFrom('managers')
          .select('managers.manager_id')
          .whereRef('managers.member_id', '=', 'lists.owner_id')
          .where('managers.manager_id', '=', viewerId),
      ),
    ]),
  );

/** Reads of list rows beyond one list: an account's, those shared with it, how each is shared. */
export class ListReads {
  constructor(protected readonly db: Db) {}

  protected lists(db: Db = this.db) {
    return db
      .selectFrom('lists')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select(LIST_COLUMNS)
      .select(namesEpoch)
      .select(sharedFlag);
  }

  /**
   * The lists `userId` owns, those they co-own (C5: `invitation_status` `co-owner`) and those
   * of the managed members they keep (C4: `manager`), newest first.
   */
  async ownedBy(userId: string): Promise<ListAccessRow[]> {
    const [owned, others] = await Promise.all([
      this.lists().where('lists.owner_id', '=', userId).execute(),
      this.lists()
        .innerJoin('list_co_owners', 'list_co_owners.list_id', 'lists.id')
        .select(sql<string>`'co-owner'`.as('invitation_status'))
        .where('list_co_owners.user_id', '=', userId)
        .unionAll(
          this.lists()
            .innerJoin('managers', 'managers.member_id', 'lists.owner_id')
            .select(sql<string>`'manager'`.as('invitation_status'))
            .where('managers.manager_id', '=', userId),
        )
        .execute(),
    ]);
    return [...owned.map((row) => ({ ...row, invitation_status: null })), ...others].sort((a, b) =>
      a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
    );
  }

  /**
   * The `limit` lists most recently shared with the viewer: invitations they accepted, and lists
   * shared into their circles (C3) by others, newest first by when each reached them; never one
   * they have owner rights on (`notTheirs`).
   */
  async sharedWith(viewer: { id: string; email: string }, limit: number): Promise<ListRow[]> {
    const [invited, circled] = await Promise.all([
      this.lists()
        .innerJoin('invitations', 'invitations.list_id', 'lists.id')
        .select('invitations.accepted_at as reached_at')
        .where('invitations.invitee_email', '=', viewer.email)
        .where('invitations.status', '=', 'accepted')
        // Archived lists leave the invitees' shared lists (L3).
        .where('lists.archived', '=', 0)
        .where(notTheirs(viewer.id))
        .orderBy('invitations.accepted_at', 'desc')
        .orderBy('lists.id', 'desc')
        .limit(limit)
        .execute(),
      this.lists()
        .innerJoin('circle_lists', 'circle_lists.list_id', 'lists.id')
        .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
        .select((eb) => eb.fn.max('circle_lists.shared_at').as('reached_at'))
        .where('circle_members.user_id', '=', viewer.id)
        .where('lists.owner_id', '<>', viewer.id)
        .where('lists.archived', '=', 0)
        .where(notTheirs(viewer.id))
        .groupBy(['lists.id', 'owner.name', 'owner.id'])
        .orderBy('reached_at', 'desc')
        .limit(limit)
        .execute(),
    ]);
    const byId = new Map<string, ListRow & { reached_at: string | null }>();
    for (const row of [...invited, ...circled]) {
      const seen = byId.get(row.id);
      if (!seen || (row.reached_at ?? '') > (seen.reached_at ?? '')) byId.set(row.id, row);
    }
    return [...byId.values()]
      .sort((a, b) =>
        a.reached_at === b.reached_at
          ? a.id < b.id
            ? 1
            : -1
          : (a.reached_at ?? '') < (b.reached_at ?? '')
            ? 1
            : -1,
      )
      .slice(0, limit)
      .map(({ reached_at: _, ...row }) => row as ListRow);
  }

  /**
   * Where each list is shared (C3: its circles), who co-owns it (C5) and who keeps its managed
   * owner (C4), by name, in one query.
   */
  async sharingOf(listIds: string[], db: Db = this.db): Promise<Map<string, ListSharing>> {
    const sharing = new Map<string, ListSharing>();
    if (listIds.length === 0) return sharing;
    const rows = await db
      .selectFrom('circle_lists')
      .innerJoin('circles', 'circles.id', 'circle_lists.circle_id')
      .select([
        'circle_lists.list_id',
        sql<string>`'circle'`.as('kind'),
        'circles.id',
        'circles.name',
      ])
      .where('circle_lists.list_id', 'in', listIds)
      .unionAll(
        db
          .selectFrom('list_co_owners')
          .innerJoin('users', 'users.id', 'list_co_owners.user_id')
          .select([
            'list_co_owners.list_id',
            sql<string>`'co-owner'`.as('kind'),
            'users.id',
            'users.name',
          ])
          .where('list_co_owners.list_id', 'in', listIds),
      )
      .unionAll(
        db
          .selectFrom('lists')
          .innerJoin('managers', 'managers.member_id', 'lists.owner_id')
          .innerJoin('users', 'users.id', 'managers.manager_id')
          .select([
            'lists.id as list_id',
            sql<string>`'manager'`.as('kind'),
            'users.id',
            'users.name',
          ])
          .where('lists.id', 'in', listIds),
      )
      .orderBy('name')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const entry = sharing.get(row.list_id) ?? { circles: [], coOwners: [], managers: [] };
      const kind =
        row.kind === 'circle'
          ? entry.circles
          : row.kind === 'manager'
            ? entry.managers
            : entry.coOwners;
      kind.push({
        _id: row.id,
        name: row.name,
      });
      sharing.set(row.list_id, entry);
    }
    return sharing;
  }

  /** For each of `listIds`, the circles of `viewerId`'s it is shared into (C3), by name. */
  async viaCircles(viewerId: string, listIds: string[]): Promise<Map<string, Named>> {
    const via = new Map<string, Named>();
    if (listIds.length === 0) return via;
    const rows = await this.db
      .selectFrom('circle_lists')
      .innerJoin('circle_members', 'circle_members.circle_id', 'circle_lists.circle_id')
      .innerJoin('circles', 'circles.id', 'circle_lists.circle_id')
      .select(['circle_lists.list_id', 'circles.id', 'circles.name'])
      .where('circle_members.user_id', '=', viewerId)
      .where('circle_lists.list_id', 'in', listIds)
      .orderBy('circles.name')
      .orderBy('circles.id')
      .execute();
    for (const row of rows) {
      const circles = via.get(row.list_id) ?? [];
      circles.push({ _id: row.id, name: row.name });
      via.set(row.list_id, circles);
    }
    return via;
  }
}
