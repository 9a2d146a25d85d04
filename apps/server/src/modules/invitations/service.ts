import {
  emailField,
  type InvitationStats,
  type InvitationsOverview,
  type InviteResult,
  type InviteSkipReason,
  type PendingInvitation,
  QUOTAS,
} from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { type Message, msg, type Untranslated } from '../../i18n/message.js';
import { toLanguage } from '../../i18n/request-language.js';
import { newId, newToken } from '../../ids.js';
import type { Mailer } from '../../mail/mailer.js';
import { invitationMail } from '../../mail/templates.js';
import type { Caller, Viewer } from '../auth/caller.js';
import type { VerificationService } from '../auth/verification-service.js';
import { assertNotArchived, type ListAccess } from '../lists/access.js';
import type { AccessLoss } from '../lists/access-loss.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { InvitationRepository } from './repository.js';

/** Validates each address and drops duplicates (case-insensitively), keeping the first. */
export function normaliseInvitees(emails: unknown[]): string[] {
  const seen = new Set<string>();
  for (const entry of emails) {
    const parsed = emailField.safeParse(entry);
    if (!parsed.success) {
      throw badRequest(
        typeof entry === 'string'
          ? msg('server.invitations.invalidAddress', { address: entry.slice(0, 100) })
          : msg('server.invitations.invalidEntry'),
        'INVALID_EMAIL',
      );
    }
    seen.add(parsed.data);
  }
  return [...seen];
}

/**
 * Why `email`, given to `invite` and skipped, was not invited now: the owner's own address, one
 * invited already (before this call), or one given again in this call (its first entry was
 * invited, `invited` holding it).
 */
function skipReason(email: string, ownEmail: string, invited: Set<string>): InviteSkipReason {
  if (email === ownEmail) return 'own_address';
  return invited.has(email) ? 'duplicate' : 'already_invited';
}

/**
 * What an invitation call answers, for a list's or a circle's: the sentence (E4's), who was
 * invited, and each address given but not invited now with why (`ownEmail`: the inviter's).
 */
export function inviteAnswer(
  emails: unknown[],
  invited: string[],
  ownEmail: string,
): Untranslated<InviteResult> {
  const invitedSet = new Set(invited);
  const given = emails
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase());
  const skipped = [
    ...new Set(
      given.filter((email, index) => !invitedSet.has(email) || given.indexOf(email) !== index),
    ),
  ];
  return {
    message: msg('spec.invitationsSent', { count: invited.length }),
    invited,
    skipped,
    skippedReasons: skipped.map((email) => ({
      email,
      reason: skipReason(email, ownEmail, invitedSet),
    })),
  };
}

/**
 * Each invitation, to a list or a circle, is an e-mail to someone who did not ask for it: one
 * daily budget per account for both (E6), smaller before the inviter's mailbox is proven.
 */
export async function spendDailyInvitations(
  limiter: RateLimiter,
  trx: Db,
  viewer: Viewer,
  count: number,
): Promise<void> {
  const cap = viewer.emailVerified ? QUOTAS.invitesPerDay : QUOTAS.invitesPerDayUnverified;
  const message = msg(
    viewer.emailVerified
      ? 'server.invitations.dailyLimit'
      : 'server.invitations.dailyLimitUnverified',
    { max: cap },
  );
  await limiter.spendDaily(trx, `invitations:${viewer.id}`, count, cap, message);
}

export class InvitationService {
  constructor(
    private readonly db: Db,
    private readonly invitations: InvitationRepository,
    private readonly access: ListAccess,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly verification: VerificationService,
    private readonly appUrl: string,
    /** What ends when someone's invitation is revoked (decision 029). */
    private readonly accessLoss: AccessLoss,
    private readonly clock: Clock,
  ) {}

