import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { HealthRepository } from './repository.js';

/** How long `/readyz` waits for the database: a probe that hangs tells the orchestrator nothing. */
export const READY_WITHIN_MS = 2_000;

/** Resolves to whether `work` settled without error within `ms`. */
async function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * O1, for orchestrators (docs/operations.md, Kubernetes): outside `/api`, no sign-in, no log
 * line per call. `/healthz` answers while the process serves (liveness). `/readyz` answers 200
 * when the database does (readiness): the process listens only once its migrations are done, so
 * an answer at all means they are. Both answer 503 while the process shuts down (Fastify's
 * `return503OnClosing`). `/api/health` stays as it was, for existing load balancers.
 */
export function probeRoutes(app: FastifyInstance, { database }: Pick<Services, 'database'>): void {
  const health = new HealthRepository(database.db);
  const quiet = { logLevel: 'silent' } as const;
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    const ready = await answersWithin(health.ping(), READY_WITHIN_MS);
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable' };
  });
}
