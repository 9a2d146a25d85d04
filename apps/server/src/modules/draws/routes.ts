import {
  draw,
  drawInput,
  drawMessage,
  drawMessageInput,
  drawSummary,
  idParam,
  messageAnswer,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';

const circleParams = z.object({ id: idParam.describe("The circle's id.") });
const drawParams = z.object({ drawId: idParam.describe("The draw's id.") });
const notFound = [
  404,
  'No such draw, or the caller neither takes part nor administers its circle (`DRAW_NOT_FOUND`).',
] as const;
const adminsOnly = [403, 'Only the circle’s admins may do this (`NOT_CIRCLE_ADMIN`).'] as const;

/** D1-D3: Secret Santa draws in a circle. */
export function drawRoutes(app: FastifyInstance, { draws }: Pick<Services, 'draws'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };
  const tags = ['Draws'];

  api.post(
    '/api/circles/:id/draws',
    {
      ...signedIn,
      schema: {
        operationId: 'createDraw',
        summary: 'Set up a draw in a circle',
        description:
          'Admins only. Participants are people with an account in the circle; `exclusions` ' +
          'are one-way `[giverId, receiverId]` pairs kept apart.',
        tags,
        params: circleParams,
        body: drawInput,
        response: {
          201: json(draw, 'The draw, not run yet.'),
          ...refusals(
            [
              400,
              'A participant outside the circle (`NOT_IN_CIRCLE`) or an exclusion outside the draw.',
            ],
            adminsOnly,
            [404, 'No such circle, or the caller is not in it (`CIRCLE_NOT_FOUND`).'],
            [409, 'The circle holds as many draws as allowed (`DRAW_LIMIT`).'],
          ),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return draws.create(request.caller, request.params.id, request.body);
    },
  );

  api.get(
    '/api/circles/:id/draws',
    {
      ...signedIn,
      schema: {
        operationId: 'listDraws',
        summary: "A circle's draws",
        tags,
        params: circleParams,
        response: {
          200: json(z.array(drawSummary), 'Newest first.'),
          ...refusals([404, 'No such circle, or the caller is not in it (`CIRCLE_NOT_FOUND`).']),
        },
      },
    },
    async (request) => draws.inCircle(request.caller, request.params.id),
  );

  api.get(
    '/api/draws/:drawId',
    {
      ...signedIn,
      schema: {
        operationId: 'getDraw',
        summary: 'A draw, and whom the caller drew',
        description:
          'Participants and the admins of its circle. Only the caller’s own recipient is ever ' +
          'shown, with their lists shared in the circle; a participant’s first look is recorded.',
        tags,
        params: drawParams,
        response: { 200: json(draw, 'The draw as the caller may see it.'), ...refusals(notFound) },
      },
    },
    async (request) => draws.get(request.caller, request.params.drawId),
  );

  api.post(
    '/api/draws/:drawId/run',
    {
      ...signedIn,
      schema: {
        operationId: 'runDraw',
        summary: 'Run a draw (again, until its exchange date)',
        description:
          'Admins only. Chosen uniformly among the valid assignments; everyone is mailed and the ' +
          'old assignment and its messages are gone.',
        tags,
        params: drawParams,
        response: {
          200: json(draw, 'The draw as the admin sees it.'),
          ...refusals(adminsOnly, notFound, [
            409,
            'No valid assignment exists (`no_valid_draw`, saying who cannot be matched), or ' +
              'the exchange date has passed (`exchange_passed`).',
          ]),
        },
      },
    },
    async (request) => draws.run(request.caller, request.params.drawId),
  );

  api.delete(
    '/api/draws/:drawId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteDraw',
        summary: 'Delete a draw',
        tags,
        params: drawParams,
        response: { 200: json(messageAnswer, 'Deleted.'), ...refusals(adminsOnly, notFound) },
      },
    },
    async (request) =>
      translated(request, await draws.remove(request.caller, request.params.drawId)),
  );

  api.post(
    '/api/draws/:drawId/messages',
    {
      ...signedIn,
      schema: {
        operationId: 'sendDrawMessage',
        summary: 'Ask one’s recipient, or answer one’s Santa',
        description: 'Neither side is ever told who the Santa is.',
        tags,
        params: drawParams,
        body: drawMessageInput,
        response: {
          201: json(drawMessage, 'The message as its writer sees it.'),
          ...refusals([403, 'Not a participant (`NOT_PARTICIPANT`).'], notFound, [
            409,
            'The draw has not been run (`not_run`), or the conversation holds its 200 messages ' +
              'already (`MESSAGE_LIMIT`).',
          ]),
        },
      },
    },
    async (request, reply) => {
      const sent = await draws.send(request.caller, request.params.drawId, request.body);
      reply.code(201);
      return sent;
    },
  );

  api.get(
    '/api/draws/:drawId/messages',
    {
      ...signedIn,
      schema: {
        operationId: 'listDrawMessages',
        summary: 'The caller’s two conversations in a draw',
        tags,
        params: drawParams,
        response: {
          200: json(z.array(drawMessage), 'Oldest first, each with its conversation.'),
          ...refusals([403, 'Not a participant (`NOT_PARTICIPANT`).'], notFound),
        },
      },
    },
    async (request) => draws.messages(request.caller, request.params.drawId),
  );
}
