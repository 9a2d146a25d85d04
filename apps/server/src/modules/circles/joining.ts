import type { AuthResult, CircleInvitationPreview, Language } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import { sha256 } from '../../ids.js';
import type { Caller } from '../auth/caller.js';
import type { AuthService } from '../auth/service.js';
import type { CircleRepository } from './repository.js';

const invitationNotFound = () =>
  notFound(msg('server.circles.invitationNotFound'), 'INVITATION_NOT_FOUND');

/**
 * C2: someone arriving from a circle's invitation link. The token came in the e-mail to the
 * invited address: whoever holds it may see the circle and who invites, and join as that
 * address (its account, signed in; or a new account with a name when there is none, as E3).
 * A link joins once.
 */
export class CircleJoining {
  constructor(
    private readonly db: Db,
    private readonly circles: CircleRepository,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  /** C2: what the link shows to anyone holding it. */
  async preview(token: string): Promise<CircleInvitationPreview> {
    const row = await this.circles.findInvitation(sha256(token));
    if (!row) throw invitationNotFound();
    return {
      circle: { _id: row.circle_id, name: row.circle_name },
      invitedBy: { name: row.inviter_name ?? '' },
      inviteeEmail: row.invitee_email,
      hasAccount: row.invitee_id !== null,
    };
  }

  /**
   * Joins as the invited address's account (only that account may use the link; anyone else is
   * told it does not exist), or, signed out, as a new account with `name` when no account has
   * the address yet (as E3).
   */
  async join(
    caller: Caller,
    token: string,
  ): Promise<{ message: Message; circle: { _id: string; name: string } }> {
    const viewer = await caller.viewer();
    const row = await this.circles.findInvitation(sha256(token));
    if (!row || row.invitee_email !== viewer.email) throw invitationNotFound();
    await this.db.transaction().execute(async (trx) => {
      await this.circles.addMember(trx, row.circle_id, viewer.id, 'member', this.clock.nowIso());
      await this.circles.dropInvitation(trx, row.id);
    });
    return {
      message: msg('server.circles.joined'),
      circle: { _id: row.circle_id, name: row.circle_name },
    };
  }

  async joinAsNew(
    token: string,
    name: string,
    language: Language,
  ): Promise<AuthResult & { message: Message; circle: { _id: string; name: string } }> {
    const row = await this.circles.findInvitation(sha256(token));
    if (!row) throw invitationNotFound();
    const joined =
      row.invitee_id === null
        ? await this.auth.joinByInvitation(
            { email: row.invitee_email, name, language },
            async (trx, now) => {
              const user = await trx
                .selectFrom('users')
                .select('id')
                .where('email', '=', row.invitee_email)
                .executeTakeFirstOrThrow();
              await this.circles.addMember(trx, row.circle_id, user.id, 'member', now);
              await this.circles.dropInvitation(trx, row.id);
            },
          )
        : undefined;
    if (!joined) throw conflict(msg('server.invitations.signInRequired'), 'sign_in_required');
    return {
      ...joined,
      message: msg('server.circles.joined'),
      circle: { _id: row.circle_id, name: row.circle_name },
    };
  }
}
