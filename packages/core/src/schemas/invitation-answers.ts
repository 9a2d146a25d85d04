import { z } from 'zod';
import { INVITATION_STATUSES } from '../limits.js';
import { user } from './account-answers.js';
import { isoTime } from './times.js';

export const invitationDetail = z
  .object({
    id: z.string(),
    inviteeEmail: z.string(),
    status: z.enum(INVITATION_STATUSES),
    createdAt: isoTime,
  })
  .meta({ id: 'InvitationDetail', description: 'One invitation to a list, as its owner sees it.' });
export type InvitationDetail = z.infer<typeof invitationDetail>;

export const invitationsOverview = z
  .object({
    stats: z.object({
      total: z.number().int(),
      pending: z.number().int(),
      accepted: z.number().int(),
    }),
    invitations: z.array(invitationDetail),
  })
  .meta({ id: 'InvitationsOverview', description: "A list's invitations, for its owner." });
export type InvitationsOverview = z.infer<typeof invitationsOverview>;

export const pendingInvitation = z
  .object({
    id: z.string(),
    invitationToken: z.string(),
    listId: z.string(),
    listName: z.string(),
    inviterName: z.string(),
    itemCount: z.number().int(),
    createdAt: isoTime,
  })
  .meta({ id: 'PendingInvitation', description: "An invitation to the caller's address." });
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const pendingInvitations = z.array(pendingInvitation);

/** E2: what an invitation link shows before anyone signs in. */
export const invitationPreview = z
  .object({
    list: z.object({ _id: z.string(), name: z.string(), owner: z.object({ name: z.string() }) }),
    inviteeEmail: z.string(),
    status: z.enum(INVITATION_STATUSES),
    hasAccount: z
      .boolean()
      .describe('Whether an account already has the invited address (sign in) or not (join).'),
  })
  .meta({ id: 'InvitationPreview', description: 'What an invitation link shows (E2).' });
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const invitationStats = z
  .object({ accepted: z.number().int(), pending: z.number().int() })
  .meta({ id: 'InvitationStats', description: "Invitations to the caller's address." });
export type InvitationStats = z.infer<typeof invitationStats>;

/** Why an address given to `invite` was not invited now. */
export const INVITE_SKIP_REASONS = ['duplicate', 'own_address', 'already_invited'] as const;
export type InviteSkipReason = (typeof INVITE_SKIP_REASONS)[number];

export const inviteSkip = z
  .object({
    email: z.string().describe('The address, trimmed and lower-cased.'),
    reason: z
      .enum(INVITE_SKIP_REASONS)
      .describe(
        '`duplicate`: given more than once in this call (the first is kept); `own_address`: ' +
          "the list owner's own; `already_invited`: this list has an invitation to it already.",
      ),
  })
  .meta({ id: 'InviteSkip', description: 'An address not invited now, and why.' });
export type InviteSkip = z.infer<typeof inviteSkip>;

export const inviteResult = z
  .object({
    message: z.string(),
    invited: z.array(z.string()).describe('The addresses invited now.'),
    skipped: z
      .array(z.string())
      .describe(
        'The addresses given but not invited now (invalid, repeated, already invited), each once.',
      ),
    skippedReasons: z
      .array(inviteSkip)
      .describe('Each address of `skipped`, once, with why it was skipped.'),
  })
  .meta({ id: 'InviteResult', description: 'What an invitation call did.' });
export type InviteResult = z.infer<typeof inviteResult>;

export const acceptedInvitation = z
  .object({
    message: z.string(),
    listId: z.string().describe('The list now shared.'),
    user: user.describe(
      'The caller as the accepting leaves them: the link came in the e-mail to their address, ' +
        'so their mailbox is proven (`emailVerified`).',
    ),
  })
  .meta({ id: 'AcceptedInvitation', description: 'An invitation accepted.' });
export type AcceptedInvitation = z.infer<typeof acceptedInvitation>;
