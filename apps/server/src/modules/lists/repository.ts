import { sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../ids.js';
import {
  invitationStatus,
  LIST_COLUMNS,
  type ListAccessRow,
  type ListRow,
  namesEpoch,
  sharedFlag,
} from './rows.js';

/** Where a list is shared and who co-owns it, as its owners see it. */
export interface ListSharing {
  circles: Array<{ _id: string; name: string }>;
  coOwners: Array<{ _id: string; name: string }>;
}

/** The list rows: reading them with their access facts, writing them. */
export class ListRepository {
  constructor(private readonly db: Db) {}

  private lists(db: Db = this.db) {
    return db
      .selectFrom('lists')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select(LIST_COLUMNS)
      .select(namesEpoch)
      .select(sharedFlag);
  }

  /** Lists, each with the viewer's standing (invitation or circle) as a column. */
  private withInvitationStatus(viewerEmail: string, viewerId: string) {
    return this.db.selectFrom('lists').select((eb) => invitationStatus(eb, viewerEmail, viewerId));
  }

  // The queries every list call runs, compiled once (see compiledQuery).
  private readonly withAccess = compiledQuery(
    (listId: string, viewerEmail: string, viewerId: string) =>
      this.withInvitationStatus(viewerEmail, viewerId)
        .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
        .select(LIST_COLUMNS)
        .select(namesEpoch)
        .select(sharedFlag)
        .where('lists.id', '=', listId),
  );
  private readonly invitationCountOfOne = compiledQuery((listId: string) =>
    this.db
      .selectFrom('invitations')
      .select(['list_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('list_id', '=', listId)
      .groupBy('list_id'),
  );

  /** The list and, in the same query, the viewer's standing with it (invitation or circle). */
  async findWithAccess(
    listId: string,
    viewer: { id: string; email: string },
    db: Db = this.db,
  ): Promise<ListAccessRow | undefined> {
    return (await this.withAccess(db, listId, viewer.email, viewer.id)).rows[0];
  }

  findById(listId: string, db: Db = this.db): Promise<ListRow | undefined> {
    return this.lists(db).where('lists.id', '=', listId).executeTakeFirst();
  }

  /** The lists `userId` owns, and those they co-own (C5: `invitation_status` `co-owner`). */
  async ownedBy(userId: string): Promise<ListAccessRow[]> {
    const [owned, coOwned] = await Promise.all([
      this.lists().where('lists.owner_id', '=', userId).execute(),
      this.lists()
        .innerJoin('list_co_owners', 'list_co_owners.list_id', 'lists.id')
        .where('list_co_owners.user_id', '=', userId)
        .execute(),
    ]);
    return [
      ...owned.map((row) => ({ ...row, invitation_status: null })),
      ...coOwned.map((row) => ({ ...row, invitation_status: 'co-owner' })),
    ].sort((a, b) =>
      a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
    );
  }

  /**
   * The `limit` lists most recently shared with the viewer: invitations they accepted, and lists
   * shared into their circles (C3) by others, newest first by when each reached them.
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
   * Where each list is shared (C3: its circles) and who co-owns it (C5), by name, in one query.
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
      .orderBy('name')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const entry = sharing.get(row.list_id) ?? { circles: [], coOwners: [] };
      (row.kind === 'circle' ? entry.circles : entry.coOwners).push({
        _id: row.id,
        name: row.name,
      });
      sharing.set(row.list_id, entry);
    }
    return sharing;
  }

  /** Pending and accepted invitations per list, in one query. */
  async invitationCounts(listIds: string[], db: Db = this.db): Promise<Map<string, number>> {
    if (listIds.length === 0) return new Map();
    const rows =
      listIds.length === 1
        ? (await this.invitationCountOfOne(db, listIds[0]!)).rows
        : await db
            .selectFrom('invitations')
            .select(['list_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('list_id', 'in', listIds)
            .groupBy('list_id')
            .execute();
    return new Map(rows.map((row) => [row.list_id, Number(row.count)]));
  }

  async create(
    db: Db,
    list: {
      ownerId: string;
      name: string;
      description: string | undefined;
      isPublic: boolean;
      surprise: boolean;
      eventDate: string | null;
      currency: string;
      contentBytes: number;
      now: string;
    },
  ): Promise<string> {
    const id = newId();
    await db
      .insertInto('lists')
      .values({
        id,
        owner_id: list.ownerId,
        name: list.name,
        description: list.description ?? null,
        is_public: list.isPublic ? 1 : 0,
        surprise: list.surprise ? 1 : 0,
        event_date: list.eventDate,
        currency: list.currency,
        content_bytes: list.contentBytes,
        created_at: list.now,
        updated_at: list.now,
      })
      .execute();
    return id;
  }

  /**
   * Writes the owner's fields and moves the list's version on, if the list is still as the
   * caller read it: `expected.archived` as read, and `expected.version` when the client sent
   * the version it read. False when it was not (nothing written). On PostgreSQL the update
   * locks the row, so of two racing saves the second waits and then finds the version moved.
   */
  async updateFields(
    db: Db,
    listId: string,
    fields: {
      name?: string | undefined;
      description?: string | null | undefined;
      isPublic?: boolean | undefined;
      surprise?: boolean | undefined;
      eventDate?: string | null | undefined;
      currency?: string | undefined;
      archived?: boolean | undefined;
      contentBytes: number;
    },
    now: string,
    expected: { archived: number; version: number | undefined },
  ): Promise<boolean> {
    const flag = (value: boolean) => (value ? 1 : 0);
    const result = await db
      .updateTable('lists')
      .set((eb) => ({
        updated_at: now,
        content_bytes: fields.contentBytes,
        version: eb('version', '+', 1),
        ...(fields.name !== undefined && { name: fields.name }),
        ...(fields.description !== undefined && { description: fields.description }),
        ...(fields.isPublic !== undefined && { is_public: flag(fields.isPublic) }),
        ...(fields.surprise !== undefined && { surprise: flag(fields.surprise) }),
        ...(fields.eventDate !== undefined && { event_date: fields.eventDate }),
        ...(fields.currency !== undefined && { currency: fields.currency }),
        ...(fields.archived !== undefined && { archived: flag(fields.archived) }),
      }))
      .where('id', '=', listId)
      .where('archived', '=', expected.archived)
      .$if(expected.version !== undefined, (query) =>
        query.where('version', '=', expected.version ?? 0),
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** A change of the owner's made outside a save (a copy or move): size and version move. */
  async touch(db: Db, listId: string, bytesAdded: number, now: string): Promise<void> {
    await db
      .updateTable('lists')
      .set((eb) => ({
        content_bytes: eb('content_bytes', '+', bytesAdded),
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', listId)
      .execute();
  }

  /** How many items the list holds. */
  async itemCount(listId: string, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('list_id', '=', listId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async delete(listId: string): Promise<void> {
    await this.db.deleteFrom('lists').where('id', '=', listId).execute();
  }
}
