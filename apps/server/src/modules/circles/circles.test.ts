import type { AuthResult, Circle, CircleList, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** C1-C3: circles, joining them, and the lists shared into them. */
describe(`circles (${dialectName})`, () => {
  let server: TestServer;
  let ann: AuthResult;
  let ben: AuthResult;
  let outsider: AuthResult;

  beforeAll(async () => {
    server = await TestServer.start();
    ann = await server.user({ name: 'Ann Admin', email: 'ann@example.com', verified: true });
    ben = await server.user({ name: 'Ben Member', email: 'ben@example.com', verified: true });
    outsider = await server.user({ name: 'Oscar Out', email: 'oscar@example.com' });
  });
  afterAll(() => server.stop());

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, { token, body });

  async function circleOf(admin: AuthResult, name: string): Promise<Circle> {
    const res = await call<Circle>('POST', '/api/circles', admin.token, { name });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** Invites `email` to the circle and answers the token of the link mailed to it. */
  async function invite(admin: AuthResult, circle: Circle, email: string): Promise<string> {
    const since = server.smtp.messages.length;
    const res = await call<{ message: string; invited: string[] }>(
      'POST',
      `/api/circles/${circle._id}/invite`,
      admin.token,
      { emails: [email] },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invitations sent to 1 email(s)!');
    return server.linkToken(email, 'circles/join', since);
  }

  async function joined(admin: AuthResult, member: AuthResult, name: string): Promise<Circle> {
    const circle = await circleOf(admin, name);
    const token = await invite(admin, circle, member.user.email);
    const res = await call('POST', `/api/circles/join/${encodeURIComponent(token)}`, member.token);
    expect(res.status).toBe(200);
    return circle;
  }

  it('makes its creator its admin, shows it to members only, and lets admins alone rename it', async () => {
    const circle = await joined(ann, ben, 'The Smiths');
    expect(circle.members).toEqual([
      { _id: ann.user.id, name: 'Ann Admin', role: 'admin', managed: false },
    ]);
    const seen = await call<Circle>('GET', `/api/circles/${circle._id}`, ben.token);
    expect(seen.status).toBe(200);
    expect(seen.body.members.map((m) => [m.name, m.role])).toEqual([
      ['Ann Admin', 'admin'],
      ['Ben Member', 'member'],
    ]);
    expect((await call('GET', `/api/circles/${circle._id}`, outsider.token)).status).toBe(404);
    expect(
      (await call<Circle[]>('GET', '/api/circles', ben.token)).body.map((c) => c._id),
    ).toContain(circle._id);
    expect((await call<Circle[]>('GET', '/api/circles', outsider.token)).body).toEqual([]);

    const byMember = await call('PUT', `/api/circles/${circle._id}`, ben.token, { name: 'Mine' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('NOT_CIRCLE_ADMIN');
    const renamed = await call<Circle>('PUT', `/api/circles/${circle._id}`, ann.token, {
      name: 'The Smith family',
    });
    expect(renamed.body.name).toBe('The Smith family');
    const empty = await call('PUT', `/api/circles/${circle._id}`, ann.token, { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required');
  });

  it('shows the link without signing in, and joins a new person by name as E3 does', async () => {
    const circle = await circleOf(ann, 'Cousins');
    const token = await invite(ann, circle, 'nina@example.com');
    const preview = await call('GET', `/api/circles/join/${encodeURIComponent(token)}`);
    expect(preview.body).toEqual({
      circle: { _id: circle._id, name: 'Cousins' },
      invitedBy: { name: 'Ann Admin' },
      inviteeEmail: 'nina@example.com',
      hasAccount: false,
    });
    const nameless = await call(
      'POST',
      `/api/circles/join/${encodeURIComponent(token)}`,
      undefined,
      {},
    );
    expect(nameless.status).toBe(400);
    const res = await call<AuthResult>(
      'POST',
      `/api/circles/join/${encodeURIComponent(token)}`,
      undefined,
      {
        name: 'Nina',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('nina@example.com');
    const mine = await call<Circle[]>('GET', '/api/circles', res.body.token);
    expect(mine.body.map((c) => c.name)).toEqual(['Cousins']);
    // The link is used up.
    expect((await call('GET', `/api/circles/join/${encodeURIComponent(token)}`)).status).toBe(404);
  });

  it('lets only the invited account use the link', async () => {
    const circle = await circleOf(ann, 'Neighbours');
    const token = await invite(ann, circle, ben.user.email);
    const res = await call(
      'POST',
      `/api/circles/join/${encodeURIComponent(token)}`,
      outsider.token,
    );
    expect(res.status).toBe(404);
    expect((await call('GET', `/api/circles/${circle._id}`, outsider.token)).status).toBe(404);
  });

  it('shares a list into a circle: members see it, claim, and find it among Friends Lists', async () => {
    const circle = await joined(ann, ben, 'Gift circle');
    const list = await server.list(ann.token, { name: 'Ann turns 40' });
    await server.putItems(ann.token, list._id, [{ name: 'Teapot' }]);
    expect((await call('GET', `/api/lists/${list._id}`, ben.token)).status).toBe(404);

    const notMine = await circleOf(outsider, 'Elsewhere');
    const refused = await call('PUT', `/api/lists/${list._id}`, ann.token, {
      circleIds: [notMine._id],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_CIRCLE_MEMBER');

    const shared = await call<WishList>('PUT', `/api/lists/${list._id}`, ann.token, {
      circleIds: [circle._id],
    });
    expect(shared.status).toBe(200);
    // Its owner sees where it is shared; a giver sees nothing of it.
    expect(shared.body.circles).toEqual([{ _id: circle._id, name: 'Gift circle' }]);
    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, ben.token);
    expect(seen.status).toBe(200);
    expect(seen.body.circles).toEqual([]);
    const itemId = seen.body.items[0]!._id;
    const claim = await call<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${itemId}/mark-bought`,
      ben.token,
    );
    expect(claim.status).toBe(200);
    expect(claim.body.boughtBy?._id).toBe(ben.user.id);
    const lists = await call<CircleList[]>('GET', `/api/circles/${circle._id}/lists`, ben.token);
    expect(lists.body.map((l) => [l.name, l.owner.name])).toEqual([['Ann turns 40', 'Ann Admin']]);
    expect((await call('GET', `/api/circles/${circle._id}/lists`, outsider.token)).status).toBe(
      404,
    );
    const friends = await call<WishList[]>('GET', '/api/lists/shared-lists', ben.token);
    expect(friends.body.map((l) => l._id)).toContain(list._id);
    expect((await call('GET', `/api/lists/${list._id}`, outsider.token)).status).toBe(404);

    // Leaving ends access as a revoked invitation does; the claim stays.
    const left = await call(
      'DELETE',
      `/api/circles/${circle._id}/members/${ben.user.id}`,
      ben.token,
    );
    expect(left.status).toBe(200);
    expect((await call('GET', `/api/lists/${list._id}`, ben.token)).status).toBe(404);
    const gifts = await call<Array<{ list: { _id: string; visible: boolean } }>>(
      'GET',
      '/api/me/claims?include=lost',
      ben.token,
    );
    expect(gifts.body.find((g) => g.list._id === list._id)?.list.visible).toBe(false);
  });

  it('keeps its last admin, lets an admin remove a member, and unshares lists when deleted', async () => {
    const circle = await joined(ann, ben, 'Last admin');
    const last = await call(
      'DELETE',
      `/api/circles/${circle._id}/members/${ann.user.id}`,
      ann.token,
    );
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_ADMIN');
    const byMember = await call(
      'DELETE',
      `/api/circles/${circle._id}/members/${ann.user.id}`,
      ben.token,
    );
    expect(byMember.status).toBe(403);

    const list = await server.list(ann.token, { name: 'Kept' });
    await call('PUT', `/api/lists/${list._id}`, ann.token, { circleIds: [circle._id] });
    expect((await call('GET', `/api/lists/${list._id}`, ben.token)).status).toBe(200);
    expect((await call('DELETE', `/api/circles/${circle._id}`, ben.token)).status).toBe(403);
    expect((await call('DELETE', `/api/circles/${circle._id}`, ann.token)).status).toBe(200);
    expect((await call('GET', `/api/lists/${list._id}`, ben.token)).status).toBe(404);
    expect((await call('GET', `/api/lists/${list._id}`, ann.token)).status).toBe(200);
    expect((await call('GET', `/api/circles/${circle._id}`, ann.token)).status).toBe(404);

    // A member who leaves takes their own lists out of the circle.
    const family = await joined(ann, ben, 'Leaving');
    const bens = await server.list(ben.token, { name: "Ben's" });
    await call('PUT', `/api/lists/${bens._id}`, ben.token, { circleIds: [family._id] });
    expect((await call('GET', `/api/lists/${bens._id}`, ann.token)).status).toBe(200);
    await call('DELETE', `/api/circles/${family._id}/members/${ben.user.id}`, ben.token);
    expect((await call('GET', `/api/lists/${bens._id}`, ann.token)).status).toBe(404);
    expect(
      (await call<CircleList[]>('GET', `/api/circles/${family._id}/lists`, ann.token)).body,
    ).toEqual([]);

    const again = await joined(ann, ben, 'Removal');
    const removed = await call(
      'DELETE',
      `/api/circles/${again._id}/members/${ben.user.id}`,
      ann.token,
    );
    expect(removed.status).toBe(200);
    expect((await call('GET', `/api/circles/${again._id}`, ben.token)).status).toBe(404);
  });
});
