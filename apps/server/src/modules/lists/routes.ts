import { createListInput, idParam, updateListInput } from '@wishlist/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { Services } from '../../services.js';

const listParams = z.object({ id: idParam });
const itemParams = z.object({ id: idParam, itemId: idParam });

/** Sends JSON text the service has already written. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export function listRoutes(app: FastifyInstance, { lists }: Services): void {
  const auth = { preHandler: app.requireUser };

  app.get('/api/lists', auth, async (request, reply) =>
    sendJson(reply, await lists.mine(request.user)),
  );

  app.get('/api/lists/shared-lists', auth, async (request, reply) =>
    sendJson(reply, await lists.sharedWithMe(request.user)),
  );

  app.post('/api/lists', auth, async (request, reply) => {
    const input = parseInput(createListInput, request.body);
    reply.code(201);
    return lists.create(request.user, input);
  });

  app.get('/api/lists/:id', auth, async (request, reply) => {
    const { id } = parseInput(listParams, request.params);
    return sendJson(reply, await lists.get(request.user, id));
  });

  app.put('/api/lists/:id', auth, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.update(request.user, id, parseInput(updateListInput, request.body));
  });

  app.delete('/api/lists/:id', auth, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.delete(request.user, id);
  });

  app.put('/api/lists/:id/items/:itemId/mark-bought', auth, async (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    return lists.markBought(request.user, id, itemId);
  });

  app.put('/api/lists/:id/items/:itemId/unmark-bought', auth, async (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    return lists.unmarkBought(request.user, id, itemId);
  });
}
