import {
  acceptedInvitation,
  authResult,
  idParam,
  invitationPreview,
  invitationStats,
  invitationsOverview,
  inviteInput,
  inviteResult,
  joinInput,
  messageAnswer,
  pendingInvitations,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import { languageOf } from '../../i18n/request-language.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';

const listParams = z.object({ id: idParam.describe("The list's id.") });
const invitationParams = z.object({
  id: idParam.describe("The list's id."),
  invitationId: idParam.describe("The invitation's id."),
});
const tokenParams = z.object({
  token: z.string().min(1).max(200).describe("The invitation link's token."),
});

const noInvitation = [404, 'No such invitation (`INVITATION_NOT_FOUND`).'] as const;
const ownersOnly = refusals(
  [403, 'Only the list’s owner may do this (`NOT_LIST_OWNER`).'],
  [404, 'No such list (or invitation), or not visible to the caller.'],
);

export function invitationRoutes(
  app: FastifyInstance,
  {
    invitations,
    arrivals,
    limiter,
    auth,
  }: Pick<Services, 'invitations' | 'arrivals' | 'limiter' | 'auth'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };

  api.get(
    '/api/invitations/:token',
    {
      schema: {
        operationId: 'previewInvitation',
        summary: 'What an invitation link shows',
        description: 'No sign-in: the link’s token is the credential (E2).',
        tags: ['Invitations'],
        params: tokenParams,
        response: {
          200: json(invitationPreview, 'The list, who invites, and whether to sign in or join.'),
          ...refusals(noInvitation),
        },
      },
    },
    async (request) => arrivals.preview(request.params.token),
  );

  api.post(
    '/api/invitations/:token/join',
    {
      // Counted as a registration, before the input is checked.
      preValidation: limiter.counting('register'),
      schema: {
        operationId: 'joinFromInvitation',
        summary: 'Join from an invitation',
        description:
          'A new account for the invited address, signed in, with the invitation accepted (E3).',
        tags: ['Invitations'],
        params: tokenParams,
        body: joinInput,
        response: {
          201: json(authResult, 'The new account’s session.'),
          ...refusals(
            [403, 'Registration is closed (`registration_closed`).'],
            noInvitation,
            [409, 'The address has an account: sign in instead (`sign_in_required`).'],
            429,
          ),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const joined = await arrivals.join(token, request.body.name, languageOf(request));
      reply.code(201);
      return joined;
    },
  );

  api.get(
    '/api/lists/invitations/stats',
    {
      ...signedIn,
      schema: {
        operationId: 'getInvitationStats',
        summary: 'How many invitations I have',
        tags: ['Invitations'],
        response: { 200: json(invitationStats, "Invitations to the caller's proven address.") },
      },
    },
    async (request) => invitations.stats(request.caller),
  );

  api.get(
    '/api/lists/invitations/pending',
    {
      ...signedIn,
      schema: {
        operationId: 'listPendingInvitations',
        summary: 'Invitations waiting for me',
        tags: ['Invitations'],
        response: {
          200: json(pendingInvitations, "Pending invitations to the caller's proven address."),
        },
      },
    },
    async (request) => invitations.pending(request.caller),
  );

  api.post(
    '/api/lists/invitations/:token/accept',
    {
      ...signedIn,
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        tags: ['Invitations'],
        params: tokenParams,
        response: {
          200: json(acceptedInvitation, 'The list is shared with the caller.'),
          ...refusals(noInvitation),
        },
      },
    },
    async (request) => {
      const accepted = await invitations.accept(request.caller, request.params.token);
      // The account as it is now (proven), so a signed-in page stops asking to confirm it.
      const { user } = await auth.me(request.caller);
      return translated(request, { ...accepted, user });
    },
  );

  api.post(
    '/api/lists/:id/invite',
    {
      ...signedIn,
      schema: {
        operationId: 'inviteToList',
        summary: 'Invite people to a list by e-mail',
        tags: ['Invitations'],
        params: listParams,
        body: inviteInput,
        response: {
          200: json(inviteResult, 'Who was invited, and who not.'),
          ...ownersOnly,
          ...refusals(
            [409, 'The list is archived, or has all the invitations it may.'],
            [429, 'The account sent all the invitations it may today (`DAILY_LIMIT`).'],
          ),
        },
      },
    },
    async (request) =>
      translated(
        request,
        await invitations.invite(request.caller, request.params.id, request.body.emails),
      ),
  );

  api.get(
    '/api/lists/:id/invitations',
    {
      ...signedIn,
      schema: {
        operationId: 'listInvitations',
        summary: "A list's invitations",
        tags: ['Invitations'],
        params: listParams,
        response: {
          200: json(invitationsOverview, 'The invitations and how many are accepted.'),
          ...ownersOnly,
        },
      },
    },
    async (request) => invitations.overview(request.caller, request.params.id),
  );

  api.delete(
    '/api/lists/:id/invitations/:invitationId',
    {
      ...signedIn,
      schema: {
        operationId: 'revokeInvitation',
        summary: 'Take back an invitation',
        tags: ['Invitations'],
        params: invitationParams,
        response: { 200: json(messageAnswer, 'The invitation is gone.'), ...ownersOnly },
      },
    },
    async (request) => {
      const { id, invitationId } = request.params;
      return translated(request, await invitations.revoke(request.caller, id, invitationId));
    },
  );
}
