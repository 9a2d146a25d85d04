import type { AuthResult, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from './test/databases.js';
import { TestServer } from './test/harness.js';

/**
 * No N+1: the number of SQL statements a call runs must not grow with the number of items,
 * lists or invitations. Each call is measured on a small and a large account.
 */
describe(`SQL statements per call stay flat as data grows (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  async function account(size: number) {
    // Proven mailboxes: the friend is shown pending invitations, the owner may send many.
    const owner = await server.user({ verified: true });
    const friend = await server.user({ verified: true });
    const lists: WishList[] = [];
    for (let i = 0; i < size; i++) {
      const list = await server.list(owner.token, { name: `List ${i}` });
      await server.putItems(
        owner.token,
        list._id,
        Array.from({ length: size * 5 }, (_, n) => ({ name: `Item ${n}`, price: n })),
      );
      await server.request('POST', `/api/lists/${list._id}/invite`, {
        token: owner.token,
        body: {
          emails: Array.from({ length: size }, (_, n) => `guest${n}-${list._id}@example.com`),
        },
      });
      await server.share(owner.token, list._id, friend);
      lists.push(
        (await server.request<WishList>('GET', `/api/lists/${list._id}`, { token: owner.token }))
          .body,
      );
    }
    return { owner, friend, lists };
  }

  async function count(
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<number> {
    server.statements = 0;
    const res = await server.request(method, path, { token, body });
    expect(res.status).toBeLessThan(300);
    return server.statements;
  }

  async function measure(a: { owner: AuthResult; friend: AuthResult; lists: WishList[] }) {
    const list = a.lists[0]!;
    const item = list.items[1]!;
    // Each read below is its caller's first of that answer since the account changed, so it is
    // worked out from the database, not taken from the answer cache.
    return {
      'GET /api/lists': await count('GET', '/api/lists', a.owner.token),
      'GET /api/lists/shared-lists': await count('GET', '/api/lists/shared-lists', a.friend.token),
      'GET /api/lists/:id': await count('GET', `/api/lists/${list._id}`, a.friend.token),
      'GET invitations': await count('GET', `/api/lists/${list._id}/invitations`, a.owner.token),
      'GET invitations/pending': await count(
        'GET',
        '/api/lists/invitations/pending',
        a.friend.token,
      ),
      'GET invitations/stats': await count('GET', '/api/lists/invitations/stats', a.friend.token),
      'mark-bought': await count(
        'PUT',
        `/api/lists/${list._id}/items/${item._id}/mark-bought`,
        a.friend.token,
      ),
      'unmark-bought': await count(
        'PUT',
        `/api/lists/${list._id}/items/${item._id}/unmark-bought`,
        a.friend.token,
      ),
      'PUT one item renamed': await count('PUT', `/api/lists/${list._id}`, a.owner.token, {
        items: list.items.map((it, n) => (n === 0 ? { ...it, name: 'Renamed' } : it)),
      }),
      'PUT one item added': await count('PUT', `/api/lists/${list._id}`, a.owner.token, {
        items: [
          ...list.items.map((it, n) => (n === 0 ? { ...it, name: 'Renamed' } : it)),
          { name: 'New' },
        ],
      }),
    };
  }

  it('counts the same statements for 1 list of 5 items and 6 lists of 30 items', async () => {
    const smallAccount = await account(1);
    const largeAccount = await account(6);
    // The mail worker delivers the invitations in the background; stop it so that only the
    // measured call's statements are counted.
    await server.services.mailWorker.stop();
    const small = await measure(smallAccount);
    const large = await measure(largeAccount);
    expect(large).toEqual(small);
    // The reads were worked out, not answered from the cache (which runs no statement at all).
    for (const read of ['GET /api/lists', 'GET /api/lists/shared-lists', 'GET /api/lists/:id'])
      expect(small[read as keyof typeof small], read).toBeGreaterThan(0);
    // And the counts are small in absolute terms.
    for (const [call, statements] of Object.entries(small))
      expect(statements, call).toBeLessThanOrEqual(12);
  });
});
