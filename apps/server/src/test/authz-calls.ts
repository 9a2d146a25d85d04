import type { AuthResult, WishList } from '@wishlist/core';

/** The calls, roles and expected answers of authz-matrix.test.ts. */

export type Role = 'anonymous' | 'stranger' | 'pending' | 'accepted' | 'revoked' | 'owner';
export const ROLES: Role[] = ['anonymous', 'stranger', 'pending', 'accepted', 'revoked', 'owner'];

/** A private list with one item bought by a second accepted invitee, and one invitee per role. */
export interface Scene {
  /** The list's owner: new for each scene, so no daily invitation budget runs out. */
  owner: AuthResult;
  list: WishList;
  itemId: string;
  boughtItemId: string;
  invitationIds: Record<'pending' | 'accepted' | 'revoked', string>;
  pendingToken: string;
  /** Who bought `boughtItemId`. */
  buyerId: string;
  /** The invitees this scene's roles call as. */
  users: Record<Exclude<Role, 'anonymous' | 'owner'> | 'buyer', AuthResult>;
  /** The accepted invitee's link turning digests off: a credential of its own (N3). */
  unsubscribeToken: string;
}

export interface Call {
  name: string;
  request: (scene: Scene) => { method: string; path: string; body?: unknown };
  expected: Record<Role, number>;
  /** The scene's list is in surprise mode (G1), with no event date. */
  surprise?: boolean;
  /** An event stream (N1): its status is read, then the stream closed. */
  stream?: boolean;
  /**
   * Whatever the call does, it changes nothing another role's answer to it, or another such
   * call's, depends on (it reads, or it changes only the caller's own account): all roles of
   * all such calls are made on one scene. Every other call gets a fresh scene per role.
   */
  sharesScene?: boolean;
}

const listCall = (expected: Partial<Record<Role, number>>): Record<Role, number> => ({
  anonymous: 401,
  stranger: 404,
  pending: 404,
  revoked: 404,
  accepted: 403,
  owner: 200,
  ...expected,
});
/** A call about the caller's own things: anyone signed in gets their own answer. */
export const userCall: Record<Role, number> = {
  anonymous: 401,
  stranger: 200,
  pending: 200,
  accepted: 200,
  revoked: 200,
  owner: 200,
};

