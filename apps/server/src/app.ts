import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { registerBodyPacing } from './http/account-pacer.js';
import { registerPlumbingAnswers } from './http/api-schema.js';
import { namesAFile } from './http/app-paths.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonAnswers } from './http/json-answer.js';
import { registerJsonBody } from './http/json-body.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { validatorCompiler } from './http/validate.js';
import { msg, translate } from './i18n/message.js';
import { languageOf } from './i18n/request-language.js';
import { apiTokenRoutes } from './modules/auth/api-tokens/routes.js';
import { accountOf, type CallerSources, registerCallerGuard } from './modules/auth/caller.js';
import { oidcRoutes } from './modules/auth/oidc/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { managedRoutes } from './modules/circles/managed-routes.js';
import { circleRoutes } from './modules/circles/routes.js';
import { drawRoutes } from './modules/draws/routes.js';
import { probeRoutes } from './modules/health/probe-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { pledgeRoutes } from './modules/lists/pledge-routes.js';
import { receivedRoutes } from './modules/lists/received-routes.js';
import { listRoutes } from './modules/lists/routes.js';
import { transferRoutes } from './modules/lists/transfer-routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { noteRoutes } from './modules/notes/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { metricsRoute } from './modules/ops/metrics-route.js';
import type { Tracing } from './modules/ops/tracing-seam.js';
import { scrapeRoutes } from './modules/scrape/routes.js';
import type { Services } from './services.js';

export const BODY_LIMIT = 1024 * 1024;

/**
 * How long a client may take to send its request: headers, then the whole request. A client
 * sending one byte at a time would otherwise hold a connection forever (and many, the server);
 * Node checks every second, so a slow sender is cut off within a second of its limit.
 */
export const REQUEST_TIMEOUTS = {
  headersMs: 15_000,
  requestMs: 25_000,
  checkEveryMs: 1_000,
} as const;

/** Where the built web app is, unless WEB_DIST says otherwise. */
export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export interface AppOptions {
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** O3: spans of requests, when an OTLP endpoint is set (server.ts loads it). */
  tracing?: Pick<Tracing, 'traceRequests'> | undefined;
}

/**
 * One log line a request instead of Fastify's two: nothing when it arrives, and the request's
 * fields (method, URL, host, address) on the line written when it is answered: at `info`, the
 * second line was a measurable part of a short request's CPU (docs/performance.md).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** Builds the whole HTTP app without listening, so tests can use it on any port. */
export async function buildApp({
  services,
  logger = false,
  tracing,
}: AppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUTS.requestMs,
    http: {
      headersTimeout: REQUEST_TIMEOUTS.headersMs,
      connectionsCheckingInterval: REQUEST_TIMEOUTS.checkEveryMs,
    },
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });
  // First, so a request's span covers every hook after it.
  tracing?.traceRequests(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'http:', 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest, both from this origin.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  // Answers are compressed; request bodies are not taken compressed (our client never sends
  // them, and a body's size limit is simplest to keep on the bytes that arrive).
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  registerErrorHandler(app);
  registerJsonBody(app);
  registerJsonAnswers(app);
  // Routes declare their input with zod schemas; the validator checks it with the spec's words.
  app.setValidatorCompiler(validatorCompiler);
  const callers: CallerSources = {
    sessionClaims: (authorization) => services.auth.claims(authorization),
    readHolder: (claims, db) => services.auth.holder(claims, db),
    apiTokenHolder: (token) => services.apiTokens.holderOf(token),
  };
  registerBodyPacing(
    app,
    services.pacer,
    (authorization) => accountOf(callers, authorization),
    BODY_LIMIT,
  );
  registerCallerGuard(app, callers);
  // Set when the request arrives, so error answers carry it too (a hook per request on the hot
  // path: a synchronous one).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      // The web app's service worker keeps a user's reads for offline use (docs/decisions/016):
      // a copy then matches only a request with the same token.
      if (request.method === 'GET') reply.header('vary', 'Authorization');
    }
    done();
  });

  // Outside /api, so outside the document; before every route, so the metrics' hooks see them.
  probeRoutes(app, services);
  await metricsRoute(app, services);

  // Before the routes: the document collects them as they are added.
  registerPlumbingAnswers(app, app.signedIn);
  await registerOpenApi(app);

  healthRoutes(app, services);
  authRoutes(app, services);
  apiTokenRoutes(app, services);
  oidcRoutes(app, services);
  listRoutes(app, services);
  transferRoutes(app, services);
  noteRoutes(app, services);
  pledgeRoutes(app, services);
  invitationRoutes(app, services);
  circleRoutes(app, services);
  managedRoutes(app, services);
  drawRoutes(app, services);
  receivedRoutes(app, services);
  notificationRoutes(app, services);
  scrapeRoutes(app, services);
  liveRoutes(app, services);

  const webDist = config.webDist ?? defaultWebDist();
  const hasWebApp = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) await serveWebApp(app, webDist);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Every other GET (or HEAD) is a route of the single-page app, unless it names a file
    // (`/favicon.png`, `/assets/gone.js`): a missing file is a 404, not the app's page.
    const page = !isApi && !namesAFile(request.url);
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && page) {
      // The share page keeps the window that opened it, so the bookmarklet there can send it
      // the shop's page (X2; decision 041). Every other page stays cut off from its opener.
      if (/^\/share(\?|$)/.test(request.url))
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const address = { method: request.method, path: request.url.split('?')[0] ?? '' };
    return reply.code(404).send({
      message: translate(languageOf(request), msg('server.http.noSuchAddress', address)),
      code: 'NOT_FOUND',
    });
  });
  return app;
}

async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    // send's own Cache-Control would overwrite the one set below.
    cacheControl: false,
    // Named by their content, hashed assets are kept for good; everything else (index.html,
    // sw.js, the manifest, icons) is checked on every use, so a deploy shows on the next visit.
    // (send types .webmanifest as application/manifest+json, as browsers want.)
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
