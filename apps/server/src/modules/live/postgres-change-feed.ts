import { LIST_EVENTS_CHANNEL } from '../../db/migrations/0008-triggers.js';
import type { PostgresListener } from '../../db/postgres-listener.js';
import type { Logger } from '../../logger.js';
import {
  type ChangeFeed,
  type DeliverChanges,
  isChangeKind,
  type ListChange,
} from './change-feed.js';

/**
 * PostgreSQL's NOTIFY, sent by the triggers of migration 0008 at each commit, heard on the
 * process's LISTEN connection. Notifications of one event-loop turn are handed on together.
 * When the connection comes back after a loss, every stream is told (`all`): what changed
 * meanwhile was not heard.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private deliver: DeliverChanges = () => {};
  private pending: ListChange[] = [];

  constructor(
    private readonly listener: PostgresListener,
    log: Logger,
  ) {
    let lost = false;
    listener.onStateChange((listening, error) => {
      if (!listening) {
        lost = true;
        log.warn({ err: error?.message }, 'Live events: PostgreSQL connection lost');
      } else if (lost) {
        lost = false;
        this.deliver('all');
      }
    });
  }

  async start(deliver: DeliverChanges): Promise<void> {
    this.deliver = deliver;
    await this.listener.on(LIST_EVENTS_CHANNEL, (payload) => this.heard(payload));
  }

  async active(): Promise<void> {
    // LISTEN hears every commit from the moment the database was opened.
  }

  async stop(): Promise<void> {
    // The listener is the database's; it stops with it.
  }

  private heard(payload: string): void {
    const [listId, kind] = payload.split(' ');
    if (!listId || !kind || !isChangeKind(kind)) return;
    if (this.pending.push({ listId, kind }) === 1)
      setImmediate(() => {
        const changes = this.pending;
        this.pending = [];
        this.deliver(changes);
      });
  }
}
