import type { RegistrationMode } from '@wishlist/core';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { msg } from '../../i18n/message.js';

const registrationClosed = () =>
  forbidden(msg('server.auth.registrationClosed'), 'registration_closed');

/** Whether an invitation is pending for an e-mail (the invitations module answers). */
export type InvitedCheck = (email: string, db?: Db) => Promise<boolean>;

/**
 * S3, REGISTRATION: who may make an account, by any way there is to make one (the form, an
 * invitation's join, a first sign-in through the OpenID Connect provider).
 */
export class RegistrationPolicy {
  constructor(
    readonly mode: RegistrationMode,
    private readonly invited: InvitedCheck,
  ) {}

  /**
   * Why a new account for `email` may not be made, or undefined when it may:
   * `registration_closed` when registration is closed, `invitation_required` when it is by
   * invitation and no invitation is pending for the address.
   */
  async refusal(
    email: string,
    db?: Db,
  ): Promise<'registration_closed' | 'invitation_required' | undefined> {
    if (this.mode === 'open') return undefined;
    if (this.mode === 'closed') return 'registration_closed';
    return (await this.invited(email, db)) ? undefined : 'invitation_required';
  }

  /** Throws the 403 of `refusal`, if there is one. */
  async allow(email: string, db?: Db): Promise<void> {
    const refused = await this.refusal(email, db);
    if (refused === 'registration_closed') throw registrationClosed();
    if (refused === 'invitation_required')
      throw forbidden(msg('server.auth.invitationRequired'), 'invitation_required');
  }

  /**
   * Joining from an invitation's link (E3): the link is the invitation, so only a closed
   * registration refuses it.
   */
  allowJoin(): void {
    if (this.mode === 'closed') throw registrationClosed();
  }
}
