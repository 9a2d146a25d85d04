import type { AuthResult, Circle } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../test/circles-authz-calls.js';
import { ROLES, type Role, type Scene } from '../../test/circles-authz-roles.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

describe(`authorization matrix: every circle call × every role (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  async function scene(n: number): Promise<Scene> {
    const [admin, memberUser, manager, coOwner, outsider] = await Promise.all(
      ['admin', 'member', 'manager', 'coOwner', 'outsider'].map((role) =>
        server.user({ name: `The ${role}`, email: `${role}.${n}@example.com`, verified: true }),
      ),
    );
    const as =
      (who: AuthResult) =>
      <T>(method: string, path: string, body?: unknown) =>
        server.request<T>(method, path, { token: who.token, body });
    const byAdmin = as(admin!);
    const circle = (await byAdmin<Circle>('POST', '/api/circles', { name: 'Family' })).body;
    const since = server.smtp.messages.length;
    const joining = [memberUser!, manager!, coOwner!];
    await byAdmin('POST', `/api/circles/${circle._id}/invite`, {
      emails: joining.map((who) => who.user.email),
    });
    for (const who of joining) {
      const link = await server.linkToken(who.user.email, 'circles/join', since);
      const joined = await as(who)('POST', `/api/circles/join/${encodeURIComponent(link)}`);
      expect(joined.status).toBe(200);
    }
    const list = await server.list(admin!.token, {
      name: 'Shared',
      surprise: true,
      eventDate: '2999-12-24',
    });
    const withItem = await server.putItems(admin!.token, list._id, [
      { name: 'Scarf' },
      { name: 'Bike', price: 100, groupGift: true },
      { name: 'Gloves' },
    ]);
    const received = await byAdmin(
      'PUT',
      `/api/lists/${list._id}/items/${withItem.items[2]!._id}/received`,
      { received: true },
    );
    expect(received.status).toBe(200);
    await byAdmin('PUT', `/api/lists/${list._id}`, {
      circleIds: [circle._id],
      coOwnerIds: [coOwner!.user.id],
    });
    const added = await byAdmin<Circle>('POST', `/api/circles/${circle._id}/managed`, {
      name: 'Kid',
    });
    const childId = added.body.members.find((m) => m.managed)!._id;
    const childList = await server.list(admin!.token, { ownerId: childId, name: 'Kid’s' });
    const childItems = await server.putItems(admin!.token, childList._id, [{ name: 'Kite' }]);
    await byAdmin('PUT', `/api/lists/${childList._id}`, { circleIds: [circle._id] });
    // The child's list is set up in surprise mode: hidden from the child, never their manager.
    await byAdmin('PUT', `/api/lists/${childList._id}`, {
      surprise: true,
      eventDate: '2999-06-01',
    });
    const handed = await byAdmin('PUT', `/api/managed/${childId}`, {
      managerIds: [manager!.user.id],
    });
    expect(handed.status).toBe(200);
    const drawn = await byAdmin<{ _id: string }>('POST', `/api/circles/${circle._id}/draws`, {
      name: 'Christmas',
      participantIds: [admin!, memberUser!, manager!, coOwner!].map((who) => who.user.id),
    });
    expect((await byAdmin('POST', `/api/draws/${drawn.body._id}/run`)).status).toBe(200);
    const token = await byAdmin<{ token: string }>('POST', '/api/auth/tokens', {
      name: 'Script',
      scope: 'read',
    });
    return {
      circle,
      admin: admin!,
      member: memberUser!,
      manager: manager!,
      coOwner: coOwner!,
      outsider: outsider!,
      readToken: token.body.token,
      listId: list._id,
      itemId: withItem.items[0]!._id,
      childId,
      childListId: childList._id,
      childItemId: childItems.items[0]!._id,
      drawId: drawn.body._id,
      giftItemId: withItem.items[1]!._id,
      receivedItemId: withItem.items[2]!._id,
    };
  }

  const tokenOf = (s: Scene, role: Role) =>
    role === 'anonymous' ? undefined : role === 'readToken' ? s.readToken : s[role].token;
  const changes = (method: string) => method !== 'GET';
  let shared: Scene | undefined;

  let count = 0;
  for (const call of CALLS)
    it(`${call.name}: ${ROLES.map((role) => `${role} ${call.expected[role]}`).join(', ')}`, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        // A fresh scene per role for a change: one made by a role cannot decide another's
        // answer. Reads share one.
        shared ??= await scene(count++);
        const s = changes(call.request(shared).method) ? await scene(count++) : shared;
        const { method, path, body } = call.request(s);
        const res = await server.request(method, path, { token: tokenOf(s, role), body });
        got[role] = res.status;
      }
      expect(got).toEqual(call.expected);
    }, 60_000);
});
