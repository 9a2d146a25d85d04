import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../http/api-schema.js';
import { listParams } from '../../http/route-params.js';
import type { Services } from '../../services.js';
import type { EventStream } from './event-stream.js';

/**
 * Answers with `stream` as `text/event-stream`, written straight to the socket's answer: Fastify
 * lets go of the reply (no stream object, no pipe between them; decision 029). The headers set
 * so far (the security headers among them) go out with it.
 */
function send(reply: FastifyReply, stream: EventStream) {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Tells nginx-style proxies not to hold the events back in a buffer.
    'x-accel-buffering': 'no',
  });
  stream.attach(reply.raw);
  return reply;
}

/** What a stream says, for the document. */
const events = {
  description:
    'Server-sent events, open until the reader goes (or about a quarter of an hour, then the ' +
    'reader reconnects; or the session or API token that opened them ends: a sign-out, a new ' +
    'password, a revoked token, a deleted account): `event: changed` with ' +
    '`data: {"listId", "revision"}` when a list changed, comments as keep-alives.',
  content: { 'text/event-stream': { schema: z.string() } },
};
const tooMany = [
  429,
  'The account (`too_many_streams`), the client address (`too_many_streams_here`) or the ' +
    'server (`streams_full`) has all the streams open it may; Retry-After says when to try again.',
] as const;
/**
 * The client address the per-address cap counts by: the one the rate limiter counts by
 * (Fastify's `request.ip`, the proxy's client address with TRUST_PROXY); the service groups
 * IPv6 addresses by network as the rate limits do.
 */
const addressOf = (request: FastifyRequest) => request.ip;

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
    async (request, reply) =>
      send(reply, await live.list(request.caller, request.params.id, addressOf(request))),
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
    async (request, reply) => send(reply, await live.mine(request.caller, addressOf(request))),
  );
}
