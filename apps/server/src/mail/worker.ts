import type { Logger } from '../logger.js';
import type { MailBacklog, MailQueueRepository } from './queue-repository.js';
import type { MailTransport } from './transport.js';

/** How long a sender holds a message; a process that died holding one loses it after this. */
export const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 12;
const POLL_MS = 5_000;
/**
 * Messages in flight at once, each on its own pooled SMTP connection (transport.ts). One at a
 * time, each message waited for the one before it: about 50 ms each on loopback (SMTP's round
 * trips), so a burst of invitations queued for seconds.
 */
export const SENDING_CONCURRENCY = 4;

/** Delay before attempt n+1: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(600_000, 1000 * 2 ** Math.max(1, attempts));
}

/**
 * Delivers the durable queue. `kick()` after a commit delivers at once; a slow poll picks up
 * retries and messages queued by other processes.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  private readonly pollMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly queue: MailQueueRepository,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    options: {
      pollMs?: number | undefined;
      /**
       * The time leases, retries and due messages go by: the server's Clock, so that a test can
       * start a process after a dead one's lease ran out instead of waiting for it.
       */
      now?: () => Date;
    } = {},
  ) {
    this.pollMs = options.pollMs ?? POLL_MS;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** What waits in the queue, for every process (the metrics' gauges). */
  backlog(): Promise<MailBacklog> {
    return this.queue.backlog();
  }

  /** Resolves when the queue has no message due now (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.idle();
    this.transport.close();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.kick();
      this.schedule(this.pollMs);
    }, ms);
    this.timer.unref();
  }

  /** Up to SENDING_CONCURRENCY senders, each taking the next due message until none is left. */
  private async drain(): Promise<void> {
    await Promise.all(Array.from({ length: SENDING_CONCURRENCY }, () => this.sendUntilEmpty()));
  }

  private async sendUntilEmpty(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const now = this.now();
        const mail = await this.queue.claimNext(
          now.toISOString(),
          new Date(now.getTime() + LEASE_MS).toISOString(),
        );
        if (!mail) return;
        try {
          await this.transport.send(mail);
          await this.queue.markSent(mail.id, this.now().toISOString());
        } catch (error) {
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          const next = new Date(this.now().getTime() + backoffMs(mail.attempts)).toISOString();
          await this.queue.markRetry(mail.id, (error as Error).message, next, giveUp);
          this.log.warn(
            { mailId: mail.id, attempts: mail.attempts, err: (error as Error).message },
            'E-mail delivery failed; will retry',
          );
          // The transport is down: stop this round, the poll tries again after the backoff.
          return;
        }
      }
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'Mail queue unavailable');
    }
  }
}
