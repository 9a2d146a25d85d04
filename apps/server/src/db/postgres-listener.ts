import type { Client } from 'pg';

const RETRY_MS = [250, 500, 1000, 2000, 5000];
/**
 * The connection is asked `select 1` this often; without an answer for HEARD_WITHIN_MS it no
 * longer counts as listening. A peer that vanished without closing the connection (a network
 * cut, a frozen server) sends no error: only an unanswered question shows it, and until then
 * notifications may be missing.
 */
const PING_EVERY_MS = 250;
const HEARD_WITHIN_MS = 900;
/** Unanswered this long, the connection is given up and opened again. */
const GIVE_UP_MS = 5000;

type Heard = (payload: string) => void;
/** `listening` false: notifications may be missed from now on; true: heard again from now on. */
type StateChange = (listening: boolean, error?: Error) => void;

/**
 * One LISTEN connection per process, of its own (a pooled connection could be handed to a
 * query), for every channel the process hears: PostgreSQL delivers a NOTIFY to it at the
 * sender's commit. When the connection drops it is opened again, waiting longer each time, and
 * the parts that listen are told both ways: while it is down they cannot know what changed.
 */
export class PostgresListener {
  private client: Client | undefined;
  /** The connection being opened, not listening yet. */
  private opening: Client | undefined;
  private readonly channels = new Map<string, Heard[]>();
  private readonly watchers: StateChange[] = [];
  private stopped = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** When the connection last answered (ms since the epoch). */
  private answeredAt = 0;

  constructor(private readonly databaseUrl: string) {}

  /** Connected, and answering: every notification sent until shortly before now was heard. */
  get listening(): boolean {
    return this.client !== undefined && Date.now() - this.answeredAt < HEARD_WITHIN_MS;
  }

  /** Hears `channel` from when this resolves on (or from the next connection, if down). */
  async on(channel: string, heard: Heard): Promise<void> {
    const handlers = this.channels.get(channel);
    if (handlers) {
      handlers.push(heard);
      return;
    }
    this.channels.set(channel, [heard]);
    await this.client?.query(`listen ${channel}`).catch(() => {
      // The connection is failing: it is opened again and listens then.
    });
  }

  onStateChange(watcher: StateChange): void {
    this.watchers.push(watcher);
  }

  /** Connects; resolves when listening, or when the first attempt failed (retried then). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    // Keep-alive: a peer that vanished without closing is noticed, not waited on for ever.
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      keepAlive: true,
      // Named, so an operator (or a test) can tell it in pg_stat_activity.
      application_name: 'wishlist-listener',
    });
    client.on('notification', ({ channel, payload }) => {
      for (const heard of this.channels.get(channel) ?? []) heard(payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.opening = client;
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.opening !== client) return;
    this.opening = undefined;
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
    this.answeredAt = Date.now();
    this.keepAsking(client);
    for (const watcher of this.watchers) watcher(true);
  }

  /** Asks the connection a question every PING_EVERY_MS, one at a time (see HEARD_WITHIN_MS). */
  private keepAsking(client: Client): void {
    clearInterval(this.heartbeat);
    let waiting = false;
    this.heartbeat = setInterval(() => {
      if (this.client !== client) return;
      if (Date.now() - this.answeredAt > GIVE_UP_MS) {
        this.lost(client, new Error(`no answer from PostgreSQL in ${GIVE_UP_MS} ms`));
        return;
      }
      if (waiting) return;
      waiting = true;
      client.query('select 1').then(
        () => {
          waiting = false;
          this.answeredAt = Date.now();
        },
        () => {
          // The connection's own error event reports it.
        },
      );
    }, PING_EVERY_MS);
    this.heartbeat.unref();
  }

  private lost(client: Client, error?: Error): void {
    // Each connection is reported once ('error' and 'end' may both come), and only the current.
    if (this.stopped || (client !== this.client && client !== this.opening)) return;
    const wasListening = this.client === client;
    this.client = undefined;
    this.opening = undefined;
    clearInterval(this.heartbeat);
    client.end().catch(() => {});
    if (wasListening) for (const watcher of this.watchers) watcher(false, error);
    if (this.retry) return;
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, wait);
    this.retry.unref();
  }
}
