import { idParam, item, receivedInput, receivedItem, thankedInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import type { Services } from '../../services.js';

const itemParams = z.object({
  id: idParam.describe("The list's id."),
  itemId: idParam.describe("The item's id."),
});

/** A1: received items, and thanking for them. */
export function receivedRoutes(app: FastifyInstance, { received }: Pick<Services, 'received'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };
  const tags = ['Lists'];

  api.put(
    '/api/lists/:id/items/:itemId/received',
    {
      ...signedIn,
      schema: {
        operationId: 'markReceived',
        summary: 'Mark an item received, or not',
        description:
          'The owner, a co-owner or a manager; with or without a claim ("got it elsewhere"). A ' +
          'received item can no longer be claimed (409 `RECEIVED`).',
        tags,
        params: itemParams,
        body: receivedInput,
        response: {
          200: json(item, 'The item, as the caller sees it.'),
          ...refusals(
            [403, 'Someone who sees the list without owner rights (`NOT_LIST_OWNER`).'],
            [404, 'No such list for the caller, or no such item on it.'],
            [409, 'The list is archived (`archived`).'],
          ),
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return received.mark(request.caller, id, itemId, request.body);
    },
  );

  api.get(
    '/api/me/received',
    {
      ...signedIn,
      schema: {
        operationId: 'listReceived',
        summary: 'What I received',
        description:
          'The received items of the lists the caller has owner rights on, newest first, with ' +
          'who gave each once surprise mode no longer hides it.',
        tags,
        response: { 200: json(z.array(receivedItem), 'Newest first.') },
      },
    },
    async (request) => received.mine(request.caller),
  );

  api.put(
    '/api/me/received/:itemId',
    {
      ...signedIn,
      schema: {
        operationId: 'setThanked',
        summary: 'Tick (or untick) a received item as thanked for',
        tags,
        params: z.object({ itemId: idParam.describe("The item's id.") }),
        body: thankedInput,
        response: {
          200: json(thankedInput, 'Whether it is thanked for now.'),
          ...refusals([404, 'No received item of the caller’s lists with that id.']),
        },
      },
    },
    async (request) => received.thank(request.caller, request.params.itemId, request.body.thanked),
  );
}
