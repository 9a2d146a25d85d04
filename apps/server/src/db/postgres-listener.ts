import type { Client } from 'pg';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

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

  constructor(private readonly databaseUrl: string) {}

  get listening(): boolean {
    return this.client !== undefined;
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
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    // Keep-alive: a peer that vanished without closing is noticed, not waited on for ever.
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
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
    for (const watcher of this.watchers) watcher(true);
  }

  private lost(client: Client, error?: Error): void {
    // Each connection is reported once ('error' and 'end' may both come), and only the current.
    if (this.stopped || (client !== this.client && client !== this.opening)) return;
    const wasListening = this.client === client;
    this.client = undefined;
    this.opening = undefined;
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
