import client from 'prom-client';
import type { Services } from '../../services.js';

/** Seconds: a cached read answers in under a millisecond, a Quick Add can take ten. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricSources = Pick<Services, 'database' | 'live' | 'mailWorker' | 'clock'>;
type MailBacklog = Awaited<ReturnType<MetricSources['mailWorker']['backlog']>>;

/**
 * O2: what `/metrics` tells, in a registry of its own (docs/operations.md names each metric).
 * Counters and the histogram move as requests are answered; gauges are read when Prometheus
 * scrapes (collect callbacks), so nothing polls between scrapes.
 */
export class Metrics {
  readonly registry = new client.Registry();
  readonly requests = new client.Histogram({
    name: 'wishlist_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly claims = new client.Counter({
    name: 'wishlist_claims_total',
    help: 'Claims (action="claim") and give-backs (action="give_back") answered, by outcome',
    labelNames: ['action', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly scrapes = new client.Counter({
    name: 'wishlist_scrapes_total',
    help: 'Quick Add page reads answered, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    const { registry } = this;
    client.collectDefaultMetrics({ register: registry });
    new client.Gauge({
      name: 'wishlist_event_streams_open',
      help: 'Live event streams this process holds open',
      registers: [registry],
      collect() {
        this.set(sources.live.size());
      },
    });
    // Before the queue's read, which takes a pool connection itself: the pool is read as the
    // requests left it (the registry calls each collect in the order they were registered).
    const pool = sources.database.pool;
    if (pool) {
      new client.Gauge({
        name: 'wishlist_db_pool_connections',
        help: 'PostgreSQL pool connections: state="open" (in use or idle), "idle", "max"',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'open' }, pool.total);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'max' }, pool.max);
        },
      });
      new client.Gauge({
        name: 'wishlist_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection (every one is in use)',
        registers: [registry],
        collect() {
          this.set(pool.waiting);
        },
      });
    }
    // One read of the queue for both of its gauges, shared by their collect callbacks (the
    // registry runs them together).
    let backlog: Promise<MailBacklog> | undefined;
    const readBacklog = () => {
      backlog ??= sources.mailWorker.backlog().finally(() => {
        backlog = undefined;
      });
      return backlog;
    };
    new client.Gauge({
      name: 'wishlist_mail_queue_messages',
      help: 'E-mails in the queue (every process): status="pending" still to deliver, "failed" given up',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const { pending, failed } = await readBacklog();
        this.set({ status: 'pending' }, pending);
        this.set({ status: 'failed' }, failed);
      },
    });
    new client.Gauge({
      name: 'wishlist_mail_queue_oldest_age_seconds',
      help: 'How long the oldest e-mail still to deliver has waited; 0 when none waits',
      registers: [registry],
      async collect() {
        const { oldestPendingAt } = await readBacklog();
        const since = oldestPendingAt === undefined ? undefined : Date.parse(oldestPendingAt);
        this.set(since === undefined ? 0 : Math.max(0, (sources.clock.nowMs() - since) / 1000));
      },
    });
  }

  /** The text Prometheus reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
