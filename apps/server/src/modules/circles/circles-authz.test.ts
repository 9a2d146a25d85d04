import type { AuthResult, Circle } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/**
 * Who calls: nobody, someone outside the circle, a member, the manager of the circle's managed
 * child (C4), the co-owner of the admin's list (C5), the circle's admin, the admin's read token.
 */
const ROLES = [
  'anonymous',
  'outsider',
  'member',
  'manager',
  'coOwner',
  'admin',
  'readToken',
] as const;
type Role = (typeof ROLES)[number];
type Person = Exclude<Role, 'anonymous' | 'readToken'>;

/**
 * A circle with an admin and three members. The admin's list, in surprise mode, is shared into
 * it with one member as its co-owner; a managed child, kept by another member (the admin added
 * the child, then handed them over), has a list shared into it too.
 */
interface Scene extends Record<Person, AuthResult> {
  circle: Circle;
  readToken: string;
  listId: string;
  itemId: string;
  childId: string;
  childListId: string;
  childItemId: string;
  /** A draw (D1) of the four people with accounts, run. */
  drawId: string;
}

interface CircleCall {
  name: string;
  request: (scene: Scene) => { method: string; path: string; body?: unknown };
  expected: Record<Role, number>;
}

/** Whoever is in the circle; and its admin only (a read token never writes). */
const member = {
  anonymous: 401,
  outsider: 404,
  member: 200,
  manager: 200,
  coOwner: 200,
  admin: 200,
  readToken: 200,
};
const adminWrite = { ...member, member: 403, manager: 403, coOwner: 403, readToken: 403 };
/** The child's managers only; whoever else is in the circle sees (403), outsiders do not (404). */
const managerWrite = { ...adminWrite, manager: 200, admin: 403 };
/** Givers' notes written (A2): by whoever gives, never with a read token. */
const notesWrite = {
  ...member,
  member: 201,
  manager: 201,
  coOwner: 201,
  admin: 201,
  readToken: 403,
};

/**
 * Every circle route (C1-C4) and draw route (D1-D3), the share into circles, co-owners' and managers' rights on lists
 * (C4, C5), surprise mode's claim rule for owner and co-owner (G1) and the givers' notes (A2),
 * with what each role gets.
 */