  async invite(
    caller: Caller,
    listId: string,
    emails: unknown[],
  ): Promise<Untranslated<InviteResult>> {
    const viewer = await caller.viewer();
    const list = await this.access.own(viewer, listId);
    assertNotArchived(list);
    const unique = normaliseInvitees(emails);
    const candidates = unique.filter((email) => email !== viewer.email);
    const now = this.clock.nowIso();
    const fresh = candidates.map((email) => ({
      id: newId(),
      listId,
      email,
      token: newToken(),
      inviterId: viewer.id,
      now,
    }));

    const invited = await this.db.transaction().execute(async (trx) => {
      const inserted = await this.invitations.insertNew(trx, fresh);
      if (inserted.size === 0) return [];
      if ((await this.invitations.countFor(trx, listId)) > QUOTAS.invitationsPerList)
        throw conflict(
          msg('server.invitations.perListLimit', { max: QUOTAS.invitationsPerList }),
          'INVITATION_LIMIT',
        );
      await spendDailyInvitations(this.limiter, trx, viewer, inserted.size);
      const sent = fresh.filter((invitation) => inserted.has(invitation.email));
      const languages = await this.invitations.languages(
        trx,
        viewer.id,
        sent.map((invitation) => invitation.email),
      );
      const mails = sent.map(({ email, token }) =>
        invitationMail({
          to: email,
          // The invitee's language if the address has an account, else the inviter's (N5).
          language: toLanguage(languages.byEmail.get(email) ?? languages.inviter),
          inviterName: viewer.name,
          listName: list.name,
          link: `${this.appUrl}/invitations/${encodeURIComponent(token)}`,
        }),
      );
      await this.mailer.enqueue(trx, mails, now);
      return candidates.filter((email) => inserted.has(email));
    });
    this.mailer.deliverSoon();

    return inviteAnswer(emails, invited, viewer.email);
  }

  async overview(caller: Caller, listId: string): Promise<InvitationsOverview> {
    await this.access.own(await caller.viewer(), listId);
    const invitations = await this.invitations.forList(listId);
    const pending = invitations.filter((inv) => inv.status === 'pending').length;
    return {
      stats: { total: invitations.length, pending, accepted: invitations.length - pending },
      invitations,
    };
  }

  async revoke(
    caller: Caller,
    listId: string,
    invitationId: string,
  ): Promise<{ message: Message }> {
    await this.access.own(await caller.viewer(), listId);
    const email = await this.invitations.revoke(listId, invitationId);
    if (email === undefined)
      throw notFound(msg('server.invitations.notFound'), 'INVITATION_NOT_FOUND');
    await this.accessLoss.lost(listId, { email });
    return { message: msg('server.invitations.revoked') };
  }

  /**
   * Only the invited address may accept; anyone else is told it does not exist. The token came
   * in the e-mail to that address, so accepting with it confirms the address, but proves only
   * this invitation: a link can be forwarded, so other invitations to the address still wait
   * for their own links or a mailbox proof.
   */
  async accept(caller: Caller, token: string): Promise<{ message: Message; listId: string }> {
    const viewer = await caller.viewer();
    const invitation = await this.invitations.findByToken(token);
    if (!invitation || invitation.invitee_email !== viewer.email) {
      throw notFound(msg('server.invitations.notFound'), 'INVITATION_NOT_FOUND');
    }
    const now = this.clock.nowIso();
    await this.db.transaction().execute(async (trx) => {
      if (invitation.status === 'pending') await this.invitations.accept(trx, invitation.id, now);
      if (!viewer.emailVerified) await this.verification.proveInvitationLink(trx, viewer.id);
    });
    return { message: msg('server.invitations.accepted'), listId: invitation.list_id };
  }

  /**
   * Shown only to a proven mailbox: anyone can register an address they do not own, and an
   * invitation's link, which proves only that invitation, can be forwarded.
   */
  async pending(caller: Caller): Promise<PendingInvitation[]> {
    const viewer = await caller.viewer();
    if (!viewer.mailboxProven) return [];
    return this.invitations.pendingFor(viewer.email, QUOTAS.pendingShown);
  }

  /**
   * Nothing counted before the address is confirmed (E6). An account confirmed by an
   * invitation's link counts the invitations it accepted, and no pending one, as `pending` lists.
   */
  async stats(caller: Caller): Promise<InvitationStats> {
    const viewer = await caller.viewer();
    if (!viewer.emailVerified) return { accepted: 0, pending: 0 };
    const counts = await this.invitations.statsFor(viewer.email);
    return viewer.mailboxProven ? counts : { accepted: counts.accepted, pending: 0 };
  }
}
