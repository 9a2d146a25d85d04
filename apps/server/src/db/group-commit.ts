import { sql } from 'kysely';
import type { Db } from './database.js';

/** Runs a small write, inside a transaction it may share with other writes. */
export interface WriteRunner {
  run<T>(work: (trx: Db) => Promise<T>): Promise<T>;
}

/** Each write in its own transaction, as the database does by itself (PostgreSQL). */
export const eachOnItsOwn = (db: Db): WriteRunner => ({ run: (work) => work(db) });

interface Pending {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite: the writes asked for within one turn of the event loop run in one
 * transaction, and each hears its answer once that transaction is committed. A commit (its
 * locks and its write to the log) costs far more than a one-row UPDATE, so a burst of purchases
 * shares one, and the reads inside it skip the locks each read would take on its own. Each
 * write runs in a savepoint of its own, so one that throws (a refusal, a broken constraint) is
 * undone alone and the others still commit; a failure of the transaction itself undoes the
 * whole group, and every write in it fails. Meant for short work with no waiting on anything
 * but the database: the group holds the connection, and SQLite's write lock, until it is done.
 */
export class GroupCommit implements WriteRunner {
  private queue: Pending[] = [];

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending = { work, resolve, reject } as Pending;
      if (this.queue.push(pending) === 1) setImmediate(() => void this.commitQueued());
    });
  }

  private async commitQueued(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const { work } of group) {
          await sql`savepoint one_write`.execute(trx);
          let value: unknown;
          try {
            value = await work(trx);
          } catch (error) {
            // Undoes this write alone; if the transaction itself is gone (an I/O error rolls
            // it back), this throws too and the whole group fails.
            await sql`rollback to one_write`.execute(trx);
            await sql`release one_write`.execute(trx);
            outcomes.push({ ok: false, error });
            continue;
          }
          await sql`release one_write`.execute(trx);
          outcomes.push({ ok: true, value });
        }
      });
    } catch (error) {
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, n) => {
      const outcome = outcomes[n]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}
