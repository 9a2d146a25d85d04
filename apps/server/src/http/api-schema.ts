import { errorAnswer } from '@wishlist/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { isChecked } from './validate.js';

/**
 * How a route declares its answers for the published document (docs/decisions/021): the
 * answers that are its own (`json`, `noBody`, `refusals`), while `registerPlumbingAnswers`
 * adds those the request plumbing gives any route of its kind.
 */

/** The name of the bearer scheme in the document's components. */
export const BEARER_SCHEME = 'bearer';

/** A JSON answer: its schema and, for a reader of the document, what it is. */
export function json<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** An answer with no body: a 204, a redirect. */
export function noBody(description: string) {
  return z.undefined().describe(description);
}

/** What each refusal means when a route says no more. */
const REFUSALS = {
  400: 'The request breaks a rule: `message` names the field and the rule, or the body is not JSON.',
  401: 'No valid session or API token: sign in again.',
  403: 'The caller may not do this.',
  404: 'Not found, or not visible to the caller.',
  409: 'The request conflicts with what is stored now.',
  413: 'The body is larger than 1 MB.',
  415: 'The body is neither JSON nor another type this route takes.',
  422: 'The page was fetched but cannot be used.',
  429: 'Too many attempts: try again after the seconds `Retry-After` says.',
  503: 'The database is unavailable for now: try again after the seconds `Retry-After` says.',
} as const;
export type RefusalStatus = keyof typeof REFUSALS;

/**
 * Refusals a route answers with the shared error body (`{message, code, ...details}`): a status
 * alone means what `REFUSALS` says, `[status, text]` says what it means on this route.
 */
export function refusals(...answers: Array<RefusalStatus | readonly [RefusalStatus, string]>) {
  const declared: Partial<Record<RefusalStatus, ReturnType<typeof json>>> = {};
  for (const answer of answers) {
    const [status, description] = typeof answer === 'number' ? [answer, REFUSALS[answer]] : answer;
    declared[status] = json(errorAnswer, description);
  }
  return declared;
}

/** An API token refused before the route runs, on any route (decision 022). */
const TOKEN_REFUSED = [
  403,
  'The API token may not make this call: a `read` token no write (`read_only`), no token a ' +
    'call that needs the session (`session_required`).',
] as const;

/** Methods whose requests may carry a body, so that parsing it may refuse them. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  response?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};

const hooksOf = (hooks: unknown): unknown[] =>
  Array.isArray(hooks) ? hooks : hooks === undefined ? [] : [hooks];

/**
 * Completes each `/api` route's declared answers with those the plumbing gives any route of its
 * kind, so no route repeats them and none can forget one. A body may be refused by the JSON
 * parser (400), the body limit (413) or its type (415), and a write with an API token that may
 * not make it (403); a checked input by the validator (400). The `signedIn` guard refuses (401)
 * and puts the route behind the bearer scheme. Any route may find the database gone or the
 * server closing (503). An answer a route declares itself keeps its own words.
 */
export function registerPlumbingAnswers(
  app: FastifyInstance,
  guard: (...args: never[]) => unknown,
): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || methods.includes('HEAD')) return;
    // Fastify checks input before `preHandler`: a guard there would answer 400 before 401.
    if (hooksOf(route.preHandler).includes(guard))
      throw new Error(`${route.url}: app.signedIn goes in preValidation, not preHandler`);
    const schema = route.schema as (RouteSchema & { hide?: boolean }) | undefined;
    // A route without a schema is left for the completeness test to name.
    if (!schema || schema.hide) return;
    const signedIn = hooksOf(route.preValidation).includes(guard);
    const takesBody = methods.some((method) => BODY_METHODS.has(method));
    const takesInput = takesBody || [schema.params, schema.querystring].some(isChecked);
    const plumbing: Array<RefusalStatus | readonly [RefusalStatus, string]> = [
      ...(takesInput ? [400 as const] : []),
      ...(signedIn ? [401 as const] : []),
      ...(takesBody ? [TOKEN_REFUSED, 413 as const, 415 as const] : []),
      503,
    ];
    const own = schema.response ?? {};
    const status = (answer: (typeof plumbing)[number]) =>
      typeof answer === 'number' ? answer : answer[0];
    const answers = {
      ...refusals(...plumbing.filter((answer) => !(status(answer) in own))),
      ...own,
    };
    schema.response = Object.fromEntries(
      Object.entries(answers).sort(([a], [b]) => Number(a) - Number(b)),
    );
    schema.security ??= signedIn ? [{ [BEARER_SCHEME]: [] }] : [];
  });
}
