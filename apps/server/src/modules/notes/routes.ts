import { itemNote, noteInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import { itemParams } from '../../http/route-params.js';
import type { Services } from '../../services.js';

const notFound = [
  404,
  'No such list or item, or the caller is not one of the list’s givers: its owner and ' +
    'co-owners get this too, as for a list they cannot see (`LIST_NOT_FOUND`).',
] as const;

/** A2: givers' notes on an item, for agreeing who buys what or splitting a price. */
export function noteRoutes(app: FastifyInstance, { notes }: Pick<Services, 'notes'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };
  const tags = ['Notes'];
  const path = '/api/lists/:id/items/:itemId/notes';

  api.get(
    path,
    {
      ...signedIn,
      schema: {
        operationId: 'listItemNotes',
        summary: 'Givers’ notes on an item',
        description:
          'The list’s givers only: whoever sees it but its owner and co-owners (a manager of a ' +
          'child’s list is a giver).',
        tags,
        params: itemParams,
        response: {
          200: json(z.array(itemNote), 'Oldest first.'),
          ...refusals(notFound),
        },
      },
    },
    async (request) => notes.list(request.caller, request.params.id, request.params.itemId),
  );

  api.post(
    path,
    {
      ...signedIn,
      schema: {
        operationId: 'addItemNote',
        summary: 'Write a note to the other givers',
        description:
          'Plain text, trimmed, 1 to 1000 characters; its live event reaches the givers’ streams ' +
          'only.',
        tags,
        params: itemParams,
        body: noteInput,
        response: {
          201: json(itemNote, 'The note.'),
          ...refusals(notFound, [
            409,
            'The list is archived (`archived`), or the item holds 200 notes (`NOTE_LIMIT`).',
          ]),
        },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const note = await notes.add(request.caller, id, itemId, request.body);
      reply.code(201);
      return note;
    },
  );
}
