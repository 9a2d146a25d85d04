import { createListInput, idParam, updateListInput } from '@wishlist/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { parseInput } from '../../http/validate.js';
import type { Services } from '../../services.js';
import type { TokenClaims } from '../auth/tokens.js';
import { type Viewer, viewerOf } from './access.js';

const listParams = z.object({ id: idParam });
const itemParams = z.object({ id: idParam, itemId: idParam });

/** Sends JSON the service has already written, as UTF-8 bytes. */
const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

export function listRoutes(
  app: FastifyInstance,
  { lists, auth, answers, pacer, writes }: Services,
): void {
  const signedIn = { preHandler: app.requireUser };

  /**
   * Sends what `read` answers the caller whose token said `claims`, or the same answer kept from
   * an earlier call if the database has not changed since: the key is the token itself (a
   * logout ends one token, not its user's others) and `what` names the route and its parameters.
   * Answers worked out (not kept ones) are paced per account when big (AccountPacer). The token's signature and expiry
   * were checked by the caller; its revocation and the caller's access are part of the kept
   * answer.
   */
  async function sendRead(
    reply: FastifyReply,
    claims: TokenClaims,
    what: string,
    read: (viewer: Viewer) => Promise<string>,
  ) {
    const key = `${claims.tokenId} ${what}`;
    const json = await answers.answer(key, () =>
      pacer.answer(claims.userId, what, async () => read(viewerOf(await auth.userOf(claims)))),
    );
    return sendJson(reply, json);
  }

  app.get('/api/lists', async (request, reply) =>
    sendRead(reply, await auth.claims(request.headers.authorization), 'mine', (viewer) =>
      lists.mine(viewer),
    ),
  );

  app.get('/api/lists/shared-lists', async (request, reply) =>
    sendRead(reply, await auth.claims(request.headers.authorization), 'shared', (viewer) =>
      lists.sharedWithMe(viewer),
    ),
  );

  app.post('/api/lists', signedIn, async (request, reply) => {
    const input = parseInput(createListInput, request.body);
    reply.code(201);
    return lists.create(request.user, input);
  });

  app.get('/api/lists/:id', async (request, reply) => {
    // Unsigned callers hear 401 before a malformed id hears 400, as on every other route.
    const claims = await auth.claims(request.headers.authorization);
    const { id } = parseInput(listParams, request.params);
    return sendRead(reply, claims, `list ${id}`, (viewer) => lists.get(viewer, id));
  });

  app.put('/api/lists/:id', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.update(request.user, id, parseInput(updateListInput, request.body));
  });

  app.delete('/api/lists/:id', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.delete(request.user, id);
  });

  /**
   * Runs `write` on an item for the caller whose token said `claims`, as one of the short writes
   * (GroupCommit): the write reads the caller's row (the token version check) with the list and
   * the item, in the same transaction. Unsigned callers hear 401 before a malformed id hears 400.
   */
  async function itemWrite<T>(
    request: FastifyRequest,
    write: (claims: TokenClaims, ids: { id: string; itemId: string }, trx: Db) => Promise<T>,
  ): Promise<T> {
    const claims = await auth.claims(request.headers.authorization);
    const ids = parseInput(itemParams, request.params);
    return writes.run((trx) => write(claims, ids, trx));
  }

  // A purchase answers one item, a few hundred bytes: not worth compressing, nor the two hooks
  // per request the compression plugin would add to the most written route.
  const oneItem = { compress: false } as const;

  app.put('/api/lists/:id/items/:itemId/mark-bought', oneItem, (request) =>
    itemWrite(request, (claims, { id, itemId }, trx) => lists.markBought(claims, id, itemId, trx)),
  );

  app.put('/api/lists/:id/items/:itemId/unmark-bought', oneItem, (request) =>
    itemWrite(request, (claims, { id, itemId }, trx) =>
      lists.unmarkBought(claims, id, itemId, trx),
    ),
  );
}
