import { API_TOKEN_PREFIX, type ApiTokenScope } from '@wishlist/core';
import { type AppError, forbidden } from '../../../errors.js';
import { msg } from '../../../i18n/message.js';

/** What an API token lets the caller do (P2). A session caller has none: it may do anything. */
export interface ApiTokenGrant {
  id: string;
  scope: ApiTokenScope;
}

/** The methods that change nothing: all a `read` token may use. */
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes no API token may call, whatever its scope: what a careful person expects a leaked
 * token not to reach. Its holder could otherwise lock the owner out (the password), destroy
 * everything at once (the account), or outlive its own revocation (minting, or revoking the
 * owner's other tokens; listing them gives nothing to a script). A logout ends a session; a
 * token is revoked in the profile. A route that changes the account's e-mail or sign-in joins
 * this list (decision 022); `scope.test.ts` checks that each one exists.
 */
export const SESSION_ONLY: ReadonlySet<string> = new Set([
  'POST /api/auth/logout',
  'PUT /api/auth/password',
  'DELETE /api/auth/account',
  'GET /api/auth/tokens',
  'POST /api/auth/tokens',
  'DELETE /api/auth/tokens/:id',
]);

const readOnly = () => forbidden(msg('server.apiTokens.readOnly'), 'read_only');
const sessionRequired = () =>
  forbidden(msg('server.apiTokens.sessionRequired'), 'session_required');

/**
 * Why `grant` may not make this request, or undefined when it may. `route` is the route's
 * pattern (`/api/auth/tokens/:id`), undefined for an address no route has.
 */
export function refusal(
  grant: ApiTokenGrant,
  method: string,
  route: string | undefined,
): AppError | undefined {
  if (grant.scope === 'read' && !READS.has(method)) return readOnly();
  // HEAD runs the GET route (Fastify adds it), and is refused with it.
  const asRoute = method === 'HEAD' ? 'GET' : method;
  if (route !== undefined && SESSION_ONLY.has(`${asRoute} ${route}`)) return sessionRequired();
  return undefined;
}

const BEARER_API_TOKEN = /^Bearer\s+(\S+)$/i;

/**
 * The API token an `Authorization` header carries, if it carries one (not a session's JWT).
 * Nearly every request has no API token: one substring search, no regular expression.
 */
export function apiTokenIn(authorization: string | undefined): string | undefined {
  if (authorization === undefined || !authorization.includes(API_TOKEN_PREFIX)) return undefined;
  const token = BEARER_API_TOKEN.exec(authorization)?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : undefined;
}
