import type { ConnectionState, Db } from './database.js';

interface Pending {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A write of the group threw after changing something: the group cannot commit as it is. */
class WroteThenFailed extends Error {}

/**
 * Group commit for SQLite: the writes asked for within one turn of the event loop run in one
 * transaction, and each hears its answer once that transaction is committed. A commit (its
 * locks and its write to the log) costs far more than a one-row UPDATE, so a burst of claims
 * shares one, and the reads inside it skip the locks each read would take on its own.
 *
 * A write that throws before changing anything (a refusal: not found, not allowed, already
 * bought; or a statement SQLite refused, which it undoes itself, as the claims triggers refuse a
 * claim) has nothing to undo; it hears its error and the others go on. One that throws after a
 * statement that changed something cannot be undone alone, so the whole transaction is rolled
 * back and every write of the group runs again, each in a transaction of its own: a work may
 * therefore run twice, and must do nothing but database work. If SQLite has ended the
 * transaction by itself (an I/O error), the whole group fails.
 *
 * Meant for short work with no waiting on anything but the database: the group holds the
 * connection, and SQLite's write lock, until it is done.
 */
export class GroupCommit {
  private queue: Pending[] = [];

  constructor(
    private readonly db: Db,
    private readonly connection: ConnectionState,
  ) {}

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending = { work, resolve, reject } as Pending;
      if (this.queue.push(pending) === 1) setImmediate(() => void this.commitQueued());
    });
  }

  private async commitQueued(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = await this.together(group);
    } catch (error) {
      if (error instanceof WroteThenFailed) return this.eachAlone(group);
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, n) => {
      const outcome = outcomes[n]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }

  /** The group in one transaction; throws WroteThenFailed when it cannot commit as it is. */
  private together(group: Pending[]): Promise<Outcome[]> {
    return this.db.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const { work } of group) {
        const writesBefore = this.connection.writes;
        try {
          outcomes.push({ ok: true, value: await work(trx) });
        } catch (error) {
          if (this.connection.writes !== writesBefore) throw new WroteThenFailed();
          outcomes.push({ ok: false, error });
        }
        // SQLite ended the transaction by itself (an I/O error): the group is lost.
        if (!this.connection.inTransaction)
          throw new Error('The transaction ended before its commit');
      }
      return outcomes;
    });
  }

  private async eachAlone(group: Pending[]): Promise<void> {
    for (const { work, resolve, reject } of group) {
      try {
        resolve(await this.db.transaction().execute(work));
      } catch (error) {
        reject(error);
      }
    }
  }
}
