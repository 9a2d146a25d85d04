import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start. Helmet (and @fastify/helmet) builds them again on
 * every answer, the Content-Security-Policy string included; with no per-request directives
 * (no nonces) every answer gets the same ones, so they are computed by running helmet's own
 * middleware once against a response that only records what it is given.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Sends the headers on every answer: API calls, files, redirects, errors and 404s alike; HSTS
 * only on answers over HTTPS (the protocol as Fastify reads it: behind a proxy trusted with
 * TRUST_PROXY, its X-Forwarded-Proto), since browsers ignore it over plain HTTP and a plain HTTP
 * answer claiming it says something untrue about the site.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  const hsts = headers['strict-transport-security'];
  delete headers['strict-transport-security'];
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts !== undefined && request.protocol === 'https')
      reply.header('strict-transport-security', hsts);
    done();
  });
}
