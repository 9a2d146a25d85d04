import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../ids.js';
import {
  invitationStatus,
  LIST_COLUMNS,
  type ListAccessRow,
  type ListRow,
  namesEpoch,
} from './rows.js';

/** The list rows: reading them with their access facts, writing them. */
export class ListRepository {
  constructor(private readonly db: Db) {}

  private lists(db: Db = this.db) {
    return db
      .selectFrom('lists')
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select(LIST_COLUMNS)
      .select(namesEpoch);
  }

  /** Lists, each with the viewer's invitation status for it as a column. */
  private withInvitationStatus(viewerEmail: string) {
    return this.db.selectFrom('lists').select((eb) => invitationStatus(eb, viewerEmail));
  }

  // The queries every list call runs, compiled once (see compiledQuery).
  private readonly withAccess = compiledQuery((listId: string, viewerEmail: string) =>
    this.withInvitationStatus(viewerEmail)
      .innerJoin('users as owner', 'owner.id', 'lists.owner_id')
      .select(LIST_COLUMNS)
      .select(namesEpoch)
      .where('lists.id', '=', listId),
  );
  private readonly invitationCountOfOne = compiledQuery((listId: string) =>
    this.db
      .selectFrom('invitations')
      .select(['list_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('list_id', '=', listId)
      .groupBy('list_id'),
  );

  /** The list and, in the same query, the viewer's invitation status for it. */
  async findWithAccess(
    listId: string,
    viewerEmail: string,
    db: Db = this.db,
  ): Promise<ListAccessRow | undefined> {
    return (await this.withAccess(db, listId, viewerEmail)).rows[0];
  }

  findById(listId: string, db: Db = this.db): Promise<ListRow | undefined> {
    return this.lists(db).where('lists.id', '=', listId).executeTakeFirst();
  }

  ownedBy(userId: string): Promise<ListRow[]> {
    return this.lists()
      .where('lists.owner_id', '=', userId)
      .orderBy('lists.created_at', 'desc')
      .orderBy('lists.id', 'desc')
      .execute();
  }

  /** The `limit` lists most recently accepted by `email`. */
  sharedWith(email: string, limit: number): Promise<ListRow[]> {
    return this.lists()
      .innerJoin('invitations', 'invitations.list_id', 'lists.id')
      .where('invitations.invitee_email', '=', email)
      .where('invitations.status', '=', 'accepted')
      .orderBy('invitations.accepted_at', 'desc')
      .orderBy('lists.id', 'desc')
      .limit(limit)
      .execute();
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
        content_bytes: list.contentBytes,
        created_at: list.now,
        updated_at: list.now,
      })
      .execute();
    return id;
  }

  async updateFields(
    db: Db,
    listId: string,
    fields: {
      name?: string | undefined;
      description?: string | null | undefined;
      isPublic?: boolean | undefined;
      surprise?: boolean | undefined;
      eventDate?: string | null | undefined;
      contentBytes: number;
    },
    now: string,
  ): Promise<void> {
    await db
      .updateTable('lists')
      .set({
        updated_at: now,
        content_bytes: fields.contentBytes,
        ...(fields.name !== undefined && { name: fields.name }),
        ...(fields.description !== undefined && { description: fields.description }),
        ...(fields.isPublic !== undefined && { is_public: fields.isPublic ? 1 : 0 }),
        ...(fields.surprise !== undefined && { surprise: fields.surprise ? 1 : 0 }),
        ...(fields.eventDate !== undefined && { event_date: fields.eventDate }),
      })
      .where('id', '=', listId)
      .execute();
  }

  async delete(listId: string): Promise<void> {
    await this.db.deleteFrom('lists').where('id', '=', listId).execute();
  }
}
