import type { Db } from '../../db/database.js';
import { type ChangeKind, isChangeKind, type ListChange } from './change-feed.js';

export interface LoggedChange extends ListChange {
  seq: number;
}

/** SQLite's change log, `list_events` (migration 0008): read in order, swept behind. */
export class ListEventRepository {
  constructor(private readonly db: Db) {}

  async lastSeq(): Promise<number> {
    const row = await this.db
      .selectFrom('list_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async after(seq: number, limit: number): Promise<LoggedChange[]> {
    const rows = await this.db
      .selectFrom('list_events')
      .select(['seq', 'list_id', 'kind'])
      .where('seq', '>', seq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      seq: row.seq,
      listId: row.list_id,
      kind: (isChangeKind(row.kind) ? row.kind : 'items') as ChangeKind,
    }));
  }

  /** Deletes all but the newest `keep` rows. */
  async sweep(keep: number): Promise<void> {
    const last = await this.lastSeq();
    if (last <= keep) return;
    await this.db
      .deleteFrom('list_events')
      .where('seq', '<=', last - keep)
      .execute();
  }
}
