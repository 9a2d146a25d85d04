import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { ItemNotesTable } from '../../db/schema-circles.js';

/**
 * The first key of the items' note locks: PostgreSQL's advisory locks are one space for the
 * whole database (see ListQuotaRepository's), and this keeps ours apart.
 */
const NOTE_LOCKS = 0x5754_0002;

/** A note as its readers see it: with its author's name. */
export type NoteRow = Pick<ItemNotesTable, 'id' | 'author_id' | 'text' | 'created_at'> & {
  author_name: string;
};

/** Givers' notes on items (A2). */
export class NoteRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  /**
   * From here until `trx` ends, other notes on the item wait for it, so the cap and the
   * numbering hold under racing writes. On PostgreSQL an advisory lock on the item, not its row
   * (which every claim on it updates); SQLite begins every transaction IMMEDIATE, holding the
   * one write lock already.
   */
  async lockItem(trx: Db, itemId: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${NOTE_LOCKS}, hashtext(${itemId}))`.execute(trx);
  }

  /** How many notes the list's item has; undefined when the list has no such item. */
  async countOn(db: Db, listId: string, itemId: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('items')
      .select((eb) =>
        eb
          .selectFrom('item_notes')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('item_notes.item_id', '=', 'items.id')
          .as('count'),
      )
      .where('items.id', '=', itemId)
      .where('items.list_id', '=', listId)
      // A private item (A4) does not exist for givers, nor notes on it.
      .where('items.hidden', '=', 0)
      .executeTakeFirst();
    return row && Number(row.count ?? 0);
  }

  async add(trx: Db, note: ItemNotesTable): Promise<void> {
    await trx.insertInto('item_notes').values(note).execute();
  }

  /** The item's notes with their authors' names, oldest first. */
  on(listId: string, itemId: string, db: Db = this.db): Promise<NoteRow[]> {
    return db
      .selectFrom('item_notes')
      .innerJoin('users as author', 'author.id', 'item_notes.author_id')
      .select([
        'item_notes.id',
        'item_notes.author_id',
        'item_notes.text',
        'item_notes.created_at',
        'author.name as author_name',
      ])
      .where('item_notes.item_id', '=', itemId)
      .where('item_notes.list_id', '=', listId)
      .orderBy('item_notes.position')
      .execute();
  }
}
