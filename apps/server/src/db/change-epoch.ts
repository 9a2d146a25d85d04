import type SQLite from 'better-sqlite3';

/**
 * A number that moves whenever the database may have changed, through this process or any
 * other. Something worked out from the database while the epoch read N, after reading it, is
 * never older than the database as long as the epoch still reads N: the basis of the answer
 * cache. (A write landing between the read of the epoch and the work makes the result newer
 * than N, never older; the next read of the epoch then differs, and the result is not used.)
 */
export abstract class ChangeEpoch {
  private waiting: Array<{ resolve: (epoch: number) => void; reject: (error: unknown) => void }> =
    [];

  /** The current epoch. */
  abstract read(): number;

  /**
   * The epoch, read once for every caller that asks within one turn of the event loop: after
   * every request received in that turn has been read off its socket, so each caller's answer
   * is as fresh as a read of its own would be, for one read per turn instead of one per call.
   */
  soon(): Promise<number> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ resolve, reject }) === 1) setImmediate(this.answerWaiting);
    });
  }

  private readonly answerWaiting = () => {
    const waiting = this.waiting;
    this.waiting = [];
    try {
      const epoch = this.read();
      for (const { resolve } of waiting) resolve(epoch);
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  };
}

/**
 * SQLite's epoch has two sources, because its own counter, `PRAGMA data_version`, moves only
 * for commits made by other connections (other processes, or this one's backup connection):
 * the statements of this connection that can write count themselves in (`noteWrite`, called by
 * the statement layer after every statement SQLite does not call read-only). The pragma takes a
 * read lock, two system calls, costly in a sandbox: hence `soon()`.
 */
export class SqliteChangeEpoch extends ChangeEpoch {
  /** Commits seen by other connections. */
  private external = 0;
  private ownWrites = 0;
  private lastDataVersion: number;
  private readonly dataVersion: SQLite.Statement;

  constructor(sqlite: SQLite.Database) {
    super();
    this.dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
    this.lastDataVersion = this.dataVersion.get() as number;
  }

  /** The current epoch; costs one pragma. */
  read(): number {
    const version = this.dataVersion.get() as number;
    if (version !== this.lastDataVersion) {
      this.lastDataVersion = version;
      this.external += 1;
    }
    return this.external + this.ownWrites;
  }

  noteWrite(): void {
    this.ownWrites += 1;
  }

  /** How many statements of this connection that can write have run so far. */
  get writes(): number {
    return this.ownWrites;
  }
}
