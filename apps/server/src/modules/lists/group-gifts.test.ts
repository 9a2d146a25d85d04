import type { Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { type Person, people } from '../../test/notifications.js';

/** A3 group gifts: pledges instead of claims, funded at the price, the owner told the sum only. */
describe(`group gifts (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let ben: Person;
  let crowd: Person[];

  const call = <T = Item>(method: string, path: string, who?: Person, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, {
      token: who?.token,
      body,
    });
  const pledges = (list: WishList, item: Item) =>
    `/api/lists/${list._id}/items/${item._id}/pledges`;
  const seen = async (list: WishList, who: Person, name = 'Bike') =>
    (await call<WishList>('GET', `/api/lists/${list._id}`, who)).body.items.find(
      (item) => item.name === name,
    )!;

  async function sharedList(items: unknown[], more: Record<string, unknown> = {}, all = false) {
    const list = await server.list(owner.token, { name: 'Birthday', ...more });
    const saved = await server.putItems(owner.token, list._id, items);
    for (const giver of all ? [ann, ben, ...crowd] : [ann, ben])
      await server.share(owner.token, list._id, giver);
    return saved;
  }

  beforeAll(async () => {
    server = await TestServer.start();
    // Verified: an unconfirmed address may invite only 20 people a day.
    const olive = await server.user({ name: 'Olive Owner', verified: true });
    const everyone = await people(server, [
      'Ann Aunt',
      'Ben Brother',
      ...Array.from({ length: 12 }, (_, n) => `Cousin ${n + 1}`),
    ]);
    owner = olive;
    [ann, ben] = everyone as [Person, Person];
    crowd = everyone.slice(2);
  });
  afterAll(() => server.stop());

  it('funds an item from pledges, which givers see one by one and the owner as a sum', async () => {
    const list = await sharedList([
      { name: 'Bike', price: 120, groupGift: true },
      { name: 'Kite', price: 10 },
    ]);
    const [bike, kite] = list.items as [Item, Item];
    expect(bike).toMatchObject({ groupGift: true, pledged: 0 });
    expect(kite.groupGift).toBeUndefined();

    const first = await call('POST', pledges(list, bike), ann, { amount: 45.5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pledged: 45.5, claimed: 0 });
    expect(first.body.pledges).toEqual([
      { user: { _id: ann.user.id, name: 'Ann Aunt' }, amount: 45.5 },
    ]);

    // The rest, in cents that sum exactly to the price: funded, so claimed, by nobody in particular.
    const second = await call('POST', pledges(list, bike), ben, { amount: 74.5 });
    expect(second.body).toMatchObject({ pledged: 120, claimed: 1, boughtBy: null });
    expect(second.body.pledges?.map((p) => p.user.name)).toEqual(['Ann Aunt', 'Ben Brother']);

    // The owner sees the sum only; no giver's name reaches their answer.
    const ownerView = await call<WishList>('GET', `/api/lists/${list._id}`, owner);
    const ownersBike = ownerView.body.items[0]!;
    expect(ownersBike).toMatchObject({ pledged: 120, claimed: 1 });
    expect(ownersBike.pledges).toBeUndefined();
    expect(JSON.stringify(ownerView.body)).not.toMatch(/Ann Aunt|Ben Brother/);

    // Changing a pledge replaces it: below the price again, no longer claimed.
    const lower = await call('POST', pledges(list, bike), ann, { amount: 40 });
    expect(lower.body).toMatchObject({ pledged: 114.5, claimed: 0 });
    expect(lower.body.pledges).toHaveLength(2);
    const withdrawn = await call('DELETE', pledges(list, bike), ann);
    expect(withdrawn.body).toMatchObject({ pledged: 74.5 });
    expect(withdrawn.body.pledges?.map((p) => p.user.name)).toEqual(['Ben Brother']);
    const again = await call('DELETE', pledges(list, bike), ann);
    expect([again.status, again.body.code]).toEqual([409, 'NOT_PLEDGED']);

    // The owner lowers the price to what is pledged: funded by that save alone.
    await server.putItems(owner.token, list._id, [
      { _id: bike._id, name: 'Bike', price: 74.5 },
      { _id: kite._id, name: 'Kite', price: 10 },
    ]);
    expect(await seen(list, ann)).toMatchObject({ groupGift: true, pledged: 74.5, claimed: 1 });
  });

  it('refuses what a group gift does not take, and changes nothing', async () => {
    const list = await sharedList([
      { name: 'Bike', price: 100, groupGift: true },
      { name: 'Kite', price: 10 },
    ]);
    const [bike, kite] = list.items as [Item, Item];
    const claim = await call('PUT', `/api/lists/${list._id}/items/${bike._id}/mark-bought`, ann);
    expect([claim.status, claim.body.code]).toEqual([409, 'GROUP_GIFT']);
    const notGroup = await call('POST', pledges(list, kite), ann, { amount: 5 });
    expect([notGroup.status, notGroup.body.code]).toEqual([409, 'NOT_GROUP_GIFT']);
    for (const amount of [0, -5, 'ten', 2_000_000_000, null]) {
      const bad = await call('POST', pledges(list, bike), ann, { amount });
      expect(bad.status, String(amount)).toBe(400);
    }
    // The owner side neither pledges nor learns that pledging exists: the list's 404.
    for (const who of [owner, undefined]) {
      const refused = await call('POST', pledges(list, bike), who, { amount: 5 });
      expect(refused.status).toBe(who ? 404 : 401);
    }
    expect(await seen(list, ann)).toMatchObject({ pledged: 0, pledges: [] });

    // A group gift needs a price, and is not one of alternatives: 400, nothing saved.
    for (const broken of [
      { name: 'Bike', groupGift: true },
      { name: 'Bike', price: 100, groupGift: true, anyOf: 'wheels' },
    ]) {
      const save = await call('PUT', `/api/lists/${list._id}`, owner, {
        items: [
          { _id: bike._id, ...broken },
          { _id: kite._id, name: 'Kite', price: 10 },
        ],
      });
      expect(save.status).toBe(400);
      expect(save.body.message).toContain('“Bike” is a group gift');
    }
    expect(await seen(list, owner)).toMatchObject({ price: 100, groupGift: true });

    // Received: no pledge any more.
    await call('PUT', `/api/lists/${list._id}/items/${bike._id}/received`, owner, {
      received: true,
    });
    const late = await call('POST', pledges(list, bike), ann, { amount: 5 });
    expect([late.status, late.body.code]).toEqual([409, 'RECEIVED']);
  });

  it('shows an owner in surprise mode nothing pledged, and drops pledges when no longer a group gift', async () => {
    const list = await sharedList([{ name: 'Bike', price: 100, groupGift: true }], {
      surprise: true,
      eventDate: '2099-12-24',
    });
    const bike = list.items[0]!;
    expect((await call('POST', pledges(list, bike), ann, { amount: 100 })).body).toMatchObject({
      pledged: 100,
      claimed: 1,
    });
    const surprised = await call<WishList>('GET', `/api/lists/${list._id}`, owner);
    const ownersBike = surprised.body.items[0]!;
    expect(ownersBike.groupGift).toBe(true);
    expect(ownersBike.claimed).toBe(0);
    expect('pledged' in ownersBike).toBe(false);
    expect('pledges' in ownersBike).toBe(false);

    // The owner's choice, as deleting an item drops its claims: the pledges go, and the item
    // is wanted again.
    await server.putItems(owner.token, list._id, [
      { _id: bike._id, name: 'Bike', price: 100, groupGift: false },
    ]);
    const after = await seen(list, ann);
    expect(after.groupGift).toBeUndefined();
    expect(after.claimed).toBe(0);
    expect((await call('POST', pledges(list, bike), ann, { amount: 5 })).body.code).toBe(
      'NOT_GROUP_GIFT',
    );
    const claim = await call('PUT', `/api/lists/${list._id}/items/${bike._id}/mark-bought`, ann);
    expect(claim.status).toBe(200);
  });

  it('loses no pledge when many givers pledge at once, nor counts one giver twice', async () => {
    const list = await sharedList([{ name: 'Bike', price: 1000, groupGift: true }], {}, true);
    const bike = list.items[0]!;
    const answers = await Promise.all(
      crowd.map((giver, n) => call('POST', pledges(list, bike), giver, { amount: n + 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 200));
    // One giver changing their pledge many times at once keeps one pledge, one of theirs.
    const amounts = [10, 20, 30, 40, 50, 60];
    await Promise.all(amounts.map((amount) => call('POST', pledges(list, bike), ann, { amount })));
    const now = await seen(list, ben);
    const crowdSum = (crowd.length * (crowd.length + 1)) / 2;
    const annsPledge = now.pledges?.find((p) => p.user._id === ann.user.id)?.amount;
    expect(amounts).toContain(annsPledge);
    expect(now.pledges).toHaveLength(crowd.length + 1);
    expect(now.pledged).toBe(crowdSum + (annsPledge ?? Number.NaN));
  });
});
