import type { Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AMAZON_UK_TAG } from '../../config.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe(`lists and items (${dialectName})`, () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['user']>>;
  let friend: Awaited<ReturnType<TestServer['user']>>;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    friend = await server.user({ name: 'Fred Friend' });
  });
  afterAll(() => server.stop());

  describe('POST /api/lists', () => {
    it('creates a private list with trimmed fields and answers it whole', async () => {
      const res = await server.request<WishList>('POST', '/api/lists', {
        token: owner.token,
        body: {
          name: '  Birthday  ',
          description: '  Things I like ',
          isPublic: false,
          extra: 'ignored',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.any(String),
        name: 'Birthday',
        description: 'Things I like',
        isPublic: false,
        userId: { _id: owner.user.id, name: 'Olive Owner' },
        items: [],
        invitationCount: 0,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        // Extensions G1: present with their defaults.
        surprise: false,
        eventDate: null,
        surpriseActive: false,
        // Extensions L1-L3: present with their defaults.
        currency: 'USD',
        archived: false,
        circles: [],
        coOwners: [],
        version: 0,
      });
    });

    it('stores an empty description as none', async () => {
      const list = await server.list(owner.token, { description: '   ' });
      expect(list.description).toBeNull();
      expect(list.isPublic).toBe(false);
    });

    it.each([
      [{}, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [
        { name: 'ok', description: 'x'.repeat(1001) },
        'Description must be at most 1000 characters',
      ],
      [{ name: 'ok', isPublic: 'yes' }, 'isPublic must be true or false'],
      [{ name: 42 }, 'Name must be a string'],
    ])('refuses %j with 400 "%s" and creates nothing', async (body, message) => {
      const before = await server.request<WishList[]>('GET', '/api/lists', { token: owner.token });
      const res = await server.request('POST', '/api/lists', { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
      const after = await server.request<WishList[]>('GET', '/api/lists', { token: owner.token });
      expect(after.body).toHaveLength(before.body.length);
    });
  });

  describe('GET /api/lists', () => {
    it("answers the caller's own lists, newest first, with items and invitation counts", async () => {
      const me = await server.user();
      const first = await server.list(me.token, { name: 'First' });
      const second = await server.list(me.token, { name: 'Second' });
      await server.putItems(me.token, first._id, [{ name: 'Scarf' }, { name: 'Hat' }]);
      await server.request('POST', `/api/lists/${first._id}/invite`, {
        token: me.token,
        body: { emails: ['a@example.com', 'b@example.com'] },
      });
      await server.list(friend.token, { name: 'Not mine' });

      const res = await server.request<WishList[]>('GET', '/api/lists', { token: me.token });
      expect(res.status).toBe(200);
      expect(res.body.map((l) => l.name)).toEqual(['Second', 'First']);
      expect(res.body[0]!._id).toBe(second._id);
      expect(res.body[1]!.items.map((i) => i.name)).toEqual(['Scarf', 'Hat']);
      expect(res.body[1]!.invitationCount).toBe(2);
      expect(res.body[0]!.invitationCount).toBe(0);
    });
  });

  describe('GET /api/lists/:id', () => {
    it('answers the list for its owner and 404 for an unknown id', async () => {
      const list = await server.list(owner.token);
      const res = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(list);
      const missing = await server.request('GET', '/api/lists/0123456789abcdef01234567', {
        token: owner.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Wish list not found', code: 'LIST_NOT_FOUND' });
    });

    it('shows a public list to any signed-in user', async () => {
      const list = await server.list(owner.token, { isPublic: true });
      const res = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: friend.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.isPublic).toBe(true);
    });

    it('does not take the static paths for a list id', async () => {
      const shared = await server.request('GET', '/api/lists/shared-lists', { token: owner.token });
      expect(shared.status).toBe(200);
      expect(Array.isArray(shared.body)).toBe(true);
      const pending = await server.request('GET', '/api/lists/invitations/pending', {
        token: owner.token,
      });
      expect(pending.status).toBe(200);
      expect(Array.isArray(pending.body)).toBe(true);
      const stats = await server.request('GET', '/api/lists/invitations/stats', {
        token: owner.token,
      });
      expect(stats.body).toEqual({ accepted: 0, pending: 0 });
    });
  });

  describe('PUT /api/lists/:id', () => {
    it('edits name and description, and clears the description with ""', async () => {
      const list = await server.list(owner.token, { description: 'old' });
      const res = await server.request<WishList>('PUT', `/api/lists/${list._id}`, {
        token: owner.token,
        body: { name: ' Renamed ', description: 'New words' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Renamed', description: 'New words' });
      const cleared = await server.request<WishList>('PUT', `/api/lists/${list._id}`, {
        token: owner.token,
        body: { description: '' },
      });
      expect(cleared.body.description).toBeNull();
      expect(cleared.body.name).toBe('Renamed');
    });

    it('reconciles items: updates known ids, creates new ones, deletes the ones left out', async () => {
      const list = await server.list(owner.token);
      const created = await server.putItems(owner.token, list._id, [
        { name: ' Kettle ', price: 25, type: 'want', description: '', category: 'Kitchen' },
        {
          name: 'Teapot',
          price: 12.5,
          affiliateLink: 'https://shop.example/teapot',
          imageUrl: 'https://img.example/t.jpg',
        },
        { name: 'Mugs', type: 'have' },
      ]);
      expect(created.items).toHaveLength(3);
      const [kettle, teapot, mugs] = created.items as [Item, Item, Item];
      expect(kettle).toEqual({
        _id: expect.any(String),
        name: 'Kettle',
        description: null,
        category: 'Kitchen',
        price: 25,
        affiliateLink: null,
        imageUrl: null,
        type: 'want',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        boughtBy: null,
        boughtAt: null,
        // Extensions G2 and L1-L2: present with their defaults.
        quantity: 1,
        claimed: 0,
        claims: [],
        priority: 0,
        currency: null,
      });
      expect(teapot).toMatchObject({
        affiliateLink: 'https://shop.example/teapot',
        imageUrl: 'https://img.example/t.jpg',
        type: 'want',
      });
      expect(mugs.type).toBe('have');

      const next = await server.putItems(owner.token, list._id, [
        { ...teapot, name: 'Blue teapot', price: 14 },
        { name: 'Toaster' },
        { ...kettle },
      ]);
      expect(next.items.map((i) => i.name)).toEqual(['Blue teapot', 'Toaster', 'Kettle']);
      expect(next.items[0]!._id).toBe(teapot._id);
      expect(next.items[0]!.createdAt).toBe(teapot.createdAt);
      expect(next.items[0]!.price).toBe(14);
      expect(next.items[2]).toEqual(kettle);
      expect(next.items.some((i) => i._id === mugs._id)).toBe(false);
    });

    it('ignores boughtBy and boughtAt sent by the client', async () => {
      const list = await server.list(owner.token, { isPublic: true });
      const { items } = await server.putItems(owner.token, list._id, [{ name: 'Lamp' }]);
      const lamp = items[0]!;
      const faked = await server.putItems(owner.token, list._id, [
        {
          ...lamp,
          boughtBy: { _id: friend.user.id, name: 'x', email: 'x@x' },
          boughtAt: new Date().toISOString(),
        },
      ]);
      expect(faked.items[0]!.boughtBy).toBeNull();
      await server.request('PUT', `/api/lists/${list._id}/items/${lamp._id}/mark-bought`, {
        token: friend.token,
      });
      const cleared = await server.putItems(owner.token, list._id, [
        { ...lamp, boughtBy: null, boughtAt: null },
      ]);
      expect(cleared.items[0]!.boughtBy).toMatchObject({ _id: friend.user.id });
    });

    it('puts the Amazon UK affiliate tag on Amazon UK links and leaves others alone', async () => {
      const list = await server.list(owner.token);
      const { items } = await server.putItems(owner.token, list._id, [
        { name: 'A', affiliateLink: 'https://www.amazon.co.uk/dp/B00X?tag=someone-21&psc=1' },
        { name: 'B', affiliateLink: 'https://amazon.co.uk/gp/product/B01' },
        { name: 'C', affiliateLink: 'https://www.amazon.com/dp/B00X?tag=someone-20' },
        { name: 'D', affiliateLink: 'https://notamazon.co.uk/dp/1?tag=keep' },
      ]);
      expect(items[0]!.affiliateLink).toBe(
        `https://www.amazon.co.uk/dp/B00X?psc=1&tag=${DEFAULT_AMAZON_UK_TAG}`,
      );
      expect(items[1]!.affiliateLink).toBe(
        `https://amazon.co.uk/gp/product/B01?tag=${DEFAULT_AMAZON_UK_TAG}`,
      );
      expect(items[2]!.affiliateLink).toBe('https://www.amazon.com/dp/B00X?tag=someone-20');
      expect(items[3]!.affiliateLink).toBe('https://notamazon.co.uk/dp/1?tag=keep');
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ items: 'nope' }, 'Items must be an array'],
      [{ items: [{}] }, 'Item name is required'],
      [{ items: [{ name: '  ' }] }, 'Item name is required'],
      [{ items: [{ name: 'x'.repeat(201) }] }, 'Item name must be at most 200 characters'],
      [
        { items: [{ name: 'ok', description: 'x'.repeat(2001) }] },
        'Description must be at most 2000 characters',
      ],
      [{ items: [{ name: 'ok', price: -1 }] }, 'Price must be at least 0'],
      [{ items: [{ name: 'ok', price: 1_000_000_001 }] }, 'Price must be at most 1000000000'],
      [{ items: [{ name: 'ok', price: '12' }] }, 'Price must be a number'],
      [
        { items: [{ name: 'ok', affiliateLink: 'javascript:alert(1)' }] },
        'Link must be a valid http(s) URL',
      ],
      [
        { items: [{ name: 'ok', affiliateLink: 'ftp://files.example/x' }] },
        'Link must be a valid http(s) URL',
      ],
      [
        { items: [{ name: 'ok', imageUrl: `https://x.example/${'a'.repeat(2040)}` }] },
        'Image URL must be at most 2048 characters',
      ],
      [{ items: [{ name: 'ok', type: 'maybe' }] }, "Type must be 'want' or 'have'"],
      [
        { items: Array.from({ length: 501 }, (_, i) => ({ name: `n${i}` })) },
        'A list can hold at most 500 items',
      ],
    ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
      const list = await server.list(owner.token, { name: 'Keep me' });
      await server.putItems(owner.token, list._id, [{ name: 'Existing' }]);
      const before = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      const res = await server.request('PUT', `/api/lists/${list._id}`, {
        token: owner.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
      const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      expect(after.body).toEqual(before.body);
    });

    it('accepts exactly 500 items', async () => {
      const list = await server.list(owner.token);
      const full = await server.putItems(
        owner.token,
        list._id,
        Array.from({ length: 500 }, (_, i) => ({ name: `Item ${i}`, price: i })),
      );
      expect(full.items).toHaveLength(500);
      expect(full.items[499]!.name).toBe('Item 499');
    });
  });

  describe('DELETE /api/lists/:id', () => {
    it('deletes the list and its items', async () => {
      const list = await server.list(owner.token);
      await server.putItems(owner.token, list._id, [{ name: 'Gone' }]);
      const res = await server.request('DELETE', `/api/lists/${list._id}`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Wish list deleted' });
      expect(
        (await server.request('GET', `/api/lists/${list._id}`, { token: owner.token })).status,
      ).toBe(404);
      const left = await server.database.db
        .selectFrom('items')
        .select('id')
        .where('list_id', '=', list._id)
        .execute();
      expect(left).toEqual([]);
    });
  });
});
