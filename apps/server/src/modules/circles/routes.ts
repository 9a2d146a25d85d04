import {
  circle,
  circleInput,
  circleInvitationPreview,
  circleJoined,
  circleJoinInput,
  circleLists,
  circles,
  idParam,
  inviteInput,
  inviteResult,
  messageAnswer,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.js';
import { json, refusals } from '../../http/api-schema.js';
import { msg } from '../../i18n/message.js';
import { languageOf } from '../../i18n/request-language.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';

const circleParams = z.object({ id: idParam.describe("The circle's id.") });
const memberParams = z.object({
  id: idParam.describe("The circle's id."),
  userId: idParam.describe("The member's id (the caller's own to leave)."),
});
const tokenParams = z.object({
  token: z.string().min(1).max(200).describe("The circle invitation link's token."),
});

const notMember = [
  404,
  'No such circle, or the caller is not in it (`CIRCLE_NOT_FOUND`).',
] as const;
const adminsOnly = [403, 'Only the circle’s admins may do this (`NOT_CIRCLE_ADMIN`).'] as const;
const noInvitation = [404, 'No such invitation (`INVITATION_NOT_FOUND`).'] as const;

/** C1-C3: circles, their members and invitations, and the lists shared into them. */
export function circleRoutes(
  app: FastifyInstance,
  {
    circles: service,
    circleJoining: joining,
    limiter,
  }: Pick<Services, 'circles' | 'circleJoining' | 'limiter'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };
  const tags = ['Circles'];
  const countRegistration = limiter.counting('register');

  api.post(
    '/api/circles',
    {
      ...signedIn,
      schema: {
        operationId: 'createCircle',
        summary: 'Create a circle (the caller is its admin)',
        tags,
        body: circleInput,
        response: {
          201: json(circle, 'The new circle.'),
          ...refusals([409, 'The caller is in as many circles as allowed (`CIRCLE_LIMIT`).']),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.create(request.caller, request.body);
    },
  );

  api.get(
    '/api/circles',
    {
      ...signedIn,
      schema: {
        operationId: 'listCircles',
        summary: 'My circles',
        tags,
        response: { 200: json(circles, "The caller's circles, oldest first, with their members.") },
      },
    },
    async (request) => service.mine(request.caller),
  );

  api.get(
    '/api/circles/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getCircle',
        summary: 'A circle and its members',
        tags,
        params: circleParams,
        response: { 200: json(circle, 'The circle.'), ...refusals(notMember) },
      },
    },
    async (request) => service.get(request.caller, request.params.id),
  );

  api.put(
    '/api/circles/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'renameCircle',
        summary: 'Rename a circle',
        tags,
        params: circleParams,
        body: circleInput,
        response: { 200: json(circle, 'The circle.'), ...refusals(adminsOnly, notMember) },
      },
    },
    async (request) => service.rename(request.caller, request.params.id, request.body),
  );

  api.delete(
    '/api/circles/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteCircle',
        summary: 'Delete a circle (its lists are unshared from it, and kept)',
        tags,
        params: circleParams,
        response: { 200: json(messageAnswer, 'Deleted.'), ...refusals(adminsOnly, notMember) },
      },
    },
    async (request) => translated(request, await service.remove(request.caller, request.params.id)),
  );

  api.get(
    '/api/circles/:id/lists',
    {
      ...signedIn,
      schema: {
        operationId: 'listCircleLists',
        summary: 'The lists shared into a circle',
        tags,
        params: circleParams,
        response: {
          200: json(circleLists, 'Newest share first, with their owners.'),
          ...refusals(notMember),
        },
      },
    },
    async (request) => service.lists(request.caller, request.params.id),
  );

  api.post(
    '/api/circles/:id/invite',
    {
      ...signedIn,
      schema: {
        operationId: 'inviteToCircle',
        summary: 'Invite people to a circle by e-mail',
        description:
          'Admins only. Members and addresses invited already are skipped; the daily invitation ' +
          'budget is shared with list invitations (E6).',
        tags,
        params: circleParams,
        body: inviteInput,
        response: {
          200: json(inviteResult, 'Who was invited, and who was skipped and why.'),
          ...refusals(adminsOnly, notMember, [409, 'The circle is full (`CIRCLE_FULL`).'], 429),
        },
      },
    },
    async (request) =>
      translated(
        request,
        await service.invite(request.caller, request.params.id, request.body.emails),
      ),
  );

  api.get(
    '/api/circles/join/:token',
    {
      schema: {
        operationId: 'previewCircleInvitation',
        summary: 'What a circle invitation link shows (no sign-in)',
        tags,
        params: tokenParams,
        response: {
          200: json(
            circleInvitationPreview,
            'The circle, who invites, whether to sign in or join.',
          ),
          ...refusals(noInvitation),
        },
      },
    },
    async (request) => joining.preview(request.params.token),
  );

  api.post(
    '/api/circles/join/:token',
    {
      // Signed out it makes an account: counted as a registration, before the input is checked.
      preValidation: async (request, reply) => {
        if (request.headers.authorization !== undefined) return app.signedIn(request, reply);
        return countRegistration(request);
      },
      schema: {
        operationId: 'joinCircle',
        summary: 'Join a circle from its invitation link',
        description:
          'Signed in: as the invited address’s account. Signed out: a new account for the ' +
          'invited address with `name`, signed in (as E3).',
        tags,
        params: tokenParams,
        body: circleJoinInput,
        response: {
          200: json(circleJoined, 'Joined.'),
          ...refusals(
            [400, 'Signed out without a name.'],
            [401, 'Sent with a session or token that is not valid (any more).'],
            [403, 'Registration is closed (`registration_closed`).'],
            noInvitation,
            [409, 'The address has an account: sign in instead (`sign_in_required`).'],
            429,
          ),
        },
      },
    },
    async (request) => {
      const { token } = request.params;
      if (request.headers.authorization !== undefined)
        return translated(request, await joining.join(request.caller, token));
      const { name } = request.body;
      if (name === undefined) throw badRequest(msg('server.circles.nameToJoin'), 'INVALID_INPUT');
      return translated(request, await joining.joinAsNew(token, name, languageOf(request)));
    },
  );

  api.delete(
    '/api/circles/:id/members/:userId',
    {
      ...signedIn,
      schema: {
        operationId: 'removeCircleMember',
        summary: 'Remove a member, or leave (your own id)',
        tags,
        params: memberParams,
        response: {
          200: json(messageAnswer, 'Removed, or left.'),
          ...refusals(
            adminsOnly,
            [404, 'No such circle or member (`CIRCLE_NOT_FOUND`, `MEMBER_NOT_FOUND`).'],
            [409, 'The last admin cannot leave (`LAST_ADMIN`).'],
          ),
        },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return translated(request, await service.removeMember(request.caller, id, userId));
    },
  );
}
