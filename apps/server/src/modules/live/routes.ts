import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../http/api-schema.js';
import type { Services } from '../../services.js';
import { listParams } from '../lists/routes.js';
import type { EventStream } from './event-stream.js';

/** Answers with `stream` as `text/event-stream`, ended when its reader goes. */
function send(reply: FastifyReply, stream: EventStream) {
  reply.raw.on('close', () => stream.end());
  return (
    reply
      .type('text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Tells nginx-style proxies not to hold the events back in a buffer.
      .header('x-accel-buffering', 'no')
      .send(stream.body)
  );
}

/** What a stream says, for the document. */
const events = {
  description:
    'Server-sent events, open until the reader goes (or about a quarter of an hour, then the ' +
    'reader reconnects; or the API token that opened them is revoked): `event: changed` with ' +
    '`data: {"listId", "revision"}` when a list changed, comments as keep-alives.',
  content: { 'text/event-stream': { schema: z.string() } },
};
const tooMany = [429, 'The account (or server) has all the streams open it may.'] as const;

/** N1: `GET /api/lists/:id/events`, and the signed-in user's `GET /api/me/events`. */
export function liveRoutes(app: FastifyInstance, { live }: Pick<Services, 'live'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Events must go out as they happen: never through the compressor's buffer.
  const options = { preValidation: app.signedIn, compress: false as const };
  app.addHook('preClose', async () => live.endStreams());

  api.get(
    '/api/lists/:id/events',
    {
      ...options,
      schema: {
        operationId: 'watchList',
        summary: "A list's changes, as they happen",
        tags: ['Notifications'],
        params: listParams,
        response: {
          200: events,
          ...refusals([404, 'No such list, or not visible to the caller.'], tooMany),
        },
      },
    },
    async (request, reply) => send(reply, await live.list(request.caller, request.params.id)),
  );

  api.get(
    '/api/me/events',
    {
      ...options,
      schema: {
        operationId: 'watchMyLists',
        summary: 'Changes to every list I own, joined or claimed on',
        tags: ['Notifications'],
        response: { 200: events, ...refusals(tooMany) },
      },
    },
    async (request, reply) => send(reply, await live.mine(request.caller)),
  );
}
