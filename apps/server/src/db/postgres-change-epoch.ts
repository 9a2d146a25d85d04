import { ChangeEpoch } from './change-epoch.js';
import { CHANGES_CHANNEL } from './migrations/0010-changes-heard.js';
import type { PostgresListener } from './postgres-listener.js';

/**
 * PostgreSQL's epoch (S1): moved by every change notification heard on the changes channel
 * (migration 0010; every process's commits, this one's included) and, at once, by this
 * process's own writes, so a caller reading right after its write never gets a cached answer from
 * before it (the notification comes back a little later). While the LISTEN connection is down,
 * changes by others go unheard: every read of the epoch then moves it, so nothing kept is used.
 */
export class PostgresChangeEpoch extends ChangeEpoch {
  private count = 0;

  constructor(private readonly listener: PostgresListener) {
    super();
    // Registered before the listener starts: heard from its first connection on.
    void listener.on(CHANGES_CHANNEL, () => this.moved());
    listener.onStateChange(() => this.moved());
  }

  read(): number {
    if (!this.listener.listening) this.count += 1;
    return this.count;
  }

  /** After a statement that may have written, and after every commit. */
  moved(): void {
    this.count += 1;
  }
}
