import type { AuthResult, Item, MyClaim, WishList } from '@wishlist/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { SseReader } from '../../test/sse.js';

type Person = AuthResult & { password: string };

/**
 * Someone whose invitation is revoked while they hold claims (decision 029): they hear nothing
 * more of the list, their claims stay, and they may give those back, and do nothing else.
 */
describe(`a revoked invitee with claims (${dialectName})`, () => {
  let server: TestServer;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => server.stop());

  const open = async (who: Person, path: string) => {
    const reader = await SseReader.open(server.baseUrl, path, who.token);
    expect(reader.status).toBe(200);
    readers.push(reader);
    return reader;
  };
  const heardOf = (reader: SseReader, listId: string) =>
    reader.changes().filter((change) => change.listId === listId).length;

  /**
   * A private list of four items shared with Bob and Ann; Bob claims the kite, the lamp and
   * one of two plates, Ann the other plate. Bob has a list of his own, whose changes show
   * that his stream was told of everything before them.
   */
  async function setUp() {
    const [owner, bob, ann] = [await server.user(), await server.user(), await server.user()];
    const list = await server.list(owner.token);
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Kite' },
      { name: 'Plates', quantity: 2 },
      { name: 'Lamp' },
      { name: 'Book' },
    ]);
    const [kite, plates, lamp, book] = items as [Item, Item, Item, Item];
    const bobsInvitation = await server.share(owner.token, list._id, bob);
    await server.share(owner.token, list._id, ann);
    const itemCall = (who: Person, item: Item, action: string, body?: object) =>
      server.request<Item>('PUT', `/api/lists/${list._id}/items/${item._id}/${action}`, {
        token: who.token,
        ...(body ? { body } : {}),
      });
    for (const item of [kite, plates, lamp])
      expect((await itemCall(bob, item, 'mark-bought')).status).toBe(200);
    expect((await itemCall(ann, plates, 'mark-bought')).status).toBe(200);
    const bobsOwn = await server.list(bob.token, { name: 'Mine' });
    const revoke = () =>
      server.request('DELETE', `/api/lists/${list._id}/invitations/${bobsInvitation}`, {
        token: owner.token,
      });
    return { owner, bob, ann, list, kite, plates, lamp, book, bobsOwn, itemCall, revoke };
  }

  it('stops telling him of the list at once, on open and on new streams', async () => {
    const { owner, bob, ann, list, bobsOwn, revoke } = await setUp();
    const bobsList = await open(bob, `/api/lists/${list._id}/events`);
    const bobsMine = await open(bob, '/api/me/events');
    const annsMine = await open(ann, '/api/me/events');
    // Whatever the set-up's claims still had to tell has been told once his own edit is heard.
    const marked = (name: string) => server.putItems(bob.token, bobsOwn._id, [{ name }]);
    await marked('Socks');
    await bobsMine.until(() => heardOf(bobsMine, bobsOwn._id) === 1, 3000, 'his own edit');
    const before = heardOf(bobsMine, list._id);

    expect((await revoke()).status).toBe(200);
    // Ended before the revocation's answer, in this process: the stream of the list at once.
    expect(server.services.live.size(bob.user.id)).toBe(1);
    await bobsList.until(() => bobsList.ended, 3000, 'end of his stream of the list');
    // His own stream is told once that the list changed (it is gone for him), then no more.
    await bobsMine.until(() => heardOf(bobsMine, list._id) === before + 1, 3000, 'the last word');

    // The owner's edit reaches Ann; Bob's stream hears only the edit of his own list after it.
    const bobsLater = await open(bob, '/api/me/events');
    await server.putItems(owner.token, list._id, [{ name: 'Drone' }]);
    await annsMine.until(() => heardOf(annsMine, list._id) > 0, 3000, "Ann's event");
    await marked('Shoes');
    await bobsMine.until(() => heardOf(bobsMine, bobsOwn._id) === 2, 3000, 'his own edit');
    await bobsLater.until(() => heardOf(bobsLater, bobsOwn._id) === 1, 3000, 'his own edit');
    expect([heardOf(bobsMine, list._id), heardOf(bobsLater, list._id)]).toEqual([before + 1, 0]);
  });

  it('keeps his claims for the other givers, lets him give them back, and nothing more', async () => {
    const { owner, bob, ann, list, kite, plates, lamp, book, itemCall, revoke } = await setUp();
    expect((await revoke()).status).toBe(200);

    // Ann still sees the kite taken, so she does not buy it again; the owner may release it.
    const annsView = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: ann.token,
    });
    expect(annsView.body.items.find((item) => item._id === kite._id)?.boughtBy?._id).toBe(
      bob.user.id,
    );
    const released = await itemCall(owner, lamp, 'unmark-bought', { userId: bob.user.id });
    expect(released.status).toBe(200);

    // My Gifts shows his claims, the list as one he cannot see, nobody else's claim.
    const g3 = await server.request<MyClaim[]>('GET', '/api/me/claims', { token: bob.token });
    expect(g3.body.filter((claim) => claim.list._id === list._id)).toEqual([]);
    const mine = await server.request<MyClaim[]>('GET', '/api/me/claims?include=lost', {
      token: bob.token,
    });
    expect(mine.status).toBe(200);
    const shown = mine.body.filter((claim) => claim.list._id === list._id);
    expect(shown.map((claim) => [claim.item.name, claim.list.visible, claim.quantity])).toEqual(
      expect.arrayContaining([
        ['Kite', false, 1],
        ['Plates', false, 1],
      ]),
    );
    expect(shown).toHaveLength(2);
    const shownPlates = shown.find((claim) => claim.item._id === plates._id)!.item;
    expect(shownPlates.claims.map((claim) => claim.user._id)).toEqual([bob.user.id]);
    expect(shownPlates.claimed).toBe(1);

    // Anything but giving his own claim back is the list's 404, as for a stranger.
    const refused = [
      await server.request('GET', `/api/lists/${list._id}`, { token: bob.token }),
      await itemCall(bob, book, 'mark-bought'),
      await itemCall(bob, plates, 'mark-bought'),
      await itemCall(bob, plates, 'unmark-bought', { userId: ann.user.id }),
      await itemCall(bob, book, 'unmark-bought'),
      await itemCall(bob, lamp, 'unmark-bought'),
    ];
    expect(refused.map((res) => res.status)).toEqual([404, 404, 404, 404, 404, 404]);

    // His own claims go back; the answer shows nobody else's.
    const plateBack = await itemCall(bob, plates, 'unmark-bought');
    expect(plateBack.status).toBe(200);
    expect([plateBack.body.claimed, plateBack.body.claims, plateBack.body.boughtBy]).toEqual([
      0,
      [],
      null,
    ]);
    expect((await itemCall(bob, kite, 'unmark-bought', { userId: bob.user.id })).status).toBe(200);
    expect((await itemCall(bob, kite, 'unmark-bought')).status).toBe(404);
    const after = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    const claimsOf = (id: string) =>
      after.body.items.find((item) => item._id === id)?.claims.map((claim) => claim.user._id);
    expect([claimsOf(kite._id), claimsOf(plates._id)]).toEqual([[], [ann.user.id]]);
    const left = await server.request<MyClaim[]>('GET', '/api/me/claims?include=lost', {
      token: bob.token,
    });
    expect(left.body.filter((claim) => claim.list._id === list._id)).toEqual([]);
  });

  it('on a public list his invitation’s end changes nothing: he may still see it', async () => {
    const { owner, bob, list, plates, itemCall, revoke } = await setUp();
    await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { isPublic: true },
    });
    const bobsList = await open(bob, `/api/lists/${list._id}/events`);
    expect((await revoke()).status).toBe(200);
    expect(server.services.live.size(bob.user.id)).toBe(1);
    expect(bobsList.ended).toBe(false);
    const mine = await server.request<MyClaim[]>('GET', '/api/me/claims?include=lost', {
      token: bob.token,
    });
    expect(mine.body.every((claim) => claim.list.visible)).toBe(true);
    expect((await itemCall(bob, plates, 'unmark-bought')).body.claims).toHaveLength(1);
  });
});
