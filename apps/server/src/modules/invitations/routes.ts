import { idParam, inviteInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { Services } from '../../services.js';

const listParams = z.object({ id: idParam });
const invitationParams = z.object({ id: idParam, invitationId: idParam });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export function invitationRoutes(app: FastifyInstance, { invitations }: Services): void {
  const auth = { preHandler: app.requireUser };

  app.get('/api/lists/invitations/stats', auth, async (request) => invitations.stats(request.user));

  app.get('/api/lists/invitations/pending', auth, async (request) =>
    invitations.pending(request.user),
  );

  app.post('/api/lists/invitations/:token/accept', auth, async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return invitations.accept(request.user, token);
  });

  app.post('/api/lists/:id/invite', auth, async (request) => {
    const { id } = parseInput(listParams, request.params);
    const { emails } = parseInput(inviteInput, request.body);
    return invitations.invite(request.user, id, emails);
  });

  app.get('/api/lists/:id/invitations', auth, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return invitations.overview(request.user, id);
  });

  app.delete('/api/lists/:id/invitations/:invitationId', auth, async (request) => {
    const { id, invitationId } = parseInput(invitationParams, request.params);
    return invitations.revoke(request.user, id, invitationId);
  });
}
