import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { BEARER_SCHEME, json } from './api-schema.js';
import {
  routeTransform as jsonSchemaTransform,
  documentTransform as jsonSchemaTransformObject,
} from './json-schema-override.js';

/** Where the document is published, and where its readable reference is. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A `/*` route's name for the rest of its path, in the document (`{token}`, not `{*}`). */
    restOfPath?: string;
  }
}

const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'Account', description: 'Registering, signing in and out, the account and its e-mails.' },
  { name: 'Lists', description: 'Wish lists and their items (L1-L5).' },
  { name: 'Claims', description: 'Marking items bought, and what the caller gives (G1-G3).' },
  {
    name: 'Invitations',
    description: 'Sharing a list by e-mail, and joining from a link (E2-E3).',
  },
  { name: 'Notes', description: 'Givers’ notes on items, never shown to the list’s owner (A2).' },
  { name: 'Notifications', description: 'Which e-mails a person gets, and live events (N1-N5).' },
  { name: 'Quick Add', description: 'Reading a product page for a new item (Q1).' },
  { name: 'Server', description: 'Health and this document.' },
];

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformInput = Parameters<Transform>[0];
type JsonSchemaObject = { properties?: Record<string, unknown>; required?: string[] };

/** A body given per content type, as Fastify takes it: `{content: {type: {schema}}}`. */
function contentMap(body: unknown): Record<string, { schema: z.ZodType }> | undefined {
  if (body === null || typeof body !== 'object' || body instanceof z.ZodType) return undefined;
  return (body as { content?: Record<string, { schema: z.ZodType }> }).content;
}

/**
 * Whether a route needs a body: the validator takes no body as `{}`, so a body is optional
 * exactly where `{}` passes (a claim of one, a list saved unchanged).
 */
function needsBody(body: unknown): boolean {
  const content = contentMap(body);
  if (content) return Object.values(content).some(({ schema }) => !schema.safeParse({}).success);
  return body instanceof z.ZodType && !body.safeParse({}).success;
}

/**
 * One route's part of the document: only `/api` routes, through the type provider's transform
 * (zod to JSON Schema), which takes a body per content type one type at a time; a `/*` route's
 * rest of path gets its name.
 */
function transformRoute(input: TransformInput, bodyRequired: Map<string, boolean>) {
  const { route, schema } = input;
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  // A route without a schema is still listed, for the completeness test to name.
  if (!schema) return jsonSchemaTransform(input);
  const content = contentMap(schema.body);
  const transformed = jsonSchemaTransform({
    ...input,
    schema: content ? { ...schema, body: undefined } : schema,
  }) as { schema: Record<string, unknown>; url: string };
  if (content) {
    const bodies = Object.entries(content).map(([type, { schema: body }]) => {
      const one = jsonSchemaTransform({ ...input, schema: { body } }).schema as { body: unknown };
      return [type, { schema: one.body }];
    });
    transformed.schema.body = { content: Object.fromEntries(bodies) };
  }
  let url = transformed.url;
  const rest = route.config?.restOfPath;
  const params = transformed.schema.params as JsonSchemaObject | undefined;
  if (rest && url.endsWith('/*') && params?.properties?.['*']) {
    url = `${url.slice(0, -1)}:${rest}`;
    params.properties = { [rest]: params.properties['*'] };
    params.required = [rest];
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) bodyRequired.set(`${method} ${url}`, needsBody(schema.body));
  return { schema: transformed.schema, url };
}

/** Every `$ref` under `value`. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const entry of value) refsIn(entry, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '$ref' && typeof entry === 'string') found.add(entry);
      else refsIn(entry, found);
    }
  }
  return found;
}

const SCHEMA_REF = '#/components/schemas/';

/** zod writes out the safe range of every integer, which tells a reader nothing. */
function dropSafeIntegerBounds(value: unknown): void {
  if (Array.isArray(value)) for (const entry of value) dropSafeIntegerBounds(entry);
  else if (value !== null && typeof value === 'object') {
    const schema = value as Record<string, unknown>;
    if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
    for (const entry of Object.values(schema)) dropSafeIntegerBounds(entry);
  }
}

/**
 * The whole document, last: the type provider adds every named schema twice (as sent and as
 * answered); only those the operations use stay. A body the route can do without is optional.
 * Integers lose zod's safe-range bounds.
 */
function finishDocument(
  document: OpenAPIV3_1.Document,
  bodyRequired: Map<string, boolean>,
): OpenAPIV3_1.Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [...refsIn(document.paths, new Set())];
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const name = ref.slice(SCHEMA_REF.length);
    if (!ref.startsWith(SCHEMA_REF) || used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name], new Set()));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  dropSafeIntegerBounds(document);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const body = (operation as OpenAPIV3_1.OperationObject).requestBody;
      const needed = bodyRequired.get(`${method.toUpperCase()} ${path.replace(/{(\w+)}/g, ':$1')}`);
      if (body && 'required' in body && needed !== undefined) body.required = needed;
    }
  }
  return document;
}

/**
 * Publishes the OpenAPI 3.1 document of every `/api` route at `GET /api/openapi.json`, made
 * from the zod schemas the routes validate with (registered before the routes, which it
 * collects as they are added), and a readable reference of it at `/api/docs` (Swagger UI,
 * served from its package: nothing of it is in the web app).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const bodyRequired = new Map<string, boolean>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wishlist API',
        version: '1.0.0',
        description:
          'Every call the web app makes. Signed-in calls take a session token (from signing ' +
          'in) or a personal API token as `Authorization: Bearer <token>`; a `read` token may ' +
          'only read. Errors answer `{message, code}`, the message in the language of ' +
          '`Accept-Language`.',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from signing in, or a personal API token.',
          },
        },
      },
    },
    transform: (input) => transformRoute(input, bodyRequired),
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document, bodyRequired),
  });

  let document: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        description: 'The OpenAPI 3.1 document of every `/api` call; no sign-in needed (P1).',
        tags: ['Server'],
        response: {
          200: json(z.looseObject({ openapi: z.string() }), 'The OpenAPI document.'),
        },
      },
    },
    async (_request, reply) => {
      // Made on first use, from routes that no longer change.
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Wishlist API' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
