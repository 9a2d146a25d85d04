import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens.js';
import { CALLS, type Call, ROLES, type Role } from './test/authz-calls.js';
import {
  readTokenExpects,
  TOKEN_CALLS,
  type TokenCall,
  type TokenScene,
} from './test/authz-token-calls.js';
import { dialectName } from './test/databases.js';
import { TestServer } from './test/harness.js';
import { SseReader } from './test/sse.js';

/** Calls whose scenes are built at the same time. */
const CALLS_AT_ONCE = 4;
/** Every call of the matrix: the lists', invitations' and account's, and the API tokens' (P2). */
const ALL_CALLS: Array<Call | TokenCall> = [...CALLS, ...TOKEN_CALLS];

describe(`authorization matrix: every call × every role (${dialectName})`, () => {
  let server: TestServer;
  /** One set of invitees for each scene built at the same time (their mail tells them apart). */
  type Invitees = Record<Exclude<Role, 'anonymous' | 'owner'> | 'buyer', AuthResult>;
  let invitees: Invitees[];
  /** Each call's scenes, one per role, built before the calls are made. */
  const scenes = new Map<Call | TokenCall, TokenScene[]>();
  /** The one scene of the calls that share theirs. */
  let shared: TokenScene;

  beforeAll(async () => {
    server = await TestServer.start();
    // One set per scene built at once, and one for the shared scene (the last).
    invitees = await Promise.all(
      Array.from({ length: CALLS_AT_ONCE * ROLES.length + 1 }, async (_, n) => {
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
    shared = await scene(invitees.at(-1)!);
    // A fresh scene per call and role, so a change made by one cannot decide another's answer;
    // built CALLS_AT_ONCE calls at a time (most of a scene is waiting for its e-mails).
    const fresh = ALL_CALLS.filter((call) => !call.sharesScene);
    for (let first = 0; first < fresh.length; first += CALLS_AT_ONCE) {
      const batch = fresh.slice(first, first + CALLS_AT_ONCE);
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

  async function scene(users: Invitees, surprise = false): Promise<TokenScene> {
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
    const ownerToken = await server.request<{ id: string; token: string }>(
      'POST',
      '/api/auth/tokens',
      { token: owner.token, body: { name: 'Read only', scope: 'read' } },
    );
    return {
      ownerToken: ownerToken.body,
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

  for (const call of ALL_CALLS) {
    it(`${call.name}: ${ROLES.map((role) => `${role} ${call.expected[role]}`).join(', ')}`, async () => {
      const got: Record<string, number> = {};
      for (const [n, role] of ROLES.entries()) {
        const s = call.sharesScene ? shared : scenes.get(call)![n]!;
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

  // P2: the owner's `read` API token reads as the owner and writes nowhere. Its writes are
  // refused before they run, so every call is made on the shared scene.
  it("the owner's read-only API token: the owner's answer to every read, 403 to every write", async () => {
    const got: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const call of ALL_CALLS) {
      const { method, path, body } = call.request(shared);
      const token = shared.ownerToken.token;
      const res = call.stream
        ? await SseReader.open(server.baseUrl, path, token)
        : await server.request(method, path, { token, body });
      if (res instanceof SseReader) res.close();
      got[call.name] = res.status;
      expected[call.name] = readTokenExpects(call);
    }
    expect(got).toEqual(expected);
  });
});
