import type { Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe(`marking items bought (${dialectName})`, () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['user']>>;
  let friend: Awaited<ReturnType<TestServer['user']>>;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    friend = await server.user({ name: 'Fred Friend' });
  });
  afterAll(() => server.stop());

  describe('mark and unmark bought', () => {
    it('marks, refuses a second buyer with 409, and lets the buyer or the owner unmark', async () => {
      const list = await server.list(owner.token, { isPublic: true });
      const other = await server.user({ name: 'Otto Other' });
      const { items } = await server.putItems(owner.token, list._id, [{ name: 'Bike' }]);
      const bike = items[0]!;
      const base = `/api/lists/${list._id}/items/${bike._id}`;

      const marked = await server.request<Item>('PUT', `${base}/mark-bought`, {
        token: friend.token,
      });
      expect(marked.status).toBe(200);
      // A buyer's e-mail address goes to the list's owner and to the buyer.
      expect(marked.body).toMatchObject({
        _id: bike._id,
        boughtBy: { _id: friend.user.id, name: 'Fred Friend', email: friend.user.email },
        boughtAt: expect.stringMatching(ISO),
      });
      const ownerView = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      expect(ownerView.body.items[0]!.boughtBy).toEqual({
        _id: friend.user.id,
        name: 'Fred Friend',
        email: friend.user.email,
      });
      // The answer is the item as the list shows it from now on, field for field.
      const reread = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: friend.token,
      });
      expect(reread.body.items[0]).toEqual(marked.body);

      const second = await server.request('PUT', `${base}/mark-bought`, { token: other.token });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ code: 'ALREADY_BOUGHT' });

      const notBuyer = await server.request('PUT', `${base}/unmark-bought`, { token: other.token });
      expect(notBuyer.status).toBe(403);
      expect(notBuyer.body).toMatchObject({ code: 'NOT_BUYER' });

      const byBuyer = await server.request<Item>('PUT', `${base}/unmark-bought`, {
        token: friend.token,
      });
      expect(byBuyer.status).toBe(200);
      expect(byBuyer.body).toMatchObject({ boughtBy: null, boughtAt: null });

      const notBought = await server.request('PUT', `${base}/unmark-bought`, {
        token: friend.token,
      });
      expect(notBought.status).toBe(409);
      expect(notBought.body).toMatchObject({ code: 'NOT_BOUGHT' });

      await server.request('PUT', `${base}/mark-bought`, { token: other.token });
      const byOwner = await server.request<Item>('PUT', `${base}/unmark-bought`, {
        token: owner.token,
      });
      expect(byOwner.status).toBe(200);
      expect(byOwner.body.boughtBy).toBeNull();
    });

    it('refuses a token revoked by a password reset with 401, changing nothing', async () => {
      // A claim reads its caller's row in the same query as the list and the item.
      const list = await server.list(owner.token, { isPublic: true });
      const { items } = await server.putItems(owner.token, list._id, [
        { name: 'A' },
        { name: 'B' },
      ]);
      const [free, bought] = items as [Item, Item];
      const buyer = await server.user({ email: 'rhea@example.com', name: 'Rhea Reset' });
      const url = (item: Item, action: string) =>
        `/api/lists/${list._id}/items/${item._id}/${action}`;
      expect(
        (await server.request('PUT', url(bought, 'mark-bought'), { token: buyer.token })).status,
      ).toBe(200);

      await server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'rhea@example.com' },
      });
      const resetToken = await server.linkToken('rhea@example.com', 'reset-password');
      const reset = await server.request('POST', '/api/auth/reset-password', {
        body: { token: resetToken, password: 'a-new-password' },
      });
      expect(reset.status).toBe(200);

      for (const [item, action] of [
        [free, 'mark-bought'],
        [bought, 'unmark-bought'],
      ] as const) {
        const res = await server.request('PUT', url(item, action), { token: buyer.token });
        expect(res.status, action).toBe(401);
        expect(res.body, action).toMatchObject({ code: 'INVALID_TOKEN' });
      }
      const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      expect(after.body.items.map((item) => item.boughtBy?._id ?? null)).toEqual([
        null,
        buyer.user.id,
      ]);
    });

    it('answers 404 for an item that is not on the list', async () => {
      const list = await server.list(owner.token);
      const elsewhere = await server.list(owner.token);
      const { items } = await server.putItems(owner.token, elsewhere._id, [{ name: 'Elsewhere' }]);
      const res = await server.request(
        'PUT',
        `/api/lists/${list._id}/items/${items[0]!._id}/mark-bought`,
        { token: owner.token },
      );
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'ITEM_NOT_FOUND' });
      const after = await server.request<WishList>('GET', `/api/lists/${elsewhere._id}`, {
        token: owner.token,
      });
      expect(after.body.items[0]!.boughtBy).toBeNull();
    });
  });
});
