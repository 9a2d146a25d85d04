import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PREFIX } from './http/openapi.js';
import { TestServer } from './test/harness.js';

/**
 * The published document is complete: every route Fastify registers under `/api` is in it,
 * each of its operations says what it is, and each answer it declares has a schema. The routes
 * are collected as Fastify adds them (its `fastify.initialization` channel gives the instance
 * before any route), not from the document or the code that makes it.
 */

interface Registered {
  method: string;
  url: string;
  route: RouteOptions;
}

let server: TestServer;
let document: OpenAPIV3_1.Document;
const registered: Registered[] = [];

const INIT = 'fastify.initialization';
const collect = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url, route });
  });
};

beforeAll(async () => {
  diagnostics.subscribe(INIT, collect);
  try {
    server = await TestServer.start();
  } finally {
    diagnostics.unsubscribe(INIT, collect);
  }
  const answer = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});

afterAll(async () => {
  await server?.stop();
});

/**
 * The API's routes: under `/api`, but not the reference UI's pages and files, nor the HEAD
 * routes Fastify adds to each GET (they answer as the GET does, without a body).
 */
function apiRoutes(): Registered[] {
  return registered.filter(
    ({ method, url }) =>
      url.startsWith('/api/') &&
      method !== 'HEAD' &&
      url !== DOCS_PREFIX &&
      !url.startsWith(`${DOCS_PREFIX}/`),
  );
}

/** A route's path as the document writes it: `:id` is `{id}`, a named rest of path `{name}`. */
function documentedPath({ url, route }: Registered): string {
  const rest = route.config?.restOfPath;
  const named = rest && url.endsWith('/*') ? `${url.slice(0, -1)}{${rest}}` : url;
  return named.replace(/:(\w+)/g, '{$1}');
}

function operations(): Array<[string, OpenAPIV3_1.OperationObject]> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${path}`, operation as OpenAPIV3_1.OperationObject] as const,
    ),
  ) as Array<[string, OpenAPIV3_1.OperationObject]>;
}

/** Statuses that carry no body. */
const BODILESS = new Set(['204', '301', '302', '303', '304', '307', '308']);

describe('the published API document', () => {
  it('is served to anyone as an OpenAPI 3.1 document', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.components?.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('has every route registered under /api, by method and path', () => {
    const routes = apiRoutes();
    // The collection works: the app has many routes, this one among them.
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(operations().map(([key]) => key));
    const missing = routes
      .map((registration) => `${registration.method} ${documentedPath(registration)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('documents no operation the server does not have', () => {
    const served = new Set(apiRoutes().map((r) => `${r.method} ${documentedPath(r)}`));
    expect(operations().filter(([key]) => !served.has(key))).toEqual([]);
  });

  it('gives every operation an id, a summary and a tag, each id once', () => {
    const unnamed = operations()
      .filter(([, op]) => !op.operationId || !op.summary || !op.tags?.length)
      .map(([key]) => key);
    expect(unnamed).toEqual([]);
    const ids = operations().map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a schema for every answer it declares (none for an answer without a body)', () => {
    const withoutSchema: string[] = [];
    for (const [key, op] of operations()) {
      const responses = Object.entries(op.responses ?? {});
      if (!responses.some(([status]) => /^2/.test(status) || /^3/.test(status)))
        withoutSchema.push(`${key}: no success answer`);
      for (const [status, response] of responses) {
        const { content } = response as OpenAPIV3_1.ResponseObject;
        const media = Object.values(content ?? {});
        const described = media.length > 0 && media.every((m) => m.schema !== undefined);
        if (!described && !BODILESS.has(status)) withoutSchema.push(`${key} ${status}`);
        if (described && BODILESS.has(status)) withoutSchema.push(`${key} ${status}: a body`);
      }
    }
    expect(withoutSchema).toEqual([]);
  });

  it('puts exactly the routes behind the signedIn guard behind the bearer scheme, with a 401', () => {
    const wrong: string[] = [];
    const byKey = new Map(operations());
    for (const registration of apiRoutes()) {
      const hooks = [registration.route.preValidation ?? []].flat();
      const signedIn = hooks.includes(server.app.signedIn);
      const key = `${registration.method} ${documentedPath(registration)}`;
      const op = byKey.get(key);
      const bearer = JSON.stringify(op?.security) === JSON.stringify([{ bearer: [] }]);
      const publicCall = JSON.stringify(op?.security) === '[]';
      if (signedIn !== bearer || signedIn === publicCall) wrong.push(`${key}: security`);
      if (signedIn && !op?.responses?.['401']) wrong.push(`${key}: no 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('is rendered at /api/docs, under the same security headers as every page', async () => {
    const page = await server.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const initializer = await server.app.inject({
      method: 'GET',
      url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
  });
});
