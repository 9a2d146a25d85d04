import type { AuthResult, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens.js';
import { dialectName } from './test/databases.js';
import { TestServer } from './test/harness.js';
import { SseReader } from './test/sse.js';

type Role = 'anonymous' | 'stranger' | 'pending' | 'accepted' | 'revoked' | 'owner';
const ROLES: Role[] = ['anonymous', 'stranger', 'pending', 'accepted', 'revoked', 'owner'];

/** A private list with one item bought by a second accepted invitee, and one invitee per role. */
interface Scene {
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

/** Calls whose scenes are built at the same time. */
const CALLS_AT_ONCE = 4;

interface Call {
  name: string;
  request: (scene: Scene) => { method: string; path: string; body?: unknown };
  expected: Record<Role, number>;
  /** The scene's list is in surprise mode (G1), with no event date. */
  surprise?: boolean;
  /** An event stream (N1): its status is read, then the stream closed. */
  stream?: boolean;
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
const userCall = {
  anonymous: 401,
  stranger: 200,
  pending: 200,
  accepted: 200,
  revoked: 200,
  owner: 200,
};

const CALLS: Call[] = [
  {
    name: 'GET /api/lists',
    request: () => ({ method: 'GET', path: '/api/lists' }),
    expected: userCall,
  },
  {
    name: 'GET /api/lists/shared-lists',
    request: () => ({ method: 'GET', path: '/api/lists/shared-lists' }),
    expected: userCall,
  },
  {
    name: 'GET /api/lists/invitations/pending',
    request: () => ({ method: 'GET', path: '/api/lists/invitations/pending' }),
    expected: userCall,
  },
  {
    name: 'GET /api/lists/invitations/stats',
    request: () => ({ method: 'GET', path: '/api/lists/invitations/stats' }),
    expected: userCall,
  },
  {
    name: 'PUT /api/auth/profile',
    request: () => ({ method: 'PUT', path: '/api/auth/profile', body: { name: 'Same Name' } }),
    expected: userCall,
  },
  {
    name: 'POST /api/lists',
    request: () => ({ method: 'POST', path: '/api/lists', body: { name: 'New' } }),
    expected: { ...userCall, stranger: 201, pending: 201, accepted: 201, revoked: 201, owner: 201 },
  },
  {
    name: 'GET /api/lists/:id',
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}` }),
    expected: listCall({ accepted: 200 }),
  },
  {
    name: 'GET /api/lists/:id/events',
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}/events` }),
    expected: listCall({ accepted: 200 }),
    stream: true,
  },
  {
    name: 'GET /api/me/events',
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
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.list._id}/export?format=csv` }),
    expected: listCall({}),
  },
  {
    name: 'POST /api/lists/import',
    request: () => ({
      method: 'POST',
      path: '/api/lists/import',
      body: { name: 'Imported', items: [{ name: 'Kite' }] },
    }),
    expected: { ...userCall, stranger: 201, pending: 201, accepted: 201, revoked: 201, owner: 201 },
  },
  {
    name: 'GET /api/lists/:id/invitations',
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
    request: () => ({ method: 'GET', path: '/api/me/claims' }),
    expected: userCall,
  },
  {
    name: 'GET /api/auth/preferences',
    request: () => ({ method: 'GET', path: '/api/auth/preferences' }),
    expected: userCall,
  },
  {
    name: 'PUT /api/auth/preferences',
    request: () => ({
      method: 'PUT',
      path: '/api/auth/preferences',
      body: { notify: { reminders: true } },
    }),
    expected: userCall,
  },
  // The link's token is the credential: anyone holding it, signed in or not, as anyone.
  {
    name: 'GET /api/unsubscribe/:token',
    request: (s) => ({ method: 'GET', path: `/api/unsubscribe/${s.unsubscribeToken}` }),
    expected: { ...userCall, anonymous: 200 },
  },
  {
    name: 'POST /api/unsubscribe/:token',
    request: (s) => ({ method: 'POST', path: `/api/unsubscribe/${s.unsubscribeToken}` }),
    expected: { ...userCall, anonymous: 200 },
  },
];

describe(`authorization matrix: every call × every role (${dialectName})`, () => {
  let server: TestServer;
  /** One set of invitees for each scene built at the same time (their mail tells them apart). */
  type Invitees = Record<Exclude<Role, 'anonymous' | 'owner'> | 'buyer', AuthResult>;
  let invitees: Invitees[];
  /** Each call's scenes, one per role, built before the calls are made. */
  const scenes = new Map<Call, Scene[]>();

  beforeAll(async () => {
    server = await TestServer.start();
    invitees = await Promise.all(
      Array.from({ length: CALLS_AT_ONCE * ROLES.length }, async (_, n) => {
        const [stranger, pending, accepted, revoked, buyer] = await Promise.all(
          ['stranger', 'pending', 'accepted', 'revoked', 'buyer'].map((name) =>
            server.user({ name: `The ${name} ${n}` }),
          ),
        );
        return {
          stranger: stranger!,
          pending: pending!,
          accepted: accepted!,
          revoked: revoked!,
          buyer: buyer!,
        };
      }),
    );
    // A fresh scene per call and role, so a change made by one cannot decide another's answer;
    // built CALLS_AT_ONCE calls at a time (most of a scene is waiting for its e-mails).
    for (let first = 0; first < CALLS.length; first += CALLS_AT_ONCE) {
      const batch = CALLS.slice(first, first + CALLS_AT_ONCE);
      await Promise.all(
        batch.map(async (call, c) => {
          const built = await Promise.all(
            ROLES.map((_, n) => scene(invitees[c * ROLES.length + n]!, call.surprise)),
          );
          scenes.set(call, built);
        }),
      );
    }
  }, 180_000);
  afterAll(() => server.stop());

  async function scene(users: Invitees, surprise = false): Promise<Scene> {
    const owner = await server.user({ name: 'The owner' });
    const list = await server.list(owner.token, { name: 'Private list', surprise });
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Open item' },
      { name: 'Bought item' },
    ]);
    const accepted = await server.share(owner.token, list._id, users.accepted);
    const revoked = await server.share(owner.token, list._id, users.revoked);
    const since = server.smtp.messages.length;
    const pending = await server.share(owner.token, list._id, users.pending, false);
    // From the e-mail: an unproven mailbox is shown no pending invitations.
    const pendingToken = await server.linkToken(users.pending.user.email, 'invitations', since);
    await server.share(owner.token, list._id, users.buyer);
    const bought = await server.request(
      'PUT',
      `/api/lists/${list._id}/items/${items[1]!._id}/mark-bought`,
      { token: users.buyer.token },
    );
    expect(bought.status).toBe(200);
    await server.request('DELETE', `/api/lists/${list._id}/invitations/${revoked}`, {
      token: owner.token,
    });
    return {
      owner,
      users,
      list,
      itemId: items[0]!._id,
      boughtItemId: items[1]!._id,
      invitationIds: { pending, accepted, revoked },
      pendingToken,
      buyerId: users.buyer.user.id,
      unsubscribeToken: new UnsubscribeTokens(server.services.config.jwtSecret!).tokenFor(
        users.accepted.user.id,
        'digest',
      ),
    };
  }

  for (const call of CALLS) {
    it(`${call.name}: ${ROLES.map((role) => `${role} ${call.expected[role]}`).join(', ')}`, async () => {
      const got: Record<string, number> = {};
      const built = scenes.get(call)!;
      for (const [n, role] of ROLES.entries()) {
        const s = built[n]!;
        const { method, path, body } = call.request(s);
        const token =
          role === 'anonymous' ? undefined : role === 'owner' ? s.owner.token : s.users[role].token;
        const res = call.stream
          ? await SseReader.open(server.baseUrl, path, token)
          : await server.request(method, path, { token, body });
        if (res instanceof SseReader) res.close();
        got[role] = res.status;
        if (res.status >= 400)
          expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
      expect(got).toEqual(call.expected);
    });
  }
});
