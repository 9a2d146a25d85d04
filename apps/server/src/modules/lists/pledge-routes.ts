import { item, myPledges, pledgeInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { json, refusals } from '../../http/api-schema.js';
import { includeLostQuery, itemParams } from '../../http/route-params.js';
import type { Services } from '../../services.js';

const notFound = [
  404,
  'No such list or item, or the caller is not one of the list’s givers: its owner and ' +
    'co-owners get this too, as for a list they cannot see (`LIST_NOT_FOUND`).',
] as const;

const refused = (also: string) =>
  [
    409,
    `The list is archived (\`archived\`), the item was received (\`RECEIVED\`) or is not a ` +
      `group gift (\`NOT_GROUP_GIFT\`)${also}.`,
  ] as const;

/** A3: givers' pledges toward a group gift. */
export function pledgeRoutes(app: FastifyInstance, { pledges }: Pick<Services, 'pledges'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };
  const tags = ['Claims'];
  const path = '/api/lists/:id/items/:itemId/pledges';

  api.post(
    path,
    {
      ...signedIn,
      schema: {
        operationId: 'pledge',
        summary: 'Chip in toward a group gift',
        description:
          'One pledge per giver and item, in the item’s currency: posting again replaces it. ' +
          'The item counts as claimed once the pledges reach its price.',
        tags,
        params: itemParams,
        body: pledgeInput,
        response: {
          200: json(item, 'The item with its pledges.'),
          ...refusals(
            notFound,
            refused(', or it was claimed before it became one (`ALREADY_BOUGHT`)'),
          ),
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return pledges.pledge(request.caller, id, itemId, request.body);
    },
  );

  api.get(
    '/api/me/pledges',
    {
      ...signedIn,
      schema: {
        operationId: 'listMyPledges',
        summary: 'What I chip in toward (my pledges)',
        description:
          'The pledges on lists the caller can still see, soonest event first, as My Gifts ' +
          'shows them beside the claims. With `include=lost`, also those on lists they may no ' +
          'longer see (`list.visible` false), showing no one else’s pledge: they may only ' +
          'withdraw those.',
        tags,
        querystring: includeLostQuery,
        response: { 200: json(myPledges, "The caller's pledges, with their lists.") },
      },
    },
    (request) => pledges.mine(request.caller, { lost: request.query.include === 'lost' }),
  );

  api.delete(
    path,
    {
      ...signedIn,
      schema: {
        operationId: 'withdrawPledge',
        summary: 'Withdraw my pledge',
        description:
          'Someone who may no longer see the list (their invitation was revoked) may still ' +
          'withdraw their own pledge: the answer then shows no one else’s pledges.',
        tags,
        params: itemParams,
        response: {
          200: json(item, 'The item with its pledges.'),
          ...refusals(notFound, refused(', or the caller has no pledge on it (`NOT_PLEDGED`)')),
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return pledges.withdraw(request.caller, id, itemId);
    },
  );
}
