import type { AuthResult, Circle } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** Who calls: nobody, someone outside the circle, a member, an admin, the admin's read token. */
const ROLES = ['anonymous', 'outsider', 'member', 'admin', 'readToken'] as const;
type Role = (typeof ROLES)[number];

/** A circle with an admin and a member, a list of the admin's shared into it, an invitation. */
interface Scene {
  circle: Circle;
  admin: AuthResult;
  member: AuthResult;
  outsider: AuthResult;
  readToken: string;
  listId: string;
}

interface CircleCall {
  name: string;
  request: (scene: Scene) => { method: string; path: string; body?: unknown };
  expected: Record<Role, number>;
}

const member = { anonymous: 401, outsider: 404, member: 200, admin: 200, readToken: 200 };
const adminWrite = { anonymous: 401, outsider: 404, member: 403, admin: 200, readToken: 403 };

/** Every circle route (C1-C3) and the share into circles, each with what each role gets. */
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
    // A member may leave (their own id); an admin may remove them.
    expected: { anonymous: 401, outsider: 404, member: 200, admin: 200, readToken: 403 },
  },
  {
    name: 'DELETE /api/circles/:id',
    request: (s) => ({ method: 'DELETE', path: `/api/circles/${s.circle._id}` }),
    expected: adminWrite,
  },
  {
    name: 'GET /api/circles',
    request: () => ({ method: 'GET', path: '/api/circles' }),
    expected: { anonymous: 401, outsider: 200, member: 200, admin: 200, readToken: 200 },
  },
  {
    name: 'POST /api/circles',
    request: () => ({ method: 'POST', path: '/api/circles', body: { name: 'Mine' } }),
    expected: { anonymous: 401, outsider: 201, member: 201, admin: 201, readToken: 403 },
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
    // The list's owner only; a member sees it (403), an outsider does not (404).
    expected: { anonymous: 401, outsider: 404, member: 403, admin: 200, readToken: 403 },
  },
];

describe(`authorization matrix: every circle call × every role (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  async function scene(n: number): Promise<Scene> {
    const [admin, memberUser, outsider] = await Promise.all(
      ['admin', 'member', 'outsider'].map((role) =>
        server.user({ name: `The ${role}`, email: `${role}.${n}@example.com`, verified: true }),
      ),
    );
    const created = await server.request<Circle>('POST', '/api/circles', {
      token: admin!.token,
      body: { name: 'Family' },
    });
    const circle = created.body;
    const since = server.smtp.messages.length;
    await server.request('POST', `/api/circles/${circle._id}/invite`, {
      token: admin!.token,
      body: { emails: [memberUser!.user.email] },
    });
    const link = await server.linkToken(memberUser!.user.email, 'circles/join', since);
    const joined = await server.request('POST', `/api/circles/join/${encodeURIComponent(link)}`, {
      token: memberUser!.token,
    });
    expect(joined.status).toBe(200);
    const list = await server.list(admin!.token, { name: 'Shared' });
    await server.request('PUT', `/api/lists/${list._id}`, {
      token: admin!.token,
      body: { circleIds: [circle._id] },
    });
    const token = await server.request<{ token: string }>('POST', '/api/auth/tokens', {
      token: admin!.token,
      body: { name: 'Script', scope: 'read' },
    });
    return {
      circle,
      admin: admin!,
      member: memberUser!,
      outsider: outsider!,
      readToken: token.body.token,
      listId: list._id,
    };
  }

  const tokenOf = (s: Scene, role: Role) =>
    role === 'anonymous' ? undefined : role === 'readToken' ? s.readToken : s[role].token;

  let count = 0;
  for (const call of CALLS)
    it(`${call.name}: ${ROLES.map((role) => `${role} ${call.expected[role]}`).join(', ')}`, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        // A fresh scene per role: a change made by one cannot decide another's answer.
        const s = await scene(count++);
        const { method, path, body } = call.request(s);
        const res = await server.request(method, path, { token: tokenOf(s, role), body });
        got[role] = res.status;
      }
      expect(got).toEqual(call.expected);
    }, 60_000);
});
