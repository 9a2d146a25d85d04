import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens.js';
import { CALLS, type Call, ROLES, type Role, type Scene } from './test/authz-calls.js';
import { dialectName } from './test/databases.js';
import { TestServer } from './test/harness.js';
import { SseReader } from './test/sse.js';

/** Calls whose scenes are built at the same time. */
const CALLS_AT_ONCE = 4;

describe(`authorization matrix: every call × every role (${dialectName})`, () => {
  let server: TestServer;
  /** One set of invitees for each scene built at the same time (their mail tells them apart). */
  type Invitees = Record<Exclude<Role, 'anonymous' | 'owner'> | 'buyer', AuthResult>;
  let invitees: Invitees[];
  /** Each call's scenes, one per role, built before the calls are made. */
  const scenes = new Map<Call, Scene[]>();
  /** The one scene of the calls that share theirs. */
  let shared: Scene;

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
    const fresh = CALLS.filter((call) => !call.sharesScene);
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
});
