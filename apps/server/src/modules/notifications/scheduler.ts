import { DEFAULT_CURRENCY, type NotificationKind } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { toLanguage } from '../../i18n/request-language.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  claimedChangedMail,
  digestMail,
  type NotificationTarget,
  reminderMail,
} from '../../mail/notification-mails.js';
import { claimChanges } from './claim-changes.js';
import type { NoticeRepository, Recipient } from './notice-repository.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

/** Units of work (claimers, lists) of each kind a round takes at most; the next takes the rest. */
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotificationSettings {
  appUrl: string;
  /** At most one digest per list in this many minutes. */
  digestMinutes: number;
  /** The reminder goes this many days before a list's event date. */
  reminderDays: number;
  /** How often `start()` runs a round. */
  checkSeconds: number;
}

/** `day` (`YYYY-MM-DD`) moved by `days`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Turns what is due into notification e-mails (N2), in the durable mail queue. Each unit of
 * work (one claimer's notices on one list, one list's digest, one list's reminder) is one
 * transaction that queues the e-mails and removes or marks its source, so an e-mail is queued
 * once however many processes run this, and never lost by a process dying between the two.
 * Time is the Clock's: tests move it and call `tick()`.
 */
export class NotificationScheduler {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Immediate | undefined;
  /** The round running or last run in this process: rounds here take turns. */
  private round: Promise<number> = Promise.resolve(0);
  private busy = false;

  constructor(
    private readonly db: Db,
    private readonly notices: NoticeRepository,
    private readonly mailer: Mailer,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: Clock,
    private readonly settings: NotificationSettings,
    private readonly log: Logger,
  ) {}

  /** Runs a round now and every `checkSeconds`, skipping a turn while one is still running. */
  start(): void {
    if (this.timer) return;
    const run = () => {
      if (this.busy) return;
      this.tick().catch((error: Error) =>
        this.log.error({ err: error.message }, 'Notifications could not be queued; will retry'),
      );
    };
    this.timer = setInterval(run, this.settings.checkSeconds * 1000);
    this.timer.unref();
    // What came due while no process ran (a restart) goes out now, not a period later.
    this.first = setImmediate(run).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearImmediate(this.first);
    this.timer = undefined;
    await this.round.catch(() => {});
  }

  /** One round, after any round running in this process; answers how many e-mails it queued. */
  tick(): Promise<number> {
    const next = this.round.catch(() => 0).then(() => this.queueDue());
    this.round = next;
    return next;
  }

  private async queueDue(): Promise<number> {
    this.busy = true;
    let queued = 0;
    try {
      queued += await this.each(await this.notices.claimGroups(BATCH), (trx, group) =>
        this.tellClaimer(trx, group.userId, group.listId),
      );
      const cutoff = new Date(
        this.clock.now().getTime() - this.settings.digestMinutes * 60_000,
      ).toISOString();
      queued += await this.each(await this.notices.digestsDue(cutoff, BATCH), (trx, listId) =>
        this.digest(trx, listId),
      );
      const today = this.clock.today();
      const until = addDays(today, this.settings.reminderDays);
      queued += await this.each(
        await this.notices.remindersDue(today, until, BATCH),
        (trx, listId) => this.remind(trx, listId, today, until),
      );
      return queued;
    } finally {
      this.busy = false;
      if (queued > 0) this.mailer.deliverSoon();
    }
  }

  /** Runs `unit` for each of `work`, each in its own transaction; answers the e-mails queued. */
  private async each<T>(work: T[], unit: (trx: Db, of: T) => Promise<number>): Promise<number> {
    let queued = 0;
    for (const of of work) queued += await this.db.transaction().execute((trx) => unit(trx, of));
    return queued;
  }

  private target(recipient: Recipient, kind: NotificationKind): NotificationTarget {
    return {
      to: recipient.email,
      language: toLanguage(recipient.language),
      appUrl: this.settings.appUrl,
      unsubscribeToken: this.tokens.tokenFor(recipient.id, kind),
    };
  }

  /** One e-mail to a claimer about what happened to their claims on one list. */
  private async tellClaimer(trx: Db, userId: string, listId: string): Promise<number> {
    const notices = await this.notices.takeClaimNotices(trx, userId, listId);
    if (notices.length === 0) return 0;
    const claimer = await this.notices.claimer(trx, userId);
    const changes = claimChanges(notices);
    if (!claimer || changes.length === 0) return 0;
    const list = await this.notices.listForMail(trx, listId);
    const mail = claimedChangedMail(this.target(claimer, 'claimedChanged'), {
      listId,
      // The list's name when it happened (a deleted list has no other).
      listName: notices.at(-1)!.list_name,
      currency: list?.currency ?? DEFAULT_CURRENCY,
      changes,
    });
    await this.mailer.enqueue(trx, [mail], this.clock.nowIso());
    return 1;
  }

  /**
   * The digest of a list's new items, to each accepted invitee who wants it: the items still
   * there that were added after they accepted. Nothing for an archived list.
   */
  private async digest(trx: Db, listId: string): Promise<number> {
    const itemIds = await this.notices.takeAdded(trx, listId);
    if (itemIds.length === 0) return 0;
    const list = await this.notices.listForMail(trx, listId);
    if (!list || list.archived === 1) return 0;
    const items = await this.notices.itemsAmong(trx, listId, itemIds);
    if (items.length === 0) return 0;
    const mails = (await this.notices.invitees(trx, list, 'notify_digest')).flatMap((invitee) => {
      const theirs = items.filter((item) => item.created_at > (invitee.accepted_at ?? ''));
      if (theirs.length === 0) return [];
      return [
        digestMail(this.target(invitee, 'digest'), {
          ownerName: list.owner_name,
          listId,
          listName: list.name,
          currency: list.currency,
          items: theirs,
        }),
      ];
    });
    await this.mailer.enqueue(trx, mails, this.clock.nowIso());
    return mails.length;
  }

  /** The reminder of a list's date to its accepted invitees who want it, once for each date. */
  private async remind(trx: Db, listId: string, today: string, until: string): Promise<number> {
    if (!(await this.notices.markReminded(trx, listId, today, until))) return 0;
    const list = await this.notices.listForMail(trx, listId);
    if (!list?.event_date) return 0;
    const invitees = await this.notices.invitees(trx, list, 'notify_reminders');
    if (invitees.length === 0) return 0;
    const counts = await this.notices.itemCounts(trx, listId);
    const daysLeft = Math.round(
      (Date.parse(`${list.event_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
    );
    const mails = invitees.map((invitee) =>
      reminderMail(this.target(invitee, 'reminders'), {
        ownerName: list.owner_name,
        listId,
        listName: list.name,
        eventDate: list.event_date!,
        daysLeft,
        ...counts,
      }),
    );
    await this.mailer.enqueue(trx, mails, this.clock.nowIso());
    return mails.length;
  }
}