export const CALLS: Call[] = [
  {
    name: 'GET /api/lists',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/lists' }),
    expected: userCall,
  },
  {
    name: 'GET /api/lists/shared-lists',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/lists/shared-lists' }),
    expected: userCall,
  },
  {
    name: 'GET /api/lists/invitations/pending',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/lists/invitations/pending' }),
    expected: userCall,
  },
  {
    name: 'GET /api/lists/invitations/stats',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/lists/invitations/stats' }),
    expected: userCall,
  },
  {
    name: 'PUT /api/auth/profile',
    sharesScene: true,
    request: () => ({ method: 'PUT', path: '/api/auth/profile', body: { name: 'Same Name' } }),
    expected: userCall,
  },
  {
    name: 'POST /api/lists',
    sharesScene: true,
    request: () => ({ method: 'POST', path: '/api/lists', body: { name: 'New' } }),
    expected: { ...userCall, stranger: 201, pending: 201, accepted: 201, revoked: 201, owner: 201 },
  },
  {
    name: 'GET /api/lists/:id',
    sharesScene: true,
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}` }),
    expected: listCall({ accepted: 200 }),
  },
  {
    name: 'GET /api/lists/:id/events',
    sharesScene: true,
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}/events` }),
    expected: listCall({ accepted: 200 }),
    stream: true,
  },
  {
    name: 'GET /api/me/events',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/me/events' }),
    expected: userCall,
    stream: true,
  },
  {
    name: 'PUT /api/lists/:id',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}`,
      body: { name: 'Changed' },
    }),
    expected: listCall({}),
  },
  {
    name: 'DELETE /api/lists/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/lists/${s.list._id}` }),
    expected: listCall({}),
  },
  {
    name: 'POST /api/lists/:id/invite',
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.list._id}/invite`,
      body: { emails: ['new@example.com'] },
    }),
    expected: listCall({}),
  },
  {
    name: 'POST /api/lists/:id/items/:itemId/copy',
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.list._id}/items/${s.itemId}/copy`,
      body: { toListId: s.list._id },
    }),
    expected: listCall({}),
  },
  {
    name: 'GET /api/lists/:id/export',
    sharesScene: true,
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}/export?format=csv` }),
    expected: listCall({}),
  },
  {
    name: 'POST /api/lists/import',
    sharesScene: true,
    request: () => ({
      method: 'POST',
      path: '/api/lists/import',
      body: { name: 'Imported', items: [{ name: 'Kite' }] },
    }),
    expected: { ...userCall, stranger: 201, pending: 201, accepted: 201, revoked: 201, owner: 201 },
  },
  {
    name: 'GET /api/lists/:id/invitations',
    sharesScene: true,
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}/invitations` }),
    expected: listCall({}),
  },
  {
    name: 'DELETE /api/lists/:id/invitations/:invitationId',
    request: (s) => ({
      method: 'DELETE',
      path: `/api/lists/${s.list._id}/invitations/${s.invitationIds.pending}`,
    }),
    expected: listCall({}),
  },
  {
    name: 'POST /api/lists/invitations/:token/accept',
    request: (s) => ({ method: 'POST', path: `/api/lists/invitations/${s.pendingToken}/accept` }),
    expected: {
      anonymous: 401,
      stranger: 404,
      pending: 200,
      accepted: 404,
      revoked: 404,
      owner: 404,
    },
  },
  {
    name: 'PUT /api/lists/:id/items/:itemId/mark-bought',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}/items/${s.itemId}/mark-bought`,
    }),
    expected: listCall({ accepted: 200 }),
  },
  {
    name: 'PUT /api/lists/:id/items/:itemId/unmark-bought (bought by someone else)',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}/items/${s.boughtItemId}/unmark-bought`,
    }),
    expected: listCall({ accepted: 403 }),
  },
  {
    name: 'PUT /api/lists/:id/items/:itemId/mark-bought {quantity: 1}',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}/items/${s.itemId}/mark-bought`,
      body: { quantity: 1 },
    }),
    expected: listCall({ accepted: 200 }),
  },
  {
    name: "PUT /api/lists/:id/items/:itemId/unmark-bought {userId: the buyer's}",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}/items/${s.boughtItemId}/unmark-bought`,
      body: { userId: s.buyerId },
    }),
    expected: listCall({ accepted: 403 }),
  },
  {
    name: 'PUT /api/lists/:id/items/:itemId/mark-bought on a surprise list',
    surprise: true,
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}/items/${s.itemId}/mark-bought`,
    }),
    expected: listCall({ accepted: 200, owner: 403 }),
  },
  {
    name: 'PUT /api/lists/:id/items/:itemId/unmark-bought on a surprise list',
    surprise: true,
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.list._id}/items/${s.boughtItemId}/unmark-bought`,
    }),
    expected: listCall({ accepted: 403, owner: 403 }),
  },
  {
    name: 'GET /api/me/claims',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/me/claims' }),
    expected: userCall,
  },
  {
    name: 'GET /api/auth/preferences',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/auth/preferences' }),
    expected: userCall,
  },
  {
    name: 'PUT /api/auth/preferences',
    sharesScene: true,
    request: () => ({
      method: 'PUT',
      path: '/api/auth/preferences',
      body: { notify: { reminders: true } },
    }),
    expected: userCall,
  },
  // What the sign-in pages offer (S2, S3): public, the same for everyone.
  {
    name: 'GET /api/auth/options',
    sharesScene: true,
    request: () => ({ method: 'GET', path: '/api/auth/options' }),
    expected: { ...userCall, anonymous: 200 },
  },
  // The callback's one-time code is the credential; a session is none. (This server has no
  // provider, so every call to the provider's routes is a 404; oidc.test.ts has one.)
  {
    name: 'POST /api/auth/oidc/finish',
    sharesScene: true,
    request: () => ({ method: 'POST', path: '/api/auth/oidc/finish', body: { code: 'unknown' } }),
    expected: {
      anonymous: 404,
      stranger: 404,
      pending: 404,
      accepted: 404,
      revoked: 404,
      owner: 404,
    },
  },
  // The link's token is the credential: anyone holding it, signed in or not, as anyone.
  {
    name: 'GET /api/unsubscribe/:token',
    sharesScene: true,
    request: (s) => ({ method: 'GET', path: `/api/unsubscribe/${s.unsubscribeToken}` }),
    expected: { ...userCall, anonymous: 200 },
  },
  {
    name: 'POST /api/unsubscribe/:token',
    sharesScene: true,
    request: (s) => ({ method: 'POST', path: `/api/unsubscribe/${s.unsubscribeToken}` }),
    expected: { ...userCall, anonymous: 200 },
  },
];
