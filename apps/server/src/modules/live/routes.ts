import { idParam } from '@wishlist/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { Services } from '../../services.js';
import type { EventStream } from './event-stream.js';

const listParams = z.object({ id: idParam });

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

/** N1: `GET /api/lists/:id/events`, and the signed-in user's `GET /api/me/events`. */
export function liveRoutes(app: FastifyInstance, { live }: Pick<Services, 'live'>): void {
  // Events must go out as they happen: never through the compressor's buffer.
  const options = { preHandler: app.signedIn, compress: false as const };
  app.addHook('preClose', async () => live.endStreams());

  app.get('/api/lists/:id/events', options, async (request, reply) => {
    const { id } = parseInput(listParams, request.params);
    return send(reply, await live.list(request.caller, id));
  });

  app.get('/api/me/events', options, async (request, reply) =>
    send(reply, await live.mine(request.caller)),
  );
}
