import type { Client, Notification } from 'pg';
import { LIST_EVENTS_CHANNEL } from '../../db/migrations/0008-triggers.js';
import type { Logger } from '../../logger.js';
import {
  type ChangeFeed,
  type DeliverChanges,
  isChangeKind,
  type ListChange,
} from './change-feed.js';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * PostgreSQL's NOTIFY, sent by the triggers of migration 0008 at each commit, heard on one
 * LISTEN connection of this process's own (a pooled connection could be handed to a query).
 * Notifications of one event-loop turn are handed on together. When the connection drops, it
 * is opened again, and every stream is told (`all`): what changed meanwhile was not heard.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private client: Client | undefined;
  private deliver: DeliverChanges = () => {};
  private pending: ListChange[] = [];
  private stopped = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  async start(deliver: DeliverChanges): Promise<void> {
    this.deliver = deliver;
    await this.connect();
  }

  async active(): Promise<void> {
    // LISTEN hears every commit from the moment it was issued (at start).
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.heard(message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${LIST_EVENTS_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    this.client = client;
    if (this.failures > 0) this.deliver('all');
    this.failures = 0;
  }

  private lost(client: Client, error?: Error): void {
    if (this.stopped || (this.client !== client && this.client !== undefined)) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.retry) return;
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures += 1;
    this.log.warn(
      { err: error?.message, retryMs: wait },
      'Live events: PostgreSQL connection lost',
    );
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, wait);
    this.retry.unref();
  }

  private heard(message: Notification): void {
    const [listId, kind] = (message.payload ?? '').split(' ');
    if (!listId || !kind || !isChangeKind(kind)) return;
    if (this.pending.push({ listId, kind }) === 1)
      setImmediate(() => {
        const changes = this.pending;
        this.pending = [];
        this.deliver(changes);
      });
  }
}
