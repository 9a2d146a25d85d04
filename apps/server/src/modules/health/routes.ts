import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json } from '../../http/api-schema.js';
import type { Services } from '../../services.js';
import { HealthRepository } from './repository.js';

/**
 * `GET /api/health` (no auth), for a load balancer's checks: 200 `{status: "ok"}` when this
 * process can reach its database, otherwise the database error's 503, so the balancer sends
 * people to the processes that can serve them (docs/operations.md).
 */
export function healthRoutes(app: FastifyInstance, { database }: Pick<Services, 'database'>): void {
  const health = new HealthRepository(database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether this process reaches its database',
        description: 'For a load balancer’s checks; no sign-in needed.',
        tags: ['Server'],
        response: {
          200: json(z.object({ status: z.literal('ok') }), 'This process reaches its database.'),
        },
      },
    },
    async (_request, reply) => {
      await health.ping();
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
}
