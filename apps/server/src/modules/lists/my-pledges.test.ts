import type { AuthResult, Item, MyPledge, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** My Gifts beside G3: what the caller chips in toward (A3), on lists they can still see. */
describe(`my pledges (${dialectName})`, () => {
  let server: TestServer;
  let rosa: AuthResult;
  let tom: AuthResult;
  let me: AuthResult;

  beforeAll(async () => {
    server = await TestServer.start();
    [rosa, tom, me] = await Promise.all([
      server.user({ name: 'Rosa' }),
      server.user({ name: 'Tom' }),
      server.user({ name: 'Me Giver' }),
    ]);
  });
  afterAll(() => server.stop());

  const myPledges = async (who: AuthResult) => {
    const res = await server.request<MyPledge[]>('GET', '/api/me/pledges', { token: who.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const pledge = (who: AuthResult, list: WishList, item: Item, amount: number) =>
    server.request('POST', `/api/lists/${list._id}/items/${item._id}/pledges`, {
      token: who.token,
      body: { amount },
    });
  async function groupGiftList(owner: AuthResult, name: string, eventDate: string | null) {
    const list = await server.list(owner.token, { name, eventDate });
    const saved = await server.putItems(owner.token, list._id, [
      { name: `${name} bike`, price: 120, groupGift: true },
    ]);
    await server.share(owner.token, list._id, me);
    return saved;
  }

  it('lists each pledge, soonest event first, with its list and item; only where still seen', async () => {
    expect(await myPledges(me)).toEqual([]);
    const later = await groupGiftList(rosa, 'Rosa turns 40', '2027-03-01');
    const sooner = await groupGiftList(tom, 'Tom Christmas', '2026-12-24');
    expect((await pledge(me, later, later.items[0]!, 30)).status).toBe(200);
    expect((await pledge(me, sooner, sooner.items[0]!, 45.5)).status).toBe(200);

    const mine = await myPledges(me);
    expect(mine.map((p) => [p.list.name, p.item.name, p.amount])).toEqual([
      ['Tom Christmas', 'Tom Christmas bike', 45.5],
      ['Rosa turns 40', 'Rosa turns 40 bike', 30],
    ]);
    expect(mine[0]!.list).toEqual({
      _id: sooner._id,
      name: 'Tom Christmas',
      owner: { _id: tom.user.id, name: 'Tom' },
      eventDate: '2026-12-24',
      currency: 'USD',
    });
    expect(mine[0]!.item).toMatchObject({ groupGift: true, pledged: 45.5, price: 120 });
    expect(mine[0]!.item.pledges).toEqual([
      { user: { _id: me.user.id, name: 'Me Giver' }, amount: 45.5 },
    ]);
    // Nobody else's pledges show up in mine; the owner pledged nothing.
    expect(await myPledges(tom)).toEqual([]);

    // Made private (A4): gone for a giver. Withdrawn: gone.
    await server.putItems(tom.token, sooner._id, [{ ...sooner.items[0]!, hidden: true }]);
    expect((await myPledges(me)).map((p) => p.list.name)).toEqual(['Rosa turns 40']);
    await server.request('DELETE', `/api/lists/${later._id}/items/${later.items[0]!._id}/pledges`, {
      token: me.token,
    });
    expect(await myPledges(me)).toEqual([]);
  });

  it('shows nothing of a list whose invitation was revoked', async () => {
    const list = await groupGiftList(rosa, 'Rosa at 41', '2028-03-01');
    await pledge(me, list, list.items[0]!, 20);
    expect(await myPledges(me)).toHaveLength(1);
    const overview = await server.request<{ invitations: Array<{ id: string }> }>(
      'GET',
      `/api/lists/${list._id}/invitations`,
      { token: rosa.token },
    );
    // Shared with me alone.
    const invitation = overview.body.invitations[0]!;
    await server.request('DELETE', `/api/lists/${list._id}/invitations/${invitation.id}`, {
      token: rosa.token,
    });
    expect(await myPledges(me)).toEqual([]);
    expect((await server.request('GET', '/api/me/pledges')).status).toBe(401);
  });
});
