import type { AuthResult, Item, MyClaim, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };

/**
 * A buyer's e-mail address shows to the list's owner and to the buyer themselves, in every
 * answer that carries the item; to other givers it is null; an owner in surprise mode sees no
 * buyer at all.
 */
describe(`the buyer's e-mail address (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;
  let list: WishList;
  let bought: Item;
  let free: Item;

  const getList = async (who: Person, listId = list._id) => {
    const res = await server.request<WishList>('GET', `/api/lists/${listId}`, {
      token: who.token,
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const buyerOf = async (who: Person, itemId: string) =>
    (await getList(who)).items.find((item) => item._id === itemId)!.boughtBy;
  const annAsBuyer = () => ({ _id: ann.user.id, name: 'Ann Giver', email: ann.user.email });

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    ann = await server.user({ name: 'Ann Giver' });
    bob = await server.user({ name: 'Bob Giver' });
    list = await server.list(owner.token);
    const saved = await server.putItems(owner.token, list._id, [
      { name: 'Kettle' },
      { name: 'Toaster' },
      { name: 'Mugs', quantity: 3 },
    ]);
    [bought, free] = saved.items as [Item, Item];
    await server.share(owner.token, list._id, ann);
    await server.share(owner.token, list._id, bob);
    // Bob reads first, so the list's items are kept before anyone buys.
    await getList(bob);
    const marked = await server.request<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${bought._id}/mark-bought`,
      { token: ann.token },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.boughtBy).toEqual(annAsBuyer());
  });
  afterAll(() => server.stop());

  it('shows in GET /api/lists/{id} to the buyer and the owner, null to another giver', async () => {
    // Read in turns, twice: each reader's answer is their own, whoever read the kept items first.
    for (let round = 0; round < 2; round++) {
      expect(await buyerOf(bob, bought._id)).toEqual({ ...annAsBuyer(), email: null });
      expect(await buyerOf(ann, bought._id)).toEqual(annAsBuyer());
      expect(await buyerOf(owner, bought._id)).toEqual(annAsBuyer());
      expect(await buyerOf(bob, bought._id)).toEqual({ ...annAsBuyer(), email: null });
    }
    // Only the buyer's own items change: the rest is what everyone else reads.
    const annItems = (await getList(ann)).items;
    const bobItems = (await getList(bob)).items;
    expect(annItems.filter((item) => item._id !== bought._id)).toEqual(
      bobItems.filter((item) => item._id !== bought._id),
    );
    const raw = await server.request('GET', `/api/lists/${list._id}`, { token: bob.token });
    expect(JSON.stringify(raw.body)).not.toContain(ann.user.email);
  });

  it('shows in the shared lists and in My Gifts to the buyer', async () => {
    const shared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
      token: ann.token,
    });
    const item = shared.body
      .find((one) => one._id === list._id)!
      .items.find((one) => one._id === bought._id)!;
    expect(item.boughtBy).toEqual(annAsBuyer());
    const bobShared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
      token: bob.token,
    });
    expect(JSON.stringify(bobShared.body)).not.toContain(ann.user.email);

    const gifts = await server.request<MyClaim[]>('GET', '/api/me/claims', { token: ann.token });
    expect(gifts.body.find((gift) => gift.item._id === bought._id)!.item.boughtBy).toEqual(
      annAsBuyer(),
    );
  });

  it('shows on the last claim of a quantity, and in the answer read back after a claim', async () => {
    const mugs = (await getList(owner)).items.find((item) => item.name === 'Mugs')!;
    const path = `/api/lists/${list._id}/items/${mugs._id}/mark-bought`;
    await server.request('PUT', path, { token: bob.token, body: { quantity: 2 } });
    const last = await server.request<Item>('PUT', path, { token: ann.token });
    expect(last.body.boughtBy).toEqual(annAsBuyer());
    expect(await buyerOf(ann, mugs._id)).toEqual(annAsBuyer());
    expect(await buyerOf(bob, mugs._id)).toEqual({ ...annAsBuyer(), email: null });
  });

  it('does not show to anyone on an item someone else bought, and never to a surprised owner', async () => {
    const toaster = `/api/lists/${list._id}/items/${free._id}/mark-bought`;
    const byBob = await server.request<Item>('PUT', toaster, { token: bob.token });
    expect(byBob.body.boughtBy?.email).toBe(bob.user.email);
    expect((await buyerOf(ann, free._id))?.email).toBeNull();

    const surprise = await server.user({ name: 'Sue Surprised' });
    const hidden = await server.list(surprise.token, { surprise: true });
    const { items } = await server.putItems(surprise.token, hidden._id, [{ name: 'Book' }]);
    await server.share(surprise.token, hidden._id, ann);
    const book = `/api/lists/${hidden._id}/items/${items[0]!._id}/mark-bought`;
    const mine = await server.request<Item>('PUT', book, { token: ann.token });
    expect(mine.body.boughtBy).toEqual(annAsBuyer());
    const ownerView = await getList(surprise, hidden._id);
    expect(ownerView.items[0]).toMatchObject({ boughtBy: null, boughtAt: null, claimed: 0 });
    expect(JSON.stringify(ownerView)).not.toContain(ann.user.email);
    expect((await getList(ann, hidden._id)).items[0]!.boughtBy).toEqual(annAsBuyer());
  });

  it('goes to the loser of a race as to any giver: in the 409 with the item as a GET shows it', async () => {
    const lost = await server.request<{ item: Item }>(
      'PUT',
      `/api/lists/${list._id}/items/${bought._id}/mark-bought`,
      { token: bob.token },
    );
    expect(lost.status).toBe(409);
    expect(lost.body).toEqual({
      message: 'Someone has already marked this item as bought',
      code: 'ALREADY_BOUGHT',
      item: (await getList(bob)).items.find((item) => item._id === bought._id),
    });
    expect(lost.body.item.boughtBy).toEqual({ ...annAsBuyer(), email: null });
  });
});
