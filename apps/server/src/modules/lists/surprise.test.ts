import type { AuthResult, Item, MyClaim, WishList } from '@wishlist/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };

/** The claims, sums and buyers an answer shows, item by item. */
const claimsShown = (items: Item[]) =>
  items.map((item) => ({
    claimed: item.claimed,
    claims: item.claims.length,
    boughtBy: item.boughtBy?._id ?? null,
    boughtAt: item.boughtAt,
  }));
const NOTHING = { claimed: 0, claims: 0, boughtBy: null, boughtAt: null };

describe(`surprise mode (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    ann = await server.user({ name: 'Ann Giver' });
    bob = await server.user({ name: 'Bob Giver' });
  });
  beforeEach(() => server.services.clock.set(new Date('2026-12-20T12:00:00.000Z')));
  afterAll(() => server.stop());

  /** A surprise list with a drone (Ann claims it) and 4 plates (Bob claims 2), shared. */
  async function surpriseList(eventDate: string | null) {
    const list = await server.list(owner.token, { name: 'Birthday', surprise: true, eventDate });
    expect(list).toMatchObject({ surprise: true, eventDate });
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Drone' },
      { name: 'Plates', quantity: 4 },
    ]);
    await server.share(owner.token, list._id, ann);
    await server.share(owner.token, list._id, bob);
    const path = (n: number, action: string) =>
      `/api/lists/${list._id}/items/${items[n]!._id}/${action}`;
    expect((await server.request('PUT', path(0, 'mark-bought'), { token: ann.token })).status).toBe(
      200,
    );
    const plates = await server.request('PUT', path(1, 'mark-bought'), {
      token: bob.token,
      body: { quantity: 2 },
    });
    expect(plates.status).toBe(200);
    return { list, items, path };
  }

  const ownerView = async (listId: string) => {
    const one = await server.request<WishList>('GET', `/api/lists/${listId}`, {
      token: owner.token,
    });
    const mine = await server.request<WishList[]>('GET', '/api/lists', { token: owner.token });
    const onDashboard = mine.body.find((l) => l._id === listId)!;
    // The server's clock says whether claims are hidden, for the app to go by.
    expect(onDashboard.surpriseActive).toBe(one.body.surpriseActive);
    return {
      hidden: one.body.surpriseActive,
      list: claimsShown(one.body.items),
      dashboard: claimsShown(onDashboard.items),
    };
  };

  it('shows the owner nothing claimed in every answer, while givers see every claim', async () => {
    const { list, items } = await surpriseList('2026-12-24');
    const hidden = { hidden: true, list: [NOTHING, NOTHING], dashboard: [NOTHING, NOTHING] };
    expect(await ownerView(list._id)).toEqual(hidden);
    // The answer to the owner's own save hides them too.
    const saved = await server.putItems(
      owner.token,
      list._id,
      items.map(({ _id, name }) => ({ _id, name: `${name}!` })),
    );
    expect(claimsShown(saved.items)).toEqual([NOTHING, NOTHING]);
    const renamed = await server.request<WishList>('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { name: 'Birthday 40' },
    });
    expect(claimsShown(renamed.body.items)).toEqual([NOTHING, NOTHING]);

    const giver = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: bob.token,
    });
    expect(giver.body).toMatchObject({
      surprise: true,
      eventDate: '2026-12-24',
      surpriseActive: true,
    });
    expect(claimsShown(giver.body.items)).toEqual([
      { claimed: 1, claims: 1, boughtBy: ann.user.id, boughtAt: expect.any(String) },
      { claimed: 2, claims: 1, boughtBy: null, boughtAt: null },
    ]);
    const shared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
      token: ann.token,
    });
    expect(claimsShown(shared.body.find((l) => l._id === list._id)!.items)[1]!.claimed).toBe(2);
  });

  it('refuses the owner mark and unmark with 403 surprise, on claimed and unclaimed items alike', async () => {
    const { list, path } = await surpriseList('2026-12-24');
    const { items } = await server.putItems(owner.token, list._id, [
      ...(await server.request<WishList>('GET', `/api/lists/${list._id}`, { token: owner.token }))
        .body.items,
      { name: 'Free' },
    ]);
    const free = `/api/lists/${list._id}/items/${items[2]!._id}`;
    for (const url of [
      path(0, 'mark-bought'),
      path(0, 'unmark-bought'),
      path(1, 'mark-bought'),
      path(1, 'unmark-bought'),
      `${free}/mark-bought`,
      `${free}/unmark-bought`,
    ]) {
      const res = await server.request('PUT', url, { token: owner.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message:
          'This list is a surprise: its owner cannot see or change what is marked as bought until the day after the event.',
        code: 'surprise',
      });
    }
    const res = await server.request('PUT', path(1, 'unmark-bought'), {
      token: owner.token,
      body: { userId: bob.user.id },
    });
    expect(res.status).toBe(403);
    // Nothing changed for the givers.
    const giver = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: ann.token,
    });
    expect(claimsShown(giver.body.items).map((shown) => shown.claimed)).toEqual([1, 2, 0]);
  });

  it('reveals everything from the day after the event (UTC), with nothing written', async () => {
    const { list } = await surpriseList('2026-12-24');
    server.services.clock.set(new Date('2026-12-24T23:59:59.000Z'));
    expect((await ownerView(list._id)).list).toEqual([NOTHING, NOTHING]);
    server.services.clock.set(new Date('2026-12-25T00:00:01.000Z'));
    const revealed = await ownerView(list._id);
    expect(revealed.hidden).toBe(false);
    expect(revealed.list).toEqual([
      { claimed: 1, claims: 1, boughtBy: ann.user.id, boughtAt: expect.any(String) },
      { claimed: 2, claims: 1, boughtBy: null, boughtAt: null },
    ]);
    expect(revealed.dashboard).toEqual(revealed.list);
    // The owner may now unmark, as the spec says.
    const items = (
      await server.request<WishList>('GET', `/api/lists/${list._id}`, { token: owner.token })
    ).body.items;
    const unmark = await server.request<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${items[0]!._id}/unmark-bought`,
      { token: owner.token },
    );
    expect(unmark.status).toBe(200);
  });

  it('keeps hiding with no event date until surprise is turned off, which reveals at once', async () => {
    const { list } = await surpriseList(null);
    server.services.clock.set(new Date('2030-01-01T00:00:00.000Z'));
    expect((await ownerView(list._id)).list).toEqual([NOTHING, NOTHING]);
    const off = await server.request<WishList>('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { surprise: false },
    });
    expect(off.body.surprise).toBe(false);
    expect(claimsShown(off.body.items).map((shown) => shown.claimed)).toEqual([1, 2]);
    expect((await ownerView(list._id)).list.map((shown) => shown.claimed)).toEqual([1, 2]);
    // And on again hides them again.
    await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { surprise: true, eventDate: '2030-02-01' },
    });
    expect((await ownerView(list._id)).list).toEqual([NOTHING, NOTHING]);
  });

  it("leaves the owner's own earlier claims out of their My gifts while it hides them", async () => {
    const list = await server.list(owner.token, { name: 'Own' });
    const { items } = await server.putItems(owner.token, list._id, [{ name: 'Self gift' }]);
    await server.request('PUT', `/api/lists/${list._id}/items/${items[0]!._id}/mark-bought`, {
      token: owner.token,
    });
    const mine = () =>
      server
        .request<MyClaim[]>('GET', '/api/me/claims', { token: owner.token })
        .then((res) => res.body.filter((claim) => claim.list._id === list._id));
    expect(await mine()).toHaveLength(1);
    await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { surprise: true, eventDate: '2026-12-22' },
    });
    expect(await mine()).toHaveLength(0);
    server.services.clock.set(new Date('2026-12-23T00:00:00.000Z'));
    expect(await mine()).toHaveLength(1);
  });

  it('validates surprise and eventDate, and changes nothing on a bad one', async () => {
    const list = await server.list(owner.token, { name: 'Checks' });
    for (const [body, message] of [
      [{ surprise: 'yes' }, 'Surprise must be true or false'],
      [{ eventDate: '2026-02-30' }, 'Event date must be a real date written YYYY-MM-DD'],
      [{ eventDate: '24/12/2026' }, 'Event date must be a real date written YYYY-MM-DD'],
      [{ eventDate: 20261224 }, 'Event date must be a date written YYYY-MM-DD, or null'],
    ] as const) {
      for (const [method, url] of [
        ['POST', '/api/lists'],
        ['PUT', `/api/lists/${list._id}`],
      ] as const) {
        const res = await server.request(method, url, {
          token: owner.token,
          body: { name: 'Checks', ...body },
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
      }
    }
    const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    expect(after.body).toMatchObject({ surprise: false, eventDate: null });
    const cleared = await server.request<WishList>('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { eventDate: '2027-01-06' },
    });
    expect(cleared.body.eventDate).toBe('2027-01-06');
    const none = await server.request<WishList>('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { eventDate: '' },
    });
    expect(none.body.eventDate).toBeNull();
  });

  it('sends the owner no e-mail that names a claim or a claimer', async () => {
    const since = server.smtp.messages.length;
    await surpriseList('2026-12-24');
    // (The invitations were delivered before share() returned.)
    const toOwner = server.smtp.messages.slice(since).filter((m) => m.to === owner.user.email);
    expect(server.smtp.messages.length).toBeGreaterThan(since);
    for (const mail of toOwner) {
      expect(mail.text).not.toMatch(/Ann Giver|Bob Giver|claim|bought/i);
    }
  });
});
