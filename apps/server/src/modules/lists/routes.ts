import {
  claimInput,
  claimRefusal,
  createListInput,
  item,
  messageAnswer,
  myClaims,
  sharedWishLists,
  unclaimInput,
  updateListInput,
  wishList,
  wishLists,
} from '@wishlist/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { json, refusals } from '../../http/api-schema.js';
import { toJson } from '../../http/json-answer.js';
import { includeLostQuery, itemParams, listParams } from '../../http/route-params.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';
import type { Caller } from '../auth/caller.js';

/** `GET /api/me/claims?include=lost`: the claims on lists out of sight too (decision 029). */

const notFound = [404, 'No such list (or item), or not visible to the caller.'] as const;
const notOwner = [403, 'Only the list’s owner may do this (`NOT_LIST_OWNER`).'] as const;

export function listRoutes(
  app: FastifyInstance,
  {
    lists,
    claims,
    circles,
    answerCache,
    pacer,
    clock,
  }: Pick<Services, 'lists' | 'claims' | 'circles' | 'answerCache' | 'pacer' | 'clock'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };

  /**
   * Sends what `read` answers `caller`, or the cached answer of an earlier call if the
   * database has not changed since: the key is the token itself (a logout ends one token, not
   * its user's others), `what` names the route and its parameters, and the day (surprise mode
   * reveals claims when the day changes, with nothing written). A cached answer is sent
   * without reading the caller's row: any change to it (a logout, a reset) moves the change
   * epoch, which empties the cache. Answers worked out (not cached ones) are paced per account
   * when big (AccountPacer).
   */
  async function sendRead(
    reply: FastifyReply,
    caller: Caller,
    what: string,
    read: () => Promise<unknown>,
  ) {
    const json = await answerCache.cached(`${caller.claims.tokenId} ${clock.today()} ${what}`, () =>
      pacer.answer(caller.id, what, async () => toJson(await read())),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  }

  api.get(
    '/api/lists',
    {
      ...signedIn,
      schema: {
        operationId: 'listMyLists',
        summary: 'My lists',
        tags: ['Lists'],
        response: { 200: json(wishLists, 'The caller’s lists, with their items.') },
      },
    },
    async (request, reply) =>
      sendRead(reply, request.caller, 'mine', () => lists.mine(request.caller)),
  );

  api.get(
    '/api/lists/shared-lists',
    {
      ...signedIn,
      schema: {
        operationId: 'listSharedLists',
        summary: 'Lists shared with me',
        description:
          'Lists whose invitation the caller accepted, and lists shared into their circles (C3), ' +
          'most recently reached first; each says which of their circles it came through.',
        tags: ['Lists'],
        response: { 200: json(sharedWishLists, 'The lists, as a giver sees them.') },
      },
    },
    async (request, reply) =>
      sendRead(reply, request.caller, 'shared', () => lists.sharedWithMe(request.caller)),
  );

  api.post(
    '/api/lists',
    {
      ...signedIn,
      schema: {
        operationId: 'createList',
        summary: 'Make a list',
        description:
          'The caller’s, or with `ownerId` a list of a managed member the caller keeps (C4), ' +
          'counted against that member’s account.',
        tags: ['Lists'],
        body: createListInput,
        response: {
          201: json(wishList, 'The new list.'),
          ...refusals(
            [403, '`ownerId` is not a managed member the caller keeps (`NOT_MANAGER`).'],
            [409, 'The account holds all the lists or text it may (quota).'],
          ),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return lists.create(request.caller, request.body);
    },
  );

  api.get(
    '/api/lists/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getList',
        summary: 'A list and its items',
        tags: ['Lists'],
        params: listParams,
        response: {
          200: json(wishList, 'The list as the caller may see it.'),
          ...refusals(notFound),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendRead(reply, request.caller, `list ${id}`, () => lists.get(request.caller, id));
    },
  );

  api.put(
    '/api/lists/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'updateList',
        summary: 'Change a list and its items',
        description:
          'What is sent changes; `items`, when sent, is the whole list of items (an item ' +
          'without `_id` is new, one left out is removed). Send the `version` read to be ' +
          'refused (409 `stale`) if another save came first.',
        tags: ['Lists'],
        params: listParams,
        body: updateListInput,
        response: {
          200: json(wishList, 'The list as saved.'),
          ...refusals(notOwner, notFound, [
            409,
            'The list is archived, another save came first (`stale`), or over quota.',
          ]),
        },
      },
    },
    async (request) => {
      const { circleIds, coOwnerIds, ...fields } = request.body;
      // C3 and C5: the circles it is shared into and its co-owners, checked and set before the
      // list's own fields.
      if (circleIds !== undefined)
        await circles.shareList(request.caller, request.params.id, circleIds);
      if (coOwnerIds !== undefined)
        await circles.setCoOwners(request.caller, request.params.id, coOwnerIds);
      return lists.update(request.caller, request.params.id, fields);
    },
  );

  api.delete(
    '/api/lists/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteList',
        summary: 'Delete a list',
        tags: ['Lists'],
        params: listParams,
        response: {
          200: json(messageAnswer, 'The list is deleted.'),
          ...refusals(notOwner, notFound),
        },
      },
    },
    async (request) => translated(request, await lists.delete(request.caller, request.params.id)),
  );

  // A claim or a give-back answers one item, a few hundred bytes: not worth compressing, nor the
  // two hooks per request the compression plugin would add to the most written route. Its one
  // read checks the caller's token with the list and item (ClaimRepository.readWithTokenHolder).
  const claimRoute = { ...signedIn, compress: false } as const;
  const claimRefusals = (conflicts: string) =>
    refusals(
      [403, 'The owner in surprise mode (`surprise`), or not the claim’s giver (`NOT_BUYER`).'],
      notFound,
      [409, conflicts],
    );

  // The body is optional: the spec's app sends none (a claim of 1; the buyer's own, or for the
  // owner every claim).
  api.put(
    '/api/lists/:id/items/:itemId/mark-bought',
    {
      ...claimRoute,
      schema: {
        operationId: 'markBought',
        summary: 'Claim an item (mark it bought)',
        tags: ['Claims'],
        params: itemParams,
        body: claimInput,
        response: {
          200: json(item, 'The item with the claim.'),
          ...claimRefusals('The list is archived.'),
          409: json(
            claimRefusal,
            'Not enough of the item is left (`ALREADY_BOUGHT`, `NOT_ENOUGH_LEFT`), or another ' +
              'of its alternatives is taken (`COVERED`, A5): these three with the item as it is ' +
              'now. Or the item was received (`RECEIVED`), is a group gift that takes pledges ' +
              '(`GROUP_GIFT`, A3), or the list is archived (`archived`).',
          ),
        },
      },
    },
    (request) => {
      const { id, itemId } = request.params;
      return claims.claim(request.caller, id, itemId, request.body);
    },
  );

  api.put(
    '/api/lists/:id/items/:itemId/unmark-bought',
    {
      ...claimRoute,
      schema: {
        operationId: 'unmarkBought',
        summary: 'Give back a claim',
        description:
          'Someone who may no longer see the list (their invitation was revoked) may still give ' +
          'back their own claim, and nothing else: the answer then shows no one else’s claims.',
        tags: ['Claims'],
        params: itemParams,
        body: unclaimInput,
        response: {
          200: json(item, 'The item without the claim.'),
          ...claimRefusals('Nothing (of that person) is claimed, or the list is archived.'),
        },
      },
    },
    (request) => {
      const { id, itemId } = request.params;
      return claims.unclaim(request.caller, id, itemId, request.body);
    },
  );

  api.get(
    '/api/me/claims',
    {
      ...signedIn,
      schema: {
        operationId: 'listMyClaims',
        summary: 'What I give (my claims)',
        description:
          'The claims on lists the caller can still see (G3). With `include=lost`, also those on ' +
          'lists they may no longer see (their invitation was revoked), with `list.visible` ' +
          'false: they may only give those back.',
        tags: ['Claims'],
        querystring: includeLostQuery,
        response: { 200: json(myClaims, "The caller's claims, with their lists (G3).") },
      },
    },
    async (request, reply) => {
      const lost = request.query.include === 'lost';
      return sendRead(reply, request.caller, lost ? 'claims+lost' : 'claims', () =>
        claims.mine(request.caller, { lost }),
      );
    },
  );
}
