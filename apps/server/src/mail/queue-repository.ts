import type { Db } from '../db/database.js';
import { newId } from '../ids.js';
import type { MailMessage } from './templates.js';

export interface QueuedMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  /** Extra headers to send (`List-Unsubscribe`), if the message has any. */
  headers: Record<string, string> | undefined;
}

/** The `headers` column as written by `enqueue`. */
function headersOf(column: string | null): Record<string, string> | undefined {
  return column === null ? undefined : (JSON.parse(column) as Record<string, string>);
}

/** What waits in the queue: messages still to deliver, those given up on, the oldest waiting's age. */
export interface MailBacklog {
  pending: number;
  failed: number;
  /** When the oldest message still to deliver was queued (ISO), if any waits. */
  oldestPendingAt: string | undefined;
}

/** The durable mail queue: messages are rows, written in the same transaction as their cause. */
export class MailQueueRepository {
  constructor(private readonly db: Db) {}

  async enqueue(db: Db, messages: MailMessage[], now: string): Promise<void> {
    if (messages.length === 0) return;
    await db
      .insertInto('mail_queue')
      .values(
        messages.map((m) => ({
          id: newId(),
          recipient: m.to,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html,
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          headers: m.headers ? JSON.stringify(m.headers) : null,
        })),
      )
      .execute();
  }

  /** Claims one due message with a lease, so two processes never send the same one at once. */
  async claimNext(now: string, leaseUntil: string): Promise<QueuedMail | undefined> {
    for (let tries = 0; tries < 5; tries++) {
      const candidate = await this.db
        .selectFrom('mail_queue')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const claimed = await this.db
        .updateTable('mail_queue')
        .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', candidate.id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returning(['id', 'recipient', 'subject', 'text_body', 'html_body', 'attempts', 'headers'])
        .executeTakeFirst();
      if (claimed) return { ...claimed, headers: headersOf(claimed.headers) };
    }
    return undefined;
  }

  async markSent(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('mail_queue')
      .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  async markRetry(
    id: string,
    error: string,
    nextAttemptAt: string,
    giveUp: boolean,
  ): Promise<void> {
    await this.db
      .updateTable('mail_queue')
      .set({
        status: giveUp ? 'failed' : 'pending',
        next_attempt_at: nextAttemptAt,
        locked_until: null,
        last_error: error.slice(0, 500),
      })
      .where('id', '=', id)
      .execute();
  }

  /** One read for the metrics (O2): by status, over the `(status, next_attempt_at)` index. */
  async backlog(): Promise<MailBacklog> {
    const rows = await this.db
      .selectFrom('mail_queue')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('count'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute();
    const of = (status: string) => rows.find((row) => row.status === status);
    return {
      pending: Number(of('pending')?.count ?? 0),
      failed: Number(of('failed')?.count ?? 0),
      oldestPendingAt: of('pending')?.oldest ?? undefined,
    };
  }
}
