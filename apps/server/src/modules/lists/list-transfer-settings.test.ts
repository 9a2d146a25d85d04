import type { AuthResult, Item, ListExport, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/**
 * L4-L5 with A3-A5: an item's own settings (a group gift, a private item, one of alternatives)
 * travel with it when copied, moved, exported and imported; its pledges, like claims, never do.
 */
describe(`copy, move, export and import keep an item's settings (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let giver: AuthResult;
  let source: WishList;
  let target: WishList;

  const byName = (list: WishList, name: string) => list.items.find((item) => item.name === name)!;
  const copy = (item: Item, body: Record<string, unknown>) =>
    server.request<{ item: Item; list: WishList }>(
      'POST',
      `/api/lists/${source._id}/items/${item._id}/copy`,
      { token: owner.token, body },
    );

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    giver = await server.user({ name: 'Gus Giver' });
    source = await server.list(owner.token, { name: 'Birthday' });
    source = await server.putItems(owner.token, source._id, [
      { name: 'Bike', price: 300, groupGift: true },
      { name: 'Draft idea', hidden: true },
      { name: 'Red kite', anyOf: 'kite' },
      { name: 'Blue kite', anyOf: 'kite' },
      { name: 'Socks' },
    ]);
    target = await server.list(owner.token, { name: 'Christmas' });
    await server.share(owner.token, source._id, giver);
    const pledged = await server.request(
      'POST',
      `/api/lists/${source._id}/items/${byName(source, 'Bike')._id}/pledges`,
      { token: giver.token, body: { amount: 40 } },
    );
    expect(pledged.status).toBe(200);
  });
  afterAll(() => server.stop());

  it('a copy keeps the group gift without its pledges, and the private item private', async () => {
    const bike = await copy(byName(source, 'Bike'), { toListId: target._id });
    expect(bike.status).toBe(200);
    expect(bike.body.item).toMatchObject({ name: 'Bike', price: 300, groupGift: true });
    expect(bike.body.item.pledged ?? 0).toBe(0);
    const draft = await copy(byName(source, 'Draft idea'), { toListId: target._id });
    expect(draft.body.item.hidden).toBe(true);
    const socks = await copy(byName(source, 'Socks'), { toListId: target._id });
    expect(socks.body.item).not.toHaveProperty('groupGift');
    expect(socks.body.item).not.toHaveProperty('hidden');
    expect(socks.body.item).not.toHaveProperty('anyOf');
  });

  it('moved one by one, alternatives stay one group on the other list', async () => {
    const other = await server.list(owner.token, { name: 'Kites' });
    for (const name of ['Red kite', 'Blue kite'])
      expect((await copy(byName(source, name), { toListId: other._id, move: true })).status).toBe(
        200,
      );
    const moved = (
      await server.request<WishList>('GET', `/api/lists/${other._id}`, { token: owner.token })
    ).body;
    expect(moved.items.map(({ name, anyOf }) => ({ name, anyOf }))).toEqual([
      { name: 'Red kite', anyOf: 'kite' },
      { name: 'Blue kite', anyOf: 'kite' },
    ]);
  });

  it('JSON export writes the settings only where set, and an import brings them back', async () => {
    const exported = await server.request<ListExport>(
      'GET',
      `/api/lists/${target._id}/export?format=json`,
      { token: owner.token },
    );
    expect(exported.status).toBe(200);
    const items = exported.body.items;
    expect(items.find((item) => item.name === 'Bike')).toMatchObject({ groupGift: true });
    expect(items.find((item) => item.name === 'Draft idea')).toMatchObject({ hidden: true });
    expect(Object.keys(items.find((item) => item.name === 'Socks')!)).not.toContain('groupGift');
    expect(JSON.stringify(exported.body)).not.toContain('pledge');

    const imported = await server.request<WishList>('POST', '/api/lists/import', {
      token: owner.token,
      body: { ...exported.body, name: 'Imported' },
    });
    expect(imported.status).toBe(201);
    expect(byName(imported.body, 'Bike')).toMatchObject({ groupGift: true, price: 300 });
    expect(byName(imported.body, 'Draft idea').hidden).toBe(true);

    // CSV keeps L5's columns: the settings are JSON's only.
    const csv = await server.request<string>('GET', `/api/lists/${target._id}/export?format=csv`, {
      token: owner.token,
    });
    expect(csv.body.split('\r\n')[0]).toBe(
      'name,description,category,price,link,image,type,priority,quantity',
    );
  });
});
