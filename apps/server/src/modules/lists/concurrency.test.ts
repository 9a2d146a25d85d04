import type { AuthResult, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

describe(`concurrent claims (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let invitees: AuthResult[];
  let list: WishList;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Owner' });
    list = await server.list(owner.token);
    invitees = await Promise.all(
      Array.from({ length: 10 }, (_, i) => server.user({ name: `Invitee ${i}` })),
    );
    for (const invitee of invitees) await server.share(owner.token, list._id, invitee);
  });
  afterAll(() => server.stop());

  it('lets exactly one of 10 simultaneous buyers win; the other nine get 409', async () => {
    for (let round = 0; round < 5; round++) {
      const { items } = await server.putItems(owner.token, list._id, [{ name: `Gift ${round}` }]);
      const item = items[0]!;
      const answers = await Promise.all(
        invitees.map((invitee) =>
          server.request<Item>('PUT', `/api/lists/${list._id}/items/${item._id}/mark-bought`, {
            token: invitee.token,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.boughtBy!;
      const stored = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      // The owner sees who won, and (the owner only) their e-mail address.
      const winnerEmail = invitees.find((invitee) => invitee.user.id === winner._id)!.user.email;
      expect(stored.body.items[0]!.boughtBy).toEqual({ ...winner, email: winnerEmail });
    }
  });

  it("keeps a claim when the owner's stale items array is saved at the same moment", async () => {
    for (let round = 0; round < 10; round++) {
      const { items } = await server.putItems(owner.token, list._id, [
        { name: 'Lamp' },
        { name: 'Rug' },
      ]);
      const stale = items.map((item) => ({ ...item }));
      const buyer = invitees[round % invitees.length]!;
      const [edit, claim] = await Promise.all([
        server.request<WishList>('PUT', `/api/lists/${list._id}`, {
          token: owner.token,
          body: { items: stale.map((item) => ({ ...item, name: `${item.name} (edited)` })) },
        }),
        server.request<Item>('PUT', `/api/lists/${list._id}/items/${items[0]!._id}/mark-bought`, {
          token: buyer.token,
        }),
      ]);
      expect(edit.status).toBe(200);
      expect(claim.status).toBe(200);
      const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
        token: owner.token,
      });
      expect(after.body.items.map((i) => i.name)).toEqual(['Lamp (edited)', 'Rug (edited)']);
      expect(after.body.items[0]!.boughtBy?._id).toBe(buyer.user.id);
      expect(after.body.items[1]!.boughtBy).toBeNull();
    }
  });

  // The race that once deadlocked PostgreSQL (docs/performance.md, decision 005): a save locked
  // the list, then items; a claim's trigger the item, then the list. Run a thousand times,
  // with two claims on two items against each save, in both orders. (SQLite has one writer
  // and no row locks, so it cannot deadlock: a tenth of the rounds there, for the outcomes.)
  const rounds = dialectName === 'postgres' ? 1000 : 100;
  it(`runs the claim-versus-save race ${rounds} times with no deadlock and no error`, async () => {
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Kite' },
      { name: 'Yo-yo' },
    ]);
    const [first, second] = [invitees[0]!, invitees[1]!];
    const statuses = new Map<number, number>();
    const action = (round: number) => (round % 2 === 0 ? 'mark-bought' : 'unmark-bought');
    for (let round = 0; round < rounds; round++) {
      const claim = (buyer: AuthResult, item: Item) =>
        server.request<Item>('PUT', `/api/lists/${list._id}/items/${item._id}/${action(round)}`, {
          token: buyer.token,
        });
      const save = server.request<WishList>('PUT', `/api/lists/${list._id}`, {
        token: owner.token,
        body: { items: items.map((item) => ({ ...item, name: `${item.name} ${round}` })) },
      });
      const claims =
        round % 4 < 2
          ? [claim(first, items[0]!), claim(second, items[1]!)]
          : [claim(second, items[1]!), claim(first, items[0]!)];
      for (const answer of await Promise.all([save, ...claims]))
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 3 * rounds });
    const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    expect(after.body.items.map((i) => [i.name, i.claimed])).toEqual([
      [`Kite ${rounds - 1}`, 0],
      [`Yo-yo ${rounds - 1}`, 0],
    ]);
  }, 120_000);
});
