import type { AuthResult, MyClaim, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };

describe(`My gifts and claims that go (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  const claim = (who: Person, listId: string, itemId: string, quantity?: number) =>
    server.request('PUT', `/api/lists/${listId}/items/${itemId}/mark-bought`, {
      token: who.token,
      body: quantity === undefined ? undefined : { quantity },
    });
  const myClaims = async (who: Person) => {
    const res = await server.request<MyClaim[]>('GET', '/api/me/claims', { token: who.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  /** A list of `owner`'s with `items`, shared with `givers` (accepted). */
  async function sharedList(
    owner: Person,
    name: string,
    eventDate: string | null,
    items: Array<{ name: string; quantity?: number; price?: number; affiliateLink?: string }>,
    givers: Person[],
  ) {
    const list = await server.list(owner.token, { name, eventDate });
    const saved = await server.putItems(owner.token, list._id, items);
    for (const giver of givers) await server.share(owner.token, list._id, giver);
    return saved;
  }

  it('lists every claim, soonest event first, with its list, owner, item, quantity and time', async () => {
    const [rosa, tom, me] = await Promise.all([
      server.user({ name: 'Rosa' }),
      server.user({ name: 'Tom' }),
      server.user({ name: 'Me Giver' }),
    ]);
    const later = await sharedList(
      rosa,
      'Rosa turns 40',
      '2027-03-01',
      [{ name: 'Scarf', price: 30, affiliateLink: 'https://shop.example/scarf' }],
      [me],
    );
    const sooner = await sharedList(
      tom,
      'Tom Christmas',
      '2026-12-24',
      [{ name: 'Socks' }, { name: 'Mugs', quantity: 4, price: 8.5 }],
      [me],
    );
    const undated = await sharedList(rosa, 'Someday', null, [{ name: 'Kite' }], [me]);
    await claim(me, undated._id, undated.items[0]!._id);
    await claim(me, later._id, later.items[0]!._id);
    await claim(me, sooner._id, sooner.items[1]!._id, 3);
    await claim(me, sooner._id, sooner.items[0]!._id);

    const mine = await myClaims(me);
    expect(mine.map((c) => [c.list.name, c.item.name, c.quantity])).toEqual([
      ['Tom Christmas', 'Mugs', 3],
      ['Tom Christmas', 'Socks', 1],
      ['Rosa turns 40', 'Scarf', 1],
      ['Someday', 'Kite', 1],
    ]);
    const mugs = mine[0]!;
    expect(mugs.list).toEqual({
      _id: sooner._id,
      name: 'Tom Christmas',
      owner: { _id: tom.user.id, name: 'Tom' },
      eventDate: '2026-12-24',
      currency: 'USD',
      visible: true,
    });
    expect(mugs.item).toMatchObject({ name: 'Mugs', price: 8.5, quantity: 4, claimed: 3 });
    expect(mugs.at).toBe(mugs.item.claims[0]!.at);
    expect(mine[2]!.item.affiliateLink).toBe('https://shop.example/scarf');
    // Someone else's gifts are their own.
    expect(await myClaims(tom)).toEqual([]);
  });

  it('leaves out a list the caller can no longer see unless asked, marked, and a given-back claim', async () => {
    const [owner, me] = await Promise.all([server.user(), server.user()]);
    const list = await sharedList(
      owner,
      'Wedding',
      '2027-06-01',
      [{ name: 'Vase' }, { name: 'Toaster' }],
      [me],
    );
    await claim(me, list._id, list.items[0]!._id);
    await claim(me, list._id, list.items[1]!._id);
    await server.request(
      'PUT',
      `/api/lists/${list._id}/items/${list.items[1]!._id}/unmark-bought`,
      {
        token: me.token,
      },
    );
    expect((await myClaims(me)).map((c) => c.item.name)).toEqual(['Vase']);

    const overview = await server.request<{ invitations: Array<{ id: string }> }>(
      'GET',
      `/api/lists/${list._id}/invitations`,
      { token: owner.token },
    );
    await server.request(
      'DELETE',
      `/api/lists/${list._id}/invitations/${overview.body.invitations[0]!.id}`,
      { token: owner.token },
    );
    // G3 lists only what they can see; the claim stays theirs to give back (decision 029),
    // asked for with include=lost, on a list shown as out of sight.
    expect(await myClaims(me)).toEqual([]);
    const withLost = await server.request<MyClaim[]>('GET', '/api/me/claims?include=lost', {
      token: me.token,
    });
    expect(withLost.body.map((c) => [c.item.name, c.list.visible])).toEqual([['Vase', false]]);
    // The claim itself stays (the gift may be bought already): the owner still sees it.
    const ownerView = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    expect(ownerView.body.items[0]!.boughtBy?._id).toBe(me.user.id);
  });

  it('drops the claim with a deleted item or a deleted list (G4)', async () => {
    const [owner, me] = await Promise.all([server.user(), server.user()]);
    const list = await sharedList(
      owner,
      'Moving day',
      null,
      [{ name: 'Lamp' }, { name: 'Rug', quantity: 2 }],
      [me],
    );
    await claim(me, list._id, list.items[0]!._id);
    await claim(me, list._id, list.items[1]!._id, 2);
    expect(await myClaims(me)).toHaveLength(2);
    // The owner removes the lamp.
    await server.putItems(owner.token, list._id, [{ _id: list.items[1]!._id, name: 'Rug' }]);
    expect((await myClaims(me)).map((c) => c.item.name)).toEqual(['Rug']);
    await server.request('DELETE', `/api/lists/${list._id}`, { token: owner.token });
    expect(await myClaims(me)).toEqual([]);
    const left = await server.services.database.db
      .selectFrom('claims')
      .select('item_id')
      .where('list_id', '=', list._id)
      .execute();
    expect(left).toEqual([]);
  });

  it("gives a deleted account's claims back: each item's sum drops by that claim", async () => {
    const [owner, leaver, stayer] = await Promise.all([
      server.user(),
      server.user({ name: 'Leaver' }),
      server.user({ name: 'Stayer' }),
    ]);
    const list = await sharedList(
      owner,
      'Housewarming',
      null,
      [{ name: 'Chairs', quantity: 3 }, { name: 'Clock' }],
      [leaver, stayer],
    );
    await claim(stayer, list._id, list.items[0]!._id);
    await claim(leaver, list._id, list.items[0]!._id, 2);
    await claim(leaver, list._id, list.items[1]!._id);
    const deleted = await server.request('DELETE', '/api/auth/account', {
      token: leaver.token,
      body: { password: leaver.password },
    });
    expect(deleted.status).toBe(204);
    const view = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: stayer.token,
    });
    const [chairs, clock] = view.body.items;
    expect(chairs).toMatchObject({ claimed: 1, boughtBy: null, boughtAt: null });
    expect(chairs!.claims.map((c) => c.user.name)).toEqual(['Stayer']);
    expect(clock).toMatchObject({ claimed: 0, claims: [], boughtBy: null });
    // Free again: someone else can take what was given back.
    expect((await claim(stayer, list._id, list.items[0]!._id, 2)).status).toBe(200);
  });

  it('answers 401 signed out', async () => {
    const res = await server.request('GET', '/api/me/claims');
    expect(res.status).toBe(401);
  });
});
