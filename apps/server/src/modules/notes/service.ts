import { type ItemNote, type NoteInput, QUOTAS } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import { newId } from '../../ids.js';
import type { Caller } from '../auth/caller.js';
import { assertNotArchived, type ListAccess } from '../lists/access.js';
import type { NoteRepository, NoteRow } from './repository.js';

const itemNotFound = () => notFound(msg('server.lists.itemNotFound'), 'ITEM_NOT_FOUND');

/**
 * Givers' notes on items (A2): read and written by a list's givers only. To its owner and
 * co-owners the notes do not exist: every call of theirs is the list's 404 before anything else
 * is read, and nothing of a note reaches an answer, an e-mail or an export of theirs (no other
 * module reads the table); its live event is kept from them by the hub (`note` events).
 */
export class NoteService {
  constructor(
    private readonly db: Db,
    private readonly notes: NoteRepository,
    private readonly access: ListAccess,
    private readonly clock: Clock,
  ) {}

  /** The item's notes, oldest first. */
  async list(caller: Caller, listId: string, itemId: string): Promise<ItemNote[]> {
    const viewer = await caller.viewer();
    await this.access.give(viewer, listId);
    const [count, rows] = await Promise.all([
      this.notes.countOn(this.db, listId, itemId),
      this.notes.on(listId, itemId),
    ]);
    if (count === undefined) throw itemNotFound();
    return rows.map(present);
  }

  /** Adds a note by the caller; refused on an archived list (L3) and past the item's cap. */
  async add(caller: Caller, listId: string, itemId: string, input: NoteInput): Promise<ItemNote> {
    const viewer = await caller.viewer();
    const note = await this.db.transaction().execute(async (trx) => {
      assertNotArchived(await this.access.give(viewer, listId, trx));
      await this.notes.lockItem(trx, itemId);
      const count = await this.notes.countOn(trx, listId, itemId);
      if (count === undefined) throw itemNotFound();
      if (count >= QUOTAS.notesPerItem)
        throw conflict(msg('server.notes.limit', { max: QUOTAS.notesPerItem }), 'NOTE_LIMIT');
      const row = {
        id: newId(),
        item_id: itemId,
        list_id: listId,
        author_id: viewer.id,
        position: count + 1,
        text: input.text,
        created_at: this.clock.nowIso(),
      };
      await this.notes.add(trx, row);
      return row;
    });
    return present({ ...note, author_name: viewer.name });
  }
}

function present(row: NoteRow): ItemNote {
  return {
    _id: row.id,
    author: { _id: row.author_id, name: row.author_name },
    text: row.text,
    createdAt: row.created_at,
  };
}
