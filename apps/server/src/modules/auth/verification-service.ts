import type { Language, User } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import { toLanguage } from '../../i18n/request-language.js';
import { sha256 } from '../../ids.js';
import type { Mailer } from '../../mail/mailer.js';
import { verificationMail } from '../../mail/templates.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { Caller } from './caller.js';
import { mailedLink } from './mailed-link.js';
import type { UserRepository } from './repository.js';
import { presentUser } from './user.js';
import type { VerificationRepository } from './verification-repository.js';

export const VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** E6: proving that an account's owner reads its mailbox, by a link mailed to it. */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly verifications: VerificationRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly clock: Clock,
  ) {}

  /**
   * Queues the link for `user` in `trx`, the transaction that made the account or asked again,
   * in the account's language.
   */
  async queue(
    trx: Db,
    user: { id: string; email: string; name: string; language: Language },
  ): Promise<void> {
    const link = mailedLink(
      this.appUrl,
      'verify-email',
      VERIFICATION_LIFETIME_MS,
      this.clock.now(),
    );
    await this.verifications.create(trx, { ...link, userId: user.id });
    await this.mailer.enqueue(
      trx,
      [
        verificationMail({
          to: user.email,
          language: user.language,
          name: user.name,
          link: link.url,
        }),
      ],
      link.now,
    );
  }

  /** The account's mailbox is proven another way (the provider vouches for the address). */
  proveMailbox(trx: Db, userId: string): Promise<void> {
    return this.verifications.markMailboxProven(trx, userId, this.clock.nowIso());
  }

  /**
   * The account holds one invitation's link (it accepted or joined with its token): that proves
   * the invitation, not the mailbox, since a link can be forwarded.
   */
  proveInvitationLink(trx: Db, userId: string): Promise<void> {
    return this.verifications.markInvitationLinkProven(trx, userId, this.clock.nowIso());
  }

  /** Follows a verification link: the mailbox is proven. 404 for an unknown or used link. */
  async verify(token: string): Promise<{ user: User }> {
    const userId = await this.verifications.consume(sha256(token), this.clock.nowIso());
    const user = userId && (await this.users.findById(userId));
    if (!user)
      throw notFound(msg('server.auth.confirmationLinkInvalid'), 'INVALID_VERIFICATION_TOKEN');
    return { user: presentUser(user) };
  }

  /**
   * Mails a new link to the caller's address, unless its mailbox is proven already (an account
   * proven by an invitation's link may still ask: the link shows its other invitations).
   */
  async resend(caller: Caller): Promise<{ message: Message }> {
    const viewer = await caller.viewer();
    if (viewer.mailboxProven) return { message: msg('server.auth.alreadyConfirmed') };
    await this.limiter.consume('verify-email-resend', viewer.id);
    await this.db.transaction().execute(async (trx) => {
      const language = toLanguage(await this.users.languageOf(viewer.id, trx));
      await this.queue(trx, { ...viewer, language });
    });
    this.mailer.deliverSoon();
    return { message: msg('server.auth.newLinkSent', { email: viewer.email }) };
  }
}
