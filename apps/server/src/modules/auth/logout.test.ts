import type { AuthResult, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** E7: logout ends the token it is called with, on the server (pen test finding 7). */
describe(`server-side logout (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let list: WishList;
  let item: Item;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Lou Owner' });
    list = await server.list(owner.token, { isPublic: true });
    list = await server.putItems(owner.token, list._id, [{ name: 'Lamp' }]);
    item = list.items[0]!;
  });
  afterAll(() => server.stop());

  const login = async (email: string, password: string) =>
    (await server.request<AuthResult>('POST', '/api/auth/login', { body: { email, password } }))
      .body.token;

  /** The status of every kind of signed-in call with `token`: reads (kept and not), writes. */
  async function statuses(token: string) {
    const read = (path: string) => server.request('GET', path, { token });
    const itemCall = (action: string) =>
      server.request('PUT', `/api/lists/${list._id}/items/${item._id}/${action}`, { token });
    return {
      lists: (await read('/api/lists')).status,
      listsAgain: (await read('/api/lists')).status,
      list: (await read(`/api/lists/${list._id}`)).status,
      shared: (await read('/api/lists/shared-lists')).status,
      me: (await read('/api/auth/me')).status,
      mark: (await itemCall('mark-bought')).status,
      unmark: (await itemCall('unmark-bought')).status,
    };
  }

  it('ends only the token it is called with, everywhere, at once', async () => {
    const friend = await server.user({ name: 'Fay', password: 'fay-password' });
    const laptop = await login(friend.user.email, 'fay-password');
    const phone = await login(friend.user.email, 'fay-password');
    expect(laptop).not.toBe(phone);
    // Both answers kept by the server before the logout.
    const ok = { lists: 200, listsAgain: 200, list: 200, shared: 200, me: 200 };
    expect(await statuses(laptop)).toEqual({ ...ok, mark: 200, unmark: 200 });
    expect(await statuses(phone)).toEqual({ ...ok, mark: 200, unmark: 200 });

    const out = await server.request('POST', '/api/auth/logout', { token: laptop });
    expect(out.status).toBe(204);

    expect(await statuses(laptop)).toEqual({
      lists: 401,
      listsAgain: 401,
      list: 401,
      shared: 401,
      me: 401,
      mark: 401,
      unmark: 401,
    });
    expect(await statuses(phone)).toEqual({ ...ok, mark: 200, unmark: 200 });
    expect(await statuses(friend.token)).toEqual({ ...ok, mark: 200, unmark: 200 });

    const again = await server.request('POST', '/api/auth/logout', { token: laptop });
    expect(again.status).toBe(401);
    expect((await server.request('POST', '/api/auth/logout')).status).toBe(401);
  });

  it('refuses a logged-out token on every call that needs a signed-in caller', async () => {
    const token = await login(owner.user.email, 'correct horse');
    await server.request('POST', '/api/auth/logout', { token });
    const listPath = `/api/lists/${list._id}`;
    const itemPath = `${listPath}/items/${item._id}`;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/lists'],
      ['GET', '/api/lists/shared-lists'],
      ['POST', '/api/lists', { name: 'x' }],
      ['GET', listPath],
      ['PUT', listPath, { name: 'x' }],
      ['DELETE', listPath],
      ['PUT', `${itemPath}/mark-bought`],
      ['PUT', `${itemPath}/unmark-bought`],
      ['POST', `${listPath}/invite`, { emails: ['a@example.com'] }],
      ['GET', `${listPath}/invitations`],
      ['DELETE', `${listPath}/invitations/nope`],
      ['POST', '/api/lists/invitations/nope/accept'],
      ['GET', '/api/lists/invitations/stats'],
      ['GET', '/api/lists/invitations/pending'],
      ['PUT', '/api/auth/profile', { name: 'New Name' }],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/verify-email/resend'],
      ['POST', '/api/auth/logout'],
      [
        'PUT',
        '/api/auth/password',
        { currentPassword: 'correct horse', newPassword: 'taken over' },
      ],
      ['DELETE', '/api/auth/account', { password: 'correct horse' }],
      ['POST', '/api/scrape', { url: 'https://shop.example/x' }],
    ];
    const got: Record<string, number> = {};
    for (const [method, path, body] of calls)
      got[`${method} ${path}`] = (await server.request(method, path, { token, body })).status;
    expect(got).toEqual(Object.fromEntries(Object.keys(got).map((call) => [call, 401])));
    expect(Object.keys(got)).toHaveLength(calls.length);
    // Nothing was changed by them: the list is still there, unrenamed.
    const still = await server.request<WishList>('GET', listPath, { token: owner.token });
    expect(still.body.name).toBe(list.name);
  });

  it('keeps a revocation only until the token would have expired anyway', async () => {
    const token = await login(owner.user.email, 'correct horse');
    await server.request('POST', '/api/auth/logout', { token });
    const db = server.database.db;
    const rows = await db.selectFrom('revoked_tokens').select(['expires_at']).execute();
    expect(rows.length).toBeGreaterThan(0);
    const week = 7 * 24 * 60 * 60 * 1000;
    for (const row of rows) {
      const left = Date.parse(row.expires_at) - Date.now();
      expect(left).toBeGreaterThan(week - 60_000);
      expect(left).toBeLessThanOrEqual(week);
    }
    await db
      .updateTable('revoked_tokens')
      .set({ expires_at: new Date(0).toISOString() })
      .execute();
    await server.services.auth.sweep();
    expect(await db.selectFrom('revoked_tokens').select('token_hash').execute()).toEqual([]);
  });
});
