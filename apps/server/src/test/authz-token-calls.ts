import { type Call, type Scene, userCall } from './authz-calls.js';

/** The owner's personal API tokens in a scene (P2). */
export interface TokenScene extends Scene {
  /** A `read` token of the owner's: its id, and its text. */
  ownerToken: { id: string; token: string };
}

/** A call of the matrix that needs the scene's tokens. */
export interface TokenCall extends Omit<Call, 'request'> {
  request: (scene: TokenScene) => ReturnType<Call['request']>;
}

/** P2's routes: each person's own tokens; someone else's token id is a 404. */
export const TOKEN_CALLS: TokenCall[] = [
  {
    name: 'GET /api/auth/tokens',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/auth/tokens' }),
    expected: userCall,
  },
  {
    name: 'POST /api/auth/tokens',
    sharesScene: true,
    request: () => ({
      method: 'POST',
      path: '/api/auth/tokens',
      body: { name: 'Script', scope: 'read' },
    }),
    expected: { ...userCall, stranger: 201, pending: 201, accepted: 201, revoked: 201, owner: 201 },
  },
  {
    name: "DELETE /api/auth/tokens/:id (the owner's)",
    request: (s) => ({ method: 'DELETE', path: `/api/auth/tokens/${s.ownerToken.id}` }),
    expected: {
      anonymous: 401,
      stranger: 404,
      pending: 404,
      accepted: 404,
      revoked: 404,
      owner: 204,
    },
  },
];

/**
 * What the owner's `read` token gets for `call`: the owner's own answer to a read, 403 to any
 * write (nothing changes, so it runs on the shared scene) and to the token routes.
 */
export function readTokenExpects(call: Call | TokenCall): number {
  if (call.name.includes('/api/auth/tokens')) return 403;
  return call.name.startsWith('GET ') ? call.expected.owner : 403;
}
