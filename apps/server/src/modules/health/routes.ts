import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { HealthRepository } from './repository.js';

/**
 * `GET /api/health` (no auth), for a load balancer's checks: 200 `{status: "ok"}` when this
 * process can reach its database, otherwise the database error's 503, so the balancer sends
 * people to the processes that can serve them (docs/operations.md).
 */
export function healthRoutes(app: FastifyInstance, { database }: Pick<Services, 'database'>): void {
  const health = new HealthRepository(database.db);
  app.get('/api/health', async (_request, reply) => {
    await health.ping();
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
