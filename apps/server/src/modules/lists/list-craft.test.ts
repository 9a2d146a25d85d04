import type { AuthResult, Item, MyClaim, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };

describe(`list craft: priority, order, currency, versions, archive (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let giver: Person;

  const get = (who: Person, listId: string) =>
    server.request<WishList>('GET', `/api/lists/${listId}`, { token: who.token });
  const put = (who: Person, listId: string, body: unknown) =>
    server.request<WishList & { code?: string; message?: string }>('PUT', `/api/lists/${listId}`, {
      token: who.token,
      body,
    });
  const names = (list: WishList) => list.items.map((item) => item.name);

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    giver = await server.user({ name: 'Gus Giver' });
  });
  afterAll(() => server.stop());

  it('answers the new fields with their defaults, and a list using none behaves as before', async () => {
    const list = await server.list(owner.token);
    expect(list).toMatchObject({ currency: 'USD', archived: false, version: 0 });
    const saved = await server.putItems(owner.token, list._id, [{ name: 'Kite' }]);
    expect(saved.items[0]).toMatchObject({ name: 'Kite', priority: 0, quantity: 1 });
    expect(saved.version).toBe(1);
  });

  it('keeps priorities 0-3 and the order sent; refuses any other priority, changing nothing', async () => {
    const list = await server.list(owner.token);
    const saved = await server.putItems(owner.token, list._id, [
      { name: 'A', priority: 3 },
      { name: 'B' },
      { name: 'C', priority: 1 },
    ]);
    expect(saved.items.map((item) => [item.name, item.priority])).toEqual([
      ['A', 3],
      ['B', 0],
      ['C', 1],
    ]);
    const [a, b, c] = saved.items as [Item, Item, Item];
    // Reordered, B given a priority, A and C sent without one: theirs are kept.
    const reordered = await server.putItems(owner.token, list._id, [
      { _id: c._id, name: 'C' },
      { _id: b._id, name: 'B', priority: 2 },
      { _id: a._id, name: 'A' },
      { name: 'D' },
    ]);
    expect(reordered.items.map((item) => [item.name, item.priority])).toEqual([
      ['C', 1],
      ['B', 2],
      ['A', 3],
      ['D', 0],
    ]);
    for (const [priority, message] of [
      [4, 'Priority must be at most 3'],
      [-1, 'Priority must be at least 0'],
      [1.5, 'Priority must be a whole number'],
      ['high', 'Priority must be a whole number from 0 to 3'],
    ] as const) {
      const res = await put(owner, list._id, { items: [{ name: 'X', priority }] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(names((await get(owner, list._id)).body)).toEqual(['C', 'B', 'A', 'D']);
  });

  it('takes a currency code on creation and update, in any case, and refuses what is none', async () => {
    const list = await server.list(owner.token, { currency: 'eur' });
    expect(list.currency).toBe('EUR');
    expect((await put(owner, list._id, { currency: 'GBP' })).body.currency).toBe('GBP');
    for (const currency of ['XYZ', 'dollars', '', 12]) {
      const res = await put(owner, list._id, { currency });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Currency must be/);
    }
    const refused = await server.request<{ message: string }>('POST', '/api/lists', {
      token: owner.token,
      body: { name: 'Bad', currency: 'EURO' },
    });
    expect(refused.status).toBe(400);
    expect((await get(owner, list._id)).body.currency).toBe('GBP');
  });

  it('refuses a save sent with a version another save has moved on, writing nothing', async () => {
    const list = await server.list(owner.token);
    const first = await server.putItems(owner.token, list._id, [{ name: 'One' }]);
    // Another tab adds an item; this page still holds `first`.
    const other = await put(owner, list._id, {
      version: first.version,
      items: [...first.items.map(({ _id, name }) => ({ _id, name })), { name: 'Added elsewhere' }],
    });
    expect(other.status).toBe(200);
    expect(other.body.version).toBe(first.version + 1);
    const stale = await put(owner, list._id, {
      version: first.version,
      name: 'Renamed',
      items: first.items.map(({ _id, name }) => ({ _id, name })),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
    const now = (await get(owner, list._id)).body;
    expect(names(now)).toEqual(['One', 'Added elsewhere']);
    expect(now.name).toBe(list.name);
  });

  it('lets exactly one of two saves sent with the same version through', async () => {
    const list = await server.list(owner.token);
    const start = await server.putItems(owner.token, list._id, [{ name: 'Base' }]);
    const base = start.items.map(({ _id, name }) => ({ _id, name }));
    const results = await Promise.all(
      ['Left', 'Right'].map((name) =>
        put(owner, list._id, { version: start.version, items: [...base, { name }] }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await get(owner, list._id)).body.items).toHaveLength(2);
  });

  it('does not move the version when someone claims, so a claim never makes a save stale', async () => {
    const list = await server.list(owner.token);
    const saved = await server.putItems(owner.token, list._id, [{ name: 'Drone' }]);
    await server.share(owner.token, list._id, giver);
    const item = saved.items[0]!;
    const claimed = await server.request(
      'PUT',
      `/api/lists/${list._id}/items/${item._id}/mark-bought`,
      { token: giver.token },
    );
    expect(claimed.status).toBe(200);
    expect((await get(owner, list._id)).body.version).toBe(saved.version);
    const reorder = await put(owner, list._id, {
      version: saved.version,
      items: [{ name: 'First' }, { _id: item._id, name: 'Drone' }],
    });
    expect(reorder.status).toBe(200);
    expect(reorder.body.items[1]).toMatchObject({ name: 'Drone', claimed: 1 });
  });

  describe('archive', () => {
    let list: WishList;
    let item: Item;
    let other: WishList;

    beforeAll(async () => {
      list = await server.list(owner.token, { name: 'Christmas 2025' });
      list = await server.putItems(owner.token, list._id, [{ name: 'Sled', quantity: 2 }]);
      item = list.items[0]!;
      other = await server.list(owner.token, { name: 'Next year' });
      other = await server.putItems(owner.token, other._id, [{ name: 'Scarf' }]);
      await server.share(owner.token, list._id, giver);
      const claimed = await server.request(
        'PUT',
        `/api/lists/${list._id}/items/${item._id}/mark-bought`,
        { token: giver.token },
      );
      expect(claimed.status).toBe(200);
    });

    it('is the owner’s: anyone else gets 403 or 404 and nothing changes', async () => {
      const res = await put(giver, list._id, { archived: true });
      expect(res.status).toBe(403);
      expect((await get(owner, list._id)).body.archived).toBe(false);
    });

    it('takes the claims with it and leaves the invitees’ shared lists and My gifts', async () => {
      const mine = await server.request<MyClaim[]>('GET', '/api/me/claims', {
        token: giver.token,
      });
      expect(mine.body.map((claim) => claim.item.name)).toContain('Sled');
      const archived = await put(owner, list._id, { archived: true });
      expect(archived.status).toBe(200);
      expect(archived.body.archived).toBe(true);
      expect(archived.body.items[0]).toMatchObject({ claimed: 0, claims: [], boughtBy: null });
      const shared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
        token: giver.token,
      });
      expect(shared.body.map((l) => l._id)).not.toContain(list._id);
      const after = await server.request<MyClaim[]>('GET', '/api/me/claims', {
        token: giver.token,
      });
      expect(after.body.map((claim) => claim.item.name)).not.toContain('Sled');
      // The invitee can still read it by its address.
      const read = await get(giver, list._id);
      expect(read.status).toBe(200);
      expect(read.body.archived).toBe(true);
      const mineLists = await server.request<WishList[]>('GET', '/api/lists', {
        token: owner.token,
      });
      expect(mineLists.body.find((l) => l._id === list._id)?.archived).toBe(true);
    });

    it('refuses every write but restoring with 409 archived, changing nothing', async () => {
      const itemPath = `/api/lists/${list._id}/items/${item._id}`;
      const writes: Array<[Person, string, string, unknown]> = [
        [owner, 'PUT', `/api/lists/${list._id}`, { name: 'Renamed' }],
        [owner, 'PUT', `/api/lists/${list._id}`, { items: [] }],
        [owner, 'PUT', `/api/lists/${list._id}`, { archived: true }],
        [giver, 'PUT', `${itemPath}/mark-bought`, undefined],
        [owner, 'PUT', `${itemPath}/unmark-bought`, undefined],
        [owner, 'POST', `/api/lists/${list._id}/invite`, { emails: ['new@example.com'] }],
        [owner, 'POST', `${itemPath}/copy`, { toListId: other._id, move: true }],
        [
          owner,
          'POST',
          `/api/lists/${other._id}/items/${other.items[0]!._id}/copy`,
          { toListId: list._id },
        ],
      ];
      const before = (await get(owner, list._id)).body;
      for (const [who, method, path, body] of writes) {
        const res = await server.request<{ code: string; message: string }>(method, path, {
          token: who.token,
          body,
        });
        expect(res.status, `${method} ${path}`).toBe(409);
        expect(res.body).toEqual({
          code: 'archived',
          message: 'This list is archived. Restore it to change it.',
        });
      }
      const now = (await get(owner, list._id)).body;
      expect(now).toEqual(before);
      expect(names((await get(owner, other._id)).body)).toEqual(['Scarf']);
    });

    it('still lets the owner copy an item out, export it, and restore it', async () => {
      const copied = await server.request<{ item: Item; list: WishList }>(
        'POST',
        `/api/lists/${list._id}/items/${item._id}/copy`,
        { token: owner.token, body: { toListId: other._id } },
      );
      expect(copied.status).toBe(200);
      expect(copied.body.item).toMatchObject({ name: 'Sled', quantity: 2, claimed: 0 });
      const exported = await server.request('GET', `/api/lists/${list._id}/export`, {
        token: owner.token,
      });
      expect(exported.status).toBe(200);
      const restored = await put(owner, list._id, { archived: false });
      expect(restored.status).toBe(200);
      expect(restored.body.archived).toBe(false);
      // Restored: the claims stay gone (the givers were told); writes work again.
      expect(restored.body.items[0]).toMatchObject({ claimed: 0 });
      const claim = await server.request(
        'PUT',
        `/api/lists/${list._id}/items/${item._id}/mark-bought`,
        { token: giver.token },
      );
      expect(claim.status).toBe(200);
      const shared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
        token: giver.token,
      });
      expect(shared.body.map((l) => l._id)).toContain(list._id);
    });
  });
});
