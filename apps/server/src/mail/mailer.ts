import type { Db } from '../db/database.js';
import type { MailQueueRepository } from './queue-repository.js';
import type { MailMessage } from './templates.js';
import type { MailWorker } from './worker.js';

/** What services use: queue messages inside their transaction, then wake the worker. */
export class Mailer {
  constructor(
    private readonly queue: MailQueueRepository,
    private readonly worker: MailWorker,
  ) {}

  enqueue(db: Db, messages: MailMessage[], now: string): Promise<void> {
    return this.queue.enqueue(db, messages, now);
  }

  deliverSoon(): void {
    this.worker.kick();
  }
}
