import type { AuthResult, InvitationPreview, InvitationStatus, Language } from '@wishlist/core';
import { conflict, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
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
    private readonly invitations: InvitationRepository,
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
    const joined =
      row.invitee_id === null
        ? await this.auth.joinByInvitation(
            { email: row.invitee_email, name, language },
            (trx, now) => this.invitations.accept(trx, row.id, now),
          )
        : undefined;
    if (!joined) throw conflict(msg('server.invitations.signInRequired'), 'sign_in_required');
    return joined;
  }

  private async find(token: string) {
    const row = await this.invitations.findPreview(token);
    if (!row) throw notFound(invitationNotFound, 'INVITATION_NOT_FOUND');
    return row;
  }
}
