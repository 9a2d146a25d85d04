import type { RegistrationMode } from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { msg } from '../../i18n/message.js';

const registrationClosed = () =>
  forbidden(msg('server.auth.registrationClosed'), 'registration_closed');
const invitationRequired = () =>
  forbidden(msg('server.auth.invitationRequired'), 'invitation_required');

/** What registering by invitation asks the invitations module (S3). */
export interface InvitationChecks {
  /** Whether any list's invitation is pending for the address. */
  pendingFor(email: string, db?: Db): Promise<boolean>;
  /** Whether `token` is the token of an invitation to the address. */
  heldFor(email: string, token: string): Promise<boolean>;
}

/**
 * S3, REGISTRATION: who may make an account, by any way there is to make one (the form, an
 * invitation's join, a first sign-in through the OpenID Connect provider). By invitation, only
 * holding the invitation makes an account: its link (the join), its token (the form), or the
 * mailbox it was sent to (the provider, which proves the mailbox). Knowing that an address is
 * invited is not holding its invitation.
 */
export class RegistrationPolicy {
  constructor(
    readonly mode: RegistrationMode,
    private readonly invitations: InvitationChecks,
  ) {}

  /**
   * The form (`POST /api/auth/register`): by invitation, it needs the token of an invitation
   * to `email`. Every refusal is the same 403, whether or not the address is invited, so the
   * form tells nobody which addresses are (and without a token nothing is even looked up).
   */
  async allowRegistration(email: string, invitationToken: string | undefined): Promise<void> {
    if (this.mode === 'open') return;
    if (this.mode === 'closed') throw registrationClosed();
    if (invitationToken === undefined || !(await this.invitations.heldFor(email, invitationToken)))
      throw invitationRequired();
  }

  /**
   * Why a new account may not be made for `email`, whose mailbox the caller has proven (the
   * provider vouches for it): `registration_closed` when registration is closed,
   * `invitation_required` when it is by invitation and nothing is pending for the address. The
   * mailbox's owner holds every invitation sent to it, so a pending one is enough; and only the
   * owner learns whether their own address is invited.
   */
  async provenMailboxRefusal(
    email: string,
    db?: Db,
  ): Promise<'registration_closed' | 'invitation_required' | undefined> {
    if (this.mode === 'open') return undefined;
    if (this.mode === 'closed') return 'registration_closed';
    return (await this.invitations.pendingFor(email, db)) ? undefined : 'invitation_required';
  }

  /**
   * Joining from an invitation's link (E3): the link is the invitation, so only a closed
   * registration refuses it.
   */
  allowJoin(): void {
    if (this.mode === 'closed') throw registrationClosed();
  }
}
