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
      visible: true,
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

  it('after a revoked invitation: out of sight, still theirs to withdraw, and nothing else', async () => {
    const list = await groupGiftList(rosa, 'Rosa at 41', '2028-03-01');
    const bike = list.items[0]!;
    const ann = await server.user({ name: 'Ann' });
    await server.share(rosa.token, list._id, ann);
    await pledge(ann, list, bike, 70);
    await pledge(me, list, bike, 20);
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
    // Asked for, the pledge shows out of sight, with nothing of Ann's (nor the sum).
    const lost = await server.request<MyPledge[]>('GET', '/api/me/pledges?include=lost', {
      token: me.token,
    });
    expect(lost.body).toHaveLength(1);
    expect(lost.body[0]).toMatchObject({ amount: 20, list: { _id: list._id, visible: false } });
    expect(lost.body[0]!.item).toMatchObject({ pledged: 20, claimed: 0 });
    expect(lost.body[0]!.item.pledges?.map((p) => p.user.name)).toEqual(['Me Giver']);
    // They may not pledge again; they may withdraw, and the answer names nobody else.
    const bikePledges = `/api/lists/${list._id}/items/${bike._id}/pledges`;
    expect((await pledge(me, list, bike, 25)).status).toBe(404);
    const withdrawn = await server.request<Item>('DELETE', bikePledges, { token: me.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ pledges: [], pledged: 0 });
    // Once withdrawn, the list is theirs to see no more: 404, as to anyone else.
    expect((await server.request('DELETE', bikePledges, { token: me.token })).status).toBe(404);
    const stranger = await server.user({ name: 'Stranger' });
    expect((await server.request('DELETE', bikePledges, { token: stranger.token })).status).toBe(
      404,
    );
    // Ann's pledge stands alone; the owner side sees the sum without theirs.
    const owner = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: rosa.token,
    });
    expect(owner.body.items[0]!.pledged).toBe(70);
    expect((await server.request('GET', '/api/me/pledges')).status).toBe(401);
  });
});
