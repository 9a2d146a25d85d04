import type { AuthResult, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { ClaimRepository } from './claim-repository.js';

type Person = AuthResult & { password: string };

describe(`claims and quantities (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;
  let list: WishList;

  const itemPath = (itemId: string, action: string) =>
    `/api/lists/${list._id}/items/${itemId}/${action}`;
  const claim = (who: Person, itemId: string, body?: unknown) =>
    server.request<Item>('PUT', itemPath(itemId, 'mark-bought'), { token: who.token, body });
  const unclaim = (who: Person, itemId: string, body?: unknown) =>
    server.request<Item>('PUT', itemPath(itemId, 'unmark-bought'), { token: who.token, body });
  const read = async (who: Person, itemId: string) => {
    const res = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: who.token,
    });
    return res.body.items.find((item) => item._id === itemId)!;
  };
  /** A fresh item with `quantity`, on the shared list (its other items kept). */
  const newItem = async (name: string, quantity?: number) => {
    const { items } = await server
      .request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      })
      .then((res) => res.body);
    const saved = await server.putItems(owner.token, list._id, [
      ...items.map(({ _id, name: n }) => ({ _id, name: n })),
      { name, ...(quantity === undefined ? {} : { quantity }) },
    ]);
    return saved.items.at(-1)!;
  };

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    ann = await server.user({ name: 'Ann Giver' });
    bob = await server.user({ name: 'Bob Giver' });
    list = await server.list(owner.token);
    await server.share(owner.token, list._id, ann);
    await server.share(owner.token, list._id, bob);
  });
  afterAll(() => server.stop());

  describe('quantity on items', () => {
    it('defaults to 1, takes 1-99, and refuses anything else with 400, changing nothing', async () => {
      const plain = await newItem('Plain');
      expect(plain).toMatchObject({ quantity: 1, claimed: 0, claims: [] });
      const plates = await newItem('Plates', 4);
      expect(plates.quantity).toBe(4);
      for (const [quantity, message] of [
        [0, 'Quantity must be at least 1'],
        [100, 'Quantity must be at most 99'],
        [1.5, 'Quantity must be a whole number'],
        ['2', 'Quantity must be a whole number'],
      ] as const) {
        const before = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
          token: owner.token,
        });
        const res = await server.request('PUT', `/api/lists/${list._id}`, {
          token: owner.token,
          body: { items: [{ name: 'Bad', quantity }] },
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
        const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
          token: owner.token,
        });
        expect(after.body.items).toEqual(before.body.items);
      }
    });

    it('keeps a known item quantity when a client sends the items without it', async () => {
      const cups = await newItem('Cups', 6);
      const { items } = await server
        .request<WishList>('GET', `/api/lists/${list._id}`, {
          token: owner.token,
        })
        .then((res) => res.body);
      // The spec's app sends every item back, knowing nothing of quantities.
      const saved = await server.putItems(
        owner.token,
        list._id,
        items.map(({ _id, name }) => ({ _id, name: name === 'Cups' ? 'Tea cups' : name })),
      );
      expect(saved.items.find((item) => item._id === cups._id)).toMatchObject({
        name: 'Tea cups',
        quantity: 6,
      });
    });
  });

  describe('mark-bought with a quantity', () => {
    it('claims one or several, adds up, and sets boughtBy once the claims cover the quantity', async () => {
      const plates = await newItem('Dinner plates', 4);
      const first = await claim(ann, plates._id, { quantity: 2 });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ quantity: 4, claimed: 2, boughtBy: null, boughtAt: null });
      expect(first.body.claims).toEqual([
        { user: { _id: ann.user.id, name: 'Ann Giver' }, quantity: 2, at: expect.any(String) },
      ]);
      // The answer is what the list shows.
      expect(await read(ann, plates._id)).toEqual(first.body);

      const second = await claim(bob, plates._id);
      expect(second.body.claimed).toBe(3);
      const third = await claim(ann, plates._id, { quantity: 1 });
      expect(third.status).toBe(200);
      expect(third.body.claimed).toBe(4);
      expect(third.body.claims.map((c) => [c.user.name, c.quantity])).toEqual([
        ['Bob Giver', 1],
        ['Ann Giver', 3],
      ]);
      expect(third.body.boughtBy).toEqual({
        _id: ann.user.id,
        name: 'Ann Giver',
        email: ann.user.email,
      });
      expect(third.body.boughtAt).toBe(third.body.claims[1]!.at);
      expect(await read(ann, plates._id)).toEqual(third.body);
      // The owner sees the last claimer's e-mail, as the spec's buyer.
      expect((await read(owner, plates._id)).boughtBy?.email).toBe(ann.user.email);
    });

    it('refuses more than is left with 409 and claims nothing', async () => {
      const chairs = await newItem('Chairs', 3);
      await claim(ann, chairs._id, { quantity: 2 });
      const tooMany = await claim(bob, chairs._id, { quantity: 2 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toEqual({
        message: 'Only 1 of this item is still to be bought',
        code: 'NOT_ENOUGH_LEFT',
        item: await read(bob, chairs._id),
      });
      expect((await read(bob, chairs._id)).claimed).toBe(2);
      await claim(bob, chairs._id);
      const none = await claim(bob, chairs._id);
      expect(none.status).toBe(409);
      expect(none.body).toMatchObject({ code: 'ALREADY_BOUGHT', item: { claimed: 3 } });
    });

    it.each([
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ quantity: 100 }, 'Quantity must be at most 99'],
      [{ quantity: 'two' }, 'Quantity must be a whole number'],
    ])('refuses %j with 400', async (body, message) => {
      const lamp = await newItem('Lamp', 5);
      const res = await claim(ann, lamp._id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
      expect((await read(ann, lamp._id)).claimed).toBe(0);
    });
  });

  describe('unmark-bought', () => {
    it("gives back the caller's own claim only; a giver may not name another", async () => {
      const mugs = await newItem('Mugs', 4);
      await claim(ann, mugs._id, { quantity: 2 });
      await claim(bob, mugs._id);
      const other = await unclaim(bob, mugs._id, { userId: ann.user.id });
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ code: 'NOT_BUYER' });
      const mine = await unclaim(ann, mugs._id);
      expect(mine.status).toBe(200);
      expect(mine.body.claims.map((c) => c.user._id)).toEqual([bob.user.id]);
      expect(mine.body.claimed).toBe(1);
      expect(await read(bob, mugs._id)).toEqual(mine.body);
      // Nothing of Ann's left: the spec's 403 for someone who is not the buyer.
      expect((await unclaim(ann, mugs._id)).status).toBe(403);
    });

    it("lets the owner remove one person's claim, or every claim with no body", async () => {
      const forks = await newItem('Forks', 6);
      await claim(ann, forks._id, { quantity: 3 });
      await claim(bob, forks._id, { quantity: 3 });
      expect((await read(owner, forks._id)).boughtBy?._id).toBe(bob.user.id);
      const one = await unclaim(owner, forks._id, { userId: bob.user.id });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ claimed: 3, boughtBy: null, boughtAt: null });
      const nobody = await unclaim(owner, forks._id, { userId: owner.user.id });
      expect(nobody.status).toBe(409);
      expect(nobody.body).toMatchObject({ code: 'NOT_CLAIMED' });
      await claim(bob, forks._id);
      const all = await unclaim(owner, forks._id);
      expect(all.body).toMatchObject({ claimed: 0, claims: [], boughtBy: null });
      expect(await read(ann, forks._id)).toMatchObject({ claimed: 0, claims: [] });
      const again = await unclaim(owner, forks._id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'NOT_BOUGHT' });
    });
  });

  describe("the owner's quantity against what is claimed", () => {
    it('lowering it below the claims keeps them and shows the item bought; raising reopens it', async () => {
      const glasses = await newItem('Glasses', 4);
      await claim(ann, glasses._id, { quantity: 2 });
      await claim(bob, glasses._id);
      const { items } = await server
        .request<WishList>('GET', `/api/lists/${list._id}`, {
          token: owner.token,
        })
        .then((res) => res.body);
      const withQuantity = (quantity: number) =>
        items.map(({ _id, name, quantity: q }) => ({
          _id,
          name,
          quantity: _id === glasses._id ? quantity : q,
        }));
      const lowered = await server.putItems(owner.token, list._id, withQuantity(2));
      const low = lowered.items.find((item) => item._id === glasses._id)!;
      expect(low).toMatchObject({ quantity: 2, claimed: 3 });
      expect(low.boughtBy?._id).toBe(bob.user.id);
      // Bob, the latest claimer, gives back: Ann's 2 still cover a quantity of 2.
      const after = await unclaim(bob, glasses._id);
      expect(after.body).toMatchObject({ claimed: 2, boughtBy: { _id: ann.user.id } });
      const raised = await server.putItems(owner.token, list._id, withQuantity(5));
      expect(raised.items.find((item) => item._id === glasses._id)).toMatchObject({
        quantity: 5,
        claimed: 2,
        boughtBy: null,
        boughtAt: null,
      });
    });
  });

  describe('the database itself', () => {
    it('refuses a claim past the quantity, or for an item of another list, even with no check before it', async () => {
      const rugs = await newItem('Rugs', 3);
      const claims = new ClaimRepository(server.services.database.db);
      const now = new Date().toISOString();
      expect(await claims.claim(list._id, rugs._id, ann.user.id, 4, now)).toBe(false);
      expect(await claims.claim('another-list', rugs._id, ann.user.id, 1, now)).toBe(false);
      expect(await read(ann, rugs._id)).toMatchObject({ claimed: 0, claims: [] });
      expect(await claims.claim(list._id, rugs._id, ann.user.id, 2, now)).toBe(true);
      // Adding to one's own claim is checked the same way.
      expect(await claims.claim(list._id, rugs._id, ann.user.id, 2, now)).toBe(false);
      expect(await read(ann, rugs._id)).toMatchObject({ claimed: 2 });
      expect((await read(ann, rugs._id)).claims.map((c) => c.quantity)).toEqual([2]);
    });
  });

  describe('concurrency', () => {
    it('takes exactly 3 units of a quantity-3 item from 24 simultaneous claims', async () => {
      const givers = await Promise.all(
        Array.from({ length: 24 }, (_, n) => server.user({ name: `Racer ${n}` })),
      );
      const open = await server.list(owner.token, { name: 'Race', isPublic: true });
      for (let round = 0; round < 3; round++) {
        const saved = await server.putItems(owner.token, open._id, [
          { name: 'Drone', quantity: 3 },
        ]);
        const drone = saved.items[0]!;
        const answers = await Promise.all(
          givers.map((giver, n) =>
            server.request<Item>('PUT', `/api/lists/${open._id}/items/${drone._id}/mark-bought`, {
              token: giver.token,
              // Some ask for two at once.
              body: n % 4 === 0 ? { quantity: 2 } : undefined,
            }),
          ),
        );
        const winners = givers
          .filter((_, n) => answers[n]!.status === 200)
          .map((giver) => giver.user.id);
        expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(
          true,
        );
        const res = await server.request<WishList>('GET', `/api/lists/${open._id}`, {
          token: owner.token,
        });
        const stored = res.body.items[0]!;
        expect(stored.claimed).toBe(3);
        expect(stored.claims.reduce((sum, c) => sum + c.quantity, 0)).toBe(3);
        // Every 200 is a claim that stands, and nothing else is.
        expect(stored.claims.map((c) => c.user._id).sort()).toEqual(winners.sort());
        expect(stored.boughtBy).not.toBeNull();
      }
    });
  });
});
