import type { AuthResult, Circle, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/**
 * C4 with A3: a managed member's managers are among the list's givers, so they chip in toward a
 * group gift and see each pledge, as they see each claim; the owner side of any other list still
 * sees the sum only.
 */
describe(`managers and group gifts (${dialectName})`, () => {
  let server: TestServer;
  let mum: AuthResult;
  let gran: AuthResult;
  let partner: AuthResult;
  let family: Circle;

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, { token, body });
  const bikeOf = async (list: WishList, token: string) =>
    (await call<WishList>('GET', `/api/lists/${list._id}`, token)).body.items.find(
      (item) => item.name === 'Bike',
    );
  const pledge = (list: WishList, item: Item, token: string, amount: number) =>
    call<Item>('POST', `/api/lists/${list._id}/items/${item._id}/pledges`, token, { amount });

  beforeAll(async () => {
    server = await TestServer.start();
    mum = await server.user({ name: 'Mia Mum', email: 'mia@example.com', verified: true });
    gran = await server.user({ name: 'Greta Gran', email: 'greta@example.com' });
    partner = await server.user({ name: 'Pat Partner', email: 'pat@example.com' });
    family = (await call<Circle>('POST', '/api/circles', mum.token, { name: 'Family' })).body;
    await server.joinCircle(mum.token, family._id, gran);
    await server.joinCircle(mum.token, family._id, partner);
  });
  afterAll(() => server.stop());

  it('lets a manager chip in and see who pledged what, in surprise mode too', async () => {
    const added = await call<Circle>('POST', `/api/circles/${family._id}/managed`, mum.token, {
      name: 'Emma',
    });
    const emma = added.body.members.find((member) => member.name === 'Emma')!;
    const created = await call<WishList>('POST', '/api/lists', mum.token, {
      name: 'Emma’s birthday',
      isPublic: false,
      ownerId: emma._id,
      surprise: true,
      eventDate: '2999-06-01',
    });
    expect(created.status).toBe(201);
    const list = await server.putItems(mum.token, created.body._id, [
      { name: 'Bike', price: 100, groupGift: true },
    ]);
    await call('PUT', `/api/lists/${list._id}`, mum.token, { circleIds: [family._id] });
    const bike = list.items[0]!;

    expect((await pledge(list, bike, gran.token, 40)).status).toBe(200);
    // Read twice: once built, once from what the server keeps between changes.
    for (let read = 0; read < 2; read++) {
      const seen = await bikeOf(list, mum.token);
      expect(seen).toMatchObject({ pledged: 40, claimed: 0 });
      expect(seen?.pledges).toEqual([
        { user: { _id: gran.user.id, name: 'Greta Gran' }, amount: 40 },
      ]);
    }

    const mine = await pledge(list, bike, mum.token, 60);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ pledged: 100, claimed: 1 });
    expect(mine.body.pledges?.map((p) => p.user.name)).toEqual(['Greta Gran', 'Mia Mum']);
    expect((await bikeOf(list, gran.token))?.pledges).toHaveLength(2);
  });

  it('still shows a co-owner the sum only', async () => {
    const list = await server.list(mum.token, { name: 'Mia’s birthday' });
    const [bike] = (
      await server.putItems(mum.token, list._id, [{ name: 'Bike', price: 100, groupGift: true }])
    ).items as [Item];
    await call('PUT', `/api/lists/${list._id}`, mum.token, {
      circleIds: [family._id],
      coOwnerIds: [partner.user.id],
    });
    expect((await pledge(list, bike, gran.token, 25)).status).toBe(200);
    for (const token of [mum.token, partner.token]) {
      const seen = await bikeOf(list, token);
      expect(seen?.pledged).toBe(25);
      expect(seen?.pledges).toBeUndefined();
    }
    expect((await bikeOf(list, gran.token))?.pledges).toHaveLength(1);
  });
});
