import { idParam, inviteInput, joinInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import { languageOf } from '../../i18n/request-language.js';
import { told } from '../../i18n/told.js';
import type { Services } from '../../services.js';

const listParams = z.object({ id: idParam });
const invitationParams = z.object({ id: idParam, invitationId: idParam });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export function invitationRoutes(
  app: FastifyInstance,
  { invitations, arrivals, limiter }: Pick<Services, 'invitations' | 'arrivals' | 'limiter'>,
): void {
  const signedIn = { preHandler: app.signedIn };

  app.get('/api/invitations/:token', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return arrivals.preview(token);
  });

  app.post('/api/invitations/:token/join', async (request, reply) => {
    await limiter.consume('register', request.ip);
    const { token } = parseInput(tokenParams, request.params);
    const { name } = parseInput(joinInput, request.body);
    const joined = await arrivals.join(token, name, languageOf(request));
    reply.code(201);
    return joined;
  });

  app.get('/api/lists/invitations/stats', signedIn, async (request) =>
    invitations.stats(request.caller),
  );

  app.get('/api/lists/invitations/pending', signedIn, async (request) =>
    invitations.pending(request.caller),
  );

  app.post('/api/lists/invitations/:token/accept', signedIn, async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return told(request, await invitations.accept(request.caller, token));
  });

  app.post('/api/lists/:id/invite', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    const { emails } = parseInput(inviteInput, request.body);
    return told(request, await invitations.invite(request.caller, id, emails));
  });

  app.get('/api/lists/:id/invitations', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return invitations.overview(request.caller, id);
  });

  app.delete('/api/lists/:id/invitations/:invitationId', signedIn, async (request) => {
    const { id, invitationId } = parseInput(invitationParams, request.params);
    return told(request, await invitations.revoke(request.caller, id, invitationId));
  });
}
