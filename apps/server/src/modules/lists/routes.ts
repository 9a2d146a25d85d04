import { createListInput, idParam, updateListInput } from '@wishlist/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { Services } from '../../services.js';
import type { Viewer } from './access.js';

const listParams = z.object({ id: idParam });
const itemParams = z.object({ id: idParam, itemId: idParam });

/** Sends JSON text the service has already written. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export function listRoutes(app: FastifyInstance, { lists, auth, answers }: Services): void {
  const signedIn = { preHandler: app.requireUser };

  /**
   * Sends what `read` answers the signed-in caller, or the same answer kept from an earlier call
   * if the database has not changed since: the key is the caller's token (user and version) and
   * `what` names the route and its parameters. The token's signature and expiry are checked on
   * every call; its revocation and the caller's access are part of the kept answer.
   */
  async function sendRead(
    request: FastifyRequest,
    reply: FastifyReply,
    what: string,
    read: (viewer: Viewer) => Promise<string>,
  ) {
    const { authorization } = request.headers;
    const claims = await auth.claims(authorization);
    const json = await answers.answer(`${claims.userId} ${claims.version} ${what}`, async () => {
      const user = await auth.authenticate(authorization);
      return read({ id: user.id, email: user.email, name: user.name });
    });
    return sendJson(reply, json);
  }

  app.get('/api/lists', (request, reply) =>
    sendRead(request, reply, 'mine', (viewer) => lists.mine(viewer)),
  );

  app.get('/api/lists/shared-lists', (request, reply) =>
    sendRead(request, reply, 'shared', (viewer) => lists.sharedWithMe(viewer)),
  );

  app.post('/api/lists', signedIn, async (request, reply) => {
    const input = parseInput(createListInput, request.body);
    reply.code(201);
    return lists.create(request.user, input);
  });

  app.get('/api/lists/:id', async (request, reply) => {
    // Unsigned callers hear 401 before a malformed id hears 400, as on every other route.
    await auth.claims(request.headers.authorization);
    const { id } = parseInput(listParams, request.params);
    return sendRead(request, reply, `list ${id}`, (viewer) => lists.get(viewer, id));
  });

  app.put('/api/lists/:id', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.update(request.user, id, parseInput(updateListInput, request.body));
  });

  app.delete('/api/lists/:id', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.delete(request.user, id);
  });

  app.put('/api/lists/:id/items/:itemId/mark-bought', signedIn, async (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    return lists.markBought(request.user, id, itemId);
  });

  app.put('/api/lists/:id/items/:itemId/unmark-bought', signedIn, async (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    return lists.unmarkBought(request.user, id, itemId);
  });
}
