import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../ids.js';
import { ListReads } from './list-reads.js';
import {
  invitationStatus,
  LIST_COLUMNS,
  type ListAccessRow,
  type ListRow,
  namesEpoch,
  sharedFlag,
} from './rows.js';

export type { ListSharing } from './list-reads.js';

/** The list rows: reading them with their access facts, writing them. */
export class ListRepository extends ListReads {
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
