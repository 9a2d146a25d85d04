import type { AuthResult, InvitationPreview, InvitationStatus, Language } from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import { newId, nowIso } from '../../ids.js';
import { EMAIL_PROOF } from '../auth/email-proof.js';
import { NO_PASSWORD } from '../auth/passwords.js';
import type { UserRepository } from '../auth/repository.js';
import type { AuthService } from '../auth/service.js';
import type { InvitationRepository } from './repository.js';

const invitationNotFound = msg('server.invitations.notFound');

/**
 * Someone arriving from an invitation's link, before they are signed in (E2, E3). The token
 * came in the e-mail to the invited address, so whoever holds it may see whom it is for and,
 * when no account has that address yet, join with a name alone. Holding the link proves this
 * invitation, not the mailbox (it may have been forwarded): other invitations to the address
 * wait for their own links, or for a verification or reset link.
 */
export class InvitationArrival {
  constructor(
    private readonly db: Db,
    private readonly invitations: InvitationRepository,
    private readonly users: UserRepository,
    private readonly auth: AuthService,
  ) {}

  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.find(token);
    return {
      list: { _id: row.list_id, name: row.list_name, owner: { name: row.owner_name } },
      inviteeEmail: row.invitee_email,
      status: row.status as InvitationStatus,
      hasAccount: row.invitee_id !== null,
    };
  }

  /**
   * A new account without a password for the invited address, with the invitation accepted;
   * it speaks `language`, the one its owner joined in (N5). Refused when registration is
   * closed (S3).
   */
  async join(token: string, name: string, language: Language): Promise<AuthResult> {
    const row = await this.find(token);
    // Joining makes an account, which a closed registration refuses (S3); the link itself is
    // the invitation that registering by invitation asks for.
    if (row.invitee_id === null) this.auth.registration.allowJoin();
    const now = nowIso();
    const user = {
      id: newId(),
      email: row.invitee_email,
      name,
      passwordHash: NO_PASSWORD,
      now,
      // The link proves this invitation, not the mailbox: it may have been forwarded.
      emailProof: EMAIL_PROOF.invitationLink,
      language,
    };
    const created =
      row.invitee_id === null &&
      (await this.db.transaction().execute(async (trx) => {
        if (!(await this.users.create(trx, user))) return false;
        await this.invitations.accept(trx, row.id, now);
        return true;
      }));
    if (!created) throw conflict(msg('server.invitations.signInRequired'), 'sign_in_required');
    return this.auth.issue({
      ...user,
      password_hash: NO_PASSWORD,
      token_version: 0,
      email_verified: EMAIL_PROOF.invitationLink,
    });
  }

  private async find(token: string) {
    const row = await this.invitations.findPreview(token);
    if (!row) throw notFound(invitationNotFound, 'INVITATION_NOT_FOUND');
    return row;
  }
}
