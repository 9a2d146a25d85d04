import {
  type ClaimInput,
  claimInput,
  createListInput,
  idParam,
  type UnclaimInput,
  unclaimInput,
  updateListInput,
} from '@wishlist/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { toJson } from '../../http/json-answer.js';
import { parseInput } from '../../http/validate.js';
import { told } from '../../i18n/told.js';
import type { Services } from '../../services.js';
import type { Caller } from '../auth/caller.js';

const listParams = z.object({ id: idParam });
const itemParams = z.object({ id: idParam, itemId: idParam });
/** What `claimInput` and `unclaimInput` make of no body. */
const CLAIM_ONE: ClaimInput = Object.freeze({ quantity: 1 });
const OWN_CLAIM: UnclaimInput = Object.freeze({});

export function listRoutes(
  app: FastifyInstance,
  {
    lists,
    claims,
    answers,
    pacer,
    writes,
    clock,
  }: Pick<Services, 'lists' | 'claims' | 'answers' | 'pacer' | 'writes' | 'clock'>,
): void {
  const signedIn = { preHandler: app.signedIn };

  /**
   * Sends what `read` answers `caller`, or the same answer kept from an earlier call if the
   * database has not changed since: the key is the token itself (a logout ends one token, not
   * its user's others), `what` names the route and its parameters, and the day (surprise mode
   * reveals claims when the day changes, with nothing written). A kept answer is sent
   * without reading the caller's row: any change to it (a logout, a reset) moves the change
   * epoch, which empties the cache. Answers worked out (not kept ones) are paced per account
   * when big (AccountPacer).
   */
  async function sendRead(
    reply: FastifyReply,
    caller: Caller,
    what: string,
    read: () => Promise<unknown>,
  ) {
    const json = await answers.answer(`${caller.claims.tokenId} ${clock.today()} ${what}`, () =>
      pacer.answer(caller.id, what, async () => toJson(await read())),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  }

  app.get('/api/lists', signedIn, async (request, reply) =>
    sendRead(reply, request.caller, 'mine', () => lists.mine(request.caller)),
  );

  app.get('/api/lists/shared-lists', signedIn, async (request, reply) =>
    sendRead(reply, request.caller, 'shared', () => lists.sharedWithMe(request.caller)),
  );

  app.post('/api/lists', signedIn, async (request, reply) => {
    const input = parseInput(createListInput, request.body);
    reply.code(201);
    return lists.create(request.caller, input);
  });

  app.get('/api/lists/:id', signedIn, async (request, reply) => {
    const { id } = parseInput(listParams, request.params);
    return sendRead(reply, request.caller, `list ${id}`, () => lists.get(request.caller, id));
  });

  app.put('/api/lists/:id', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return lists.update(request.caller, id, parseInput(updateListInput, request.body));
  });

  app.delete('/api/lists/:id', signedIn, async (request) => {
    const { id } = parseInput(listParams, request.params);
    return told(request, await lists.delete(request.caller, id));
  });

  // A purchase answers one item, a few hundred bytes: not worth compressing, nor the two hooks
  // per request the compression plugin would add to the most written route. It is one of the
  // short writes (GroupCommit): its one read checks the caller's token with the list and item.
  const purchase = { ...signedIn, compress: false } as const;

  // The body is optional: the spec's app sends none (a claim of 1; the buyer's own, or for the
  // owner every claim), and then there is nothing to parse on the most written route.
  app.put('/api/lists/:id/items/:itemId/mark-bought', purchase, (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    const input = request.body === undefined ? CLAIM_ONE : parseInput(claimInput, request.body);
    return writes.run((trx) => claims.claim(request.caller, id, itemId, input, trx));
  });

  app.put('/api/lists/:id/items/:itemId/unmark-bought', purchase, (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    const input = request.body === undefined ? OWN_CLAIM : parseInput(unclaimInput, request.body);
    return writes.run((trx) => claims.unclaim(request.caller, id, itemId, input, trx));
  });

  app.get('/api/me/claims', signedIn, async (request, reply) =>
    sendRead(reply, request.caller, 'claims', () => claims.mine(request.caller)),
  );
}
