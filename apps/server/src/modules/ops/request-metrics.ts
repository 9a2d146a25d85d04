import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Metrics } from './metrics.js';

/** The routes whose answers are counted as claims, and as which action. */
const CLAIM_ACTIONS = new Map([
  ['/api/lists/:id/items/:itemId/mark-bought', 'claim'],
  ['/api/lists/:id/items/:itemId/unmark-bought', 'give_back'],
]);
const SCRAPE_ROUTE = '/api/scrape';
/** Answers no route matched (a missing file, the web app's pages): one label for all. */
const UNMATCHED = '(unmatched)';

/**
 * Observes each answer, only when metrics are on: with METRICS_TOKEN unset none of these hooks
 * exists. The route label is the pattern a route was declared with, never the URL, whose ids
 * would make a series per list. An outcome is `ok` for a 2xx or 3xx, otherwise the answer's
 * error code (`ALREADY_BOUGHT`, `RATE_LIMITED`: the codes are a fixed set), or `http_<status>`
 * for an error without one.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  const codes = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof AppError) codes.set(request, error.code);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    metrics.requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    const action = CLAIM_ACTIONS.get(route);
    if (action !== undefined || route === SCRAPE_ROUTE) {
      const outcome = status < 400 ? 'ok' : (codes.get(request) ?? `http_${status}`);
      if (action !== undefined) metrics.claims.inc({ action, outcome });
      else metrics.scrapes.inc({ outcome });
    }
    done();
  });
}
