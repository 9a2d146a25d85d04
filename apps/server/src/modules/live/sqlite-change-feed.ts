import type { Logger } from '../../logger.js';
import type { ChangeFeed, DeliverChanges } from './change-feed.js';
import type { ListEventRepository } from './event-repository.js';

const BATCH = 1000;
/** Rows kept behind the newest: far more than every process reads between two polls. */
const KEEP_ROWS = 20_000;
const SWEEP_MS = 60_000;

/**
 * Reads SQLite's change log a few times a second. Every process sharing the file reads the same
 * rows, so a change made through one reaches the streams of all; rows written before this
 * process had streams are skipped (a new stream's page reads the list itself).
 */
export class SqliteChangeFeed implements ChangeFeed {
  private cursor: number | undefined;
  private poller: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly events: ListEventRepository,
    private readonly log: Logger,
    private readonly pollMs = 150,
  ) {}

  async start(deliver: DeliverChanges): Promise<void> {
    this.poller = setInterval(() => void this.poll(deliver), this.pollMs);
    this.poller.unref();
    this.sweeper = setInterval(() => {
      this.events.sweep(KEEP_ROWS).catch((error: Error) => {
        this.log.warn({ err: error.message }, 'Could not sweep the list events');
      });
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  async active(yes: boolean): Promise<void> {
    if (!yes) this.cursor = undefined;
    else this.cursor ??= await this.events.lastSeq();
  }

  async stop(): Promise<void> {
    clearInterval(this.poller);
    clearInterval(this.sweeper);
  }

  /** Reads what was logged since the last poll; nothing while no stream is open. */
  private async poll(deliver: DeliverChanges): Promise<void> {
    if (this.polling || this.cursor === undefined) return;
    this.polling = true;
    try {
      for (;;) {
        const from: number | undefined = this.cursor;
        if (from === undefined) return;
        const rows = await this.events.after(from, BATCH);
        if (rows.length === 0 || this.cursor === undefined) return;
        this.cursor = rows[rows.length - 1]!.seq;
        deliver(rows);
        if (rows.length < BATCH) return;
      }
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, 'Could not read the list events');
    } finally {
      this.polling = false;
    }
  }
}
