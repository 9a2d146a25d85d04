import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { Services } from '../../services.js';
import type { MetricSources } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
function holdsToken(authorization: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), expected);
}

/**
 * `GET /metrics` (O2), outside `/api` like the probes and without a log line per scrape. With
 * METRICS_TOKEN unset it answers 404, as an unknown address does (the web app's pages never
 * stand in for it), and prom-client is never loaded. With it set, a missing or wrong bearer
 * token gets 401 (docs/decisions/042).
 */
export async function metricsRoute(
  app: FastifyInstance,
  services: MetricSources & Pick<Services, 'config'>,
): Promise<void> {
  const token = services.config.metricsToken;
  const quiet = { logLevel: 'silent' } as const;
  if (token === undefined) {
    app.get('/metrics', quiet, async (request) => {
      throw notFound(
        msg('server.http.noSuchAddress', { method: request.method, path: '/metrics' }),
      );
    });
    return;
  }
  const [{ Metrics }, { observeRequests }] = await Promise.all([
    import('./metrics.js'),
    import('./request-metrics.js'),
  ]);
  const metrics = new Metrics(services);
  observeRequests(app, metrics);
  const expected = digest(token);
  app.get('/metrics', quiet, async (request, reply) => {
    if (!holdsToken(request.headers.authorization, expected)) {
      throw new AppError(401, 'UNAUTHENTICATED', msg('server.auth.signInAgain'), {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    const text = await metrics.text();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