const CALLS: CircleCall[] = [
  {
    name: 'GET /api/circles/:id',
    request: (s) => ({ method: 'GET', path: `/api/circles/${s.circle._id}` }),
    expected: member,
  },
  {
    name: 'GET /api/circles/:id/lists',
    request: (s) => ({ method: 'GET', path: `/api/circles/${s.circle._id}/lists` }),
    expected: member,
  },
  {
    name: 'PUT /api/circles/:id',
    request: (s) => ({
      method: 'PUT',
      path: `/api/circles/${s.circle._id}`,
      body: { name: 'New' },
    }),
    expected: adminWrite,
  },
  {
    name: 'POST /api/circles/:id/invite',
    request: (s) => ({
      method: 'POST',
      path: `/api/circles/${s.circle._id}/invite`,
      body: { emails: ['someone.new@example.com'] },
    }),
    expected: adminWrite,
  },
  {
    name: "DELETE /api/circles/:id/members/:userId (the member's)",
    request: (s) => ({
      method: 'DELETE',
      path: `/api/circles/${s.circle._id}/members/${s.member.user.id}`,
    }),
    // A member may leave (their own id); an admin may remove them; other members may not.
    expected: { ...adminWrite, member: 200 },
  },
  {
    name: 'DELETE /api/circles/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/circles/${s.circle._id}` }),
    expected: adminWrite,
  },
  {
    name: 'GET /api/circles',
    request: () => ({ method: 'GET', path: '/api/circles' }),
    expected: { ...member, outsider: 200 },
  },
  {
    name: 'POST /api/circles',
    request: () => ({ method: 'POST', path: '/api/circles', body: { name: 'Mine' } }),
    expected: {
      anonymous: 401,
      outsider: 201,
      member: 201,
      manager: 201,
      coOwner: 201,
      admin: 201,
      readToken: 403,
    },
  },
  {
    name: 'GET /api/lists/:id (shared into the circle)',
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.listId}` }),
    expected: member,
  },
  {
    name: 'PUT /api/lists/:id {circleIds} (the admin owns the list)',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}`,
      body: { circleIds: [s.circle._id] },
    }),
    // Its owner and co-owner (into their own circles); a member sees it (403), an outsider
    // does not (404).
    expected: { ...adminWrite, coOwner: 200 },
  },
  {
    name: 'PUT /api/lists/:id {coOwnerIds} (the admin owns the list)',
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}`,
      body: { coOwnerIds: [s.coOwner.user.id] },
    }),
    // The owner only: a co-owner edits but names nobody.
    expected: adminWrite,
  },
  {
    name: 'PUT /api/lists/:id {name} (the admin owns the list)',
    request: (s) => ({ method: 'PUT', path: `/api/lists/${s.listId}`, body: { name: 'Ours' } }),
    expected: { ...adminWrite, coOwner: 200 },
  },
  {
    name: 'DELETE /api/lists/:id (the admin owns the list)',
    request: (s) => ({ method: 'DELETE', path: `/api/lists/${s.listId}` }),
    expected: adminWrite,
  },
  {
    name: "PUT …/mark-bought on the admin's list in surprise mode",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.listId}/items/${s.itemId}/mark-bought`,
    }),
    // G1: owner and co-owner are kept from claiming (403 `surprise`); a manager of someone
    // else's child is a giver here.
    expected: { ...member, coOwner: 403, admin: 403, readToken: 403 },
  },
  {
    name: "GET …/notes on the admin's list",
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.listId}/items/${s.itemId}/notes` }),
    // A2: the givers only; to the owner and co-owner the notes do not exist (the list's 404).
    expected: { ...member, coOwner: 404, admin: 404, readToken: 404 },
  },
  {
    name: "POST …/notes on the admin's list",
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.listId}/items/${s.itemId}/notes`,
      body: { text: 'I have it' },
    }),
    expected: { ...notesWrite, coOwner: 404, admin: 404 },
  },
  {
    name: 'POST /api/circles/:id/managed',
    request: (s) => ({
      method: 'POST',
      path: `/api/circles/${s.circle._id}/managed`,
      body: { name: 'Baby' },
    }),
    expected: { ...adminWrite, admin: 201 },
  },
  {
    name: 'GET /api/managed',
    request: () => ({ method: 'GET', path: '/api/managed' }),
    expected: { ...member, outsider: 200 },
  },
  {
    name: "PUT /api/managed/:memberId {name} (the child's)",
    request: (s) => ({ method: 'PUT', path: `/api/managed/${s.childId}`, body: { name: 'Kit' } }),
    // Their managers, and the admins of their circles (so a child is never stranded).
    expected: { ...managerWrite, admin: 200 },
  },
  {
    name: "DELETE /api/managed/:memberId (the child's)",
    request: (s) => ({ method: 'DELETE', path: `/api/managed/${s.childId}` }),
    expected: managerWrite,
  },
  {
    name: 'POST /api/lists {ownerId} (for the child)',
    request: (s) => ({
      method: 'POST',
      path: '/api/lists',
      body: { name: 'For Kit', isPublic: false, ownerId: s.childId },
    }),
    // Only a manager makes a list for the child; to anyone else it is 403 `NOT_MANAGER`.
    expected: {
      anonymous: 401,
      outsider: 403,
      member: 403,
      manager: 201,
      coOwner: 403,
      admin: 403,
      readToken: 403,
    },
  },
  {
    name: "GET /api/lists/:id (the child's)",
    request: (s) => ({ method: 'GET', path: `/api/lists/${s.childListId}` }),
    expected: member,
  },
  {
    name: "PUT /api/lists/:id {name} (the child's)",
    request: (s) => ({ method: 'PUT', path: `/api/lists/${s.childListId}`, body: { name: 'K' } }),
    expected: managerWrite,
  },
  {
    name: "DELETE /api/lists/:id (the child's)",
    request: (s) => ({ method: 'DELETE', path: `/api/lists/${s.childListId}` }),
    expected: managerWrite,
  },
  {
    name: "PUT …/mark-bought on the child's list in surprise mode",
    request: (s) => ({
      method: 'PUT',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/mark-bought`,
    }),
    // The surprise is the child's: everyone in the circle claims, their manager too.
    expected: { ...member, readToken: 403 },
  },
  {
    name: "GET …/notes on the child's list",
    request: (s) => ({
      method: 'GET',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/notes`,
    }),
    // The child's manager is a giver like the rest of the circle.
    expected: member,
  },
  {
    name: "POST …/notes on the child's list",
    request: (s) => ({
      method: 'POST',
      path: `/api/lists/${s.childListId}/items/${s.childItemId}/notes`,
      body: { text: 'Kite ordered' },
    }),
    expected: notesWrite,
  },
  {
    name: 'GET /api/circles/:id/draws',
    request: (s) => ({ method: 'GET', path: `/api/circles/${s.circle._id}/draws` }),
    expected: member,
  },
  {
    name: 'GET /api/draws/:drawId',
    request: (s) => ({ method: 'GET', path: `/api/draws/${s.drawId}` }),
    expected: member,
  },
  {
    name: 'POST /api/draws/:drawId/run',
    request: (s) => ({ method: 'POST', path: `/api/draws/${s.drawId}/run` }),
    expected: adminWrite,
  },
  {
    name: 'POST /api/draws/:drawId/messages',
    request: (s) => ({
      method: 'POST',
      path: `/api/draws/${s.drawId}/messages`,
      body: { to: 'recipient', text: 'Which colour?' },
    }),
    expected: {
      anonymous: 401,
      outsider: 404,
      member: 201,
      manager: 201,
      coOwner: 201,
      admin: 201,
      readToken: 403,
    },
  },
  {
    name: 'DELETE /api/draws/:drawId',
    request: (s) => ({ method: 'DELETE', path: `/api/draws/${s.drawId}` }),
    expected: adminWrite,
  },
];

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
    const withItem = await server.putItems(admin!.token, list._id, [{ name: 'Scarf' }]);
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
