import type { Item, ReceivedItem, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import {
  dayAfter,
  later,
  notificationsTo,
  type Person,
  people,
  settle,
} from '../../test/notifications.js';

/** A4 private items and A1 received, as the owner and a giver see them. */
describe(`private and received items (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let giver: Person;
  let stranger: Person;

  const call = <T>(method: string, path: string, who?: Person, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, {
      token: who?.token,
      body,
    });
  const names = (list: WishList) => list.items.map((item) => item.name);

  async function sharedList(items: unknown[], more: Record<string, unknown> = {}) {
    const list = await server.list(owner.token, { name: 'Birthday', ...more });
    const saved = await server.putItems(owner.token, list._id, items);
    await server.share(owner.token, list._id, giver);
    return saved;
  }

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, giver, stranger] = await people(server, ['Olive Owner', 'Gil Giver', 'Sam Stranger']);
  });
  afterAll(() => server.stop());

  it('keeps a private item to its owner: not shown, claimed or mailed to givers', async () => {
    const list = await sharedList([
      { name: 'Draft idea', hidden: true },
      { name: 'Kite' },
      { name: 'Scarf' },
    ]);
    expect(list.items.map((item) => [item.name, item.hidden])).toEqual([
      ['Draft idea', true],
      ['Kite', undefined],
      ['Scarf', undefined],
    ]);
    const draft = list.items[0]!;
    const scarf = list.items[2]!;
    // The giver buys the scarf, after the private item: their own address shows on it.
    expect(
      (await call('PUT', `/api/lists/${list._id}/items/${scarf._id}/mark-bought`, giver)).status,
    ).toBe(200);
    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, giver);
    expect(names(seen.body)).toEqual(['Kite', 'Scarf']);
    expect(seen.body.items[1]!.boughtBy?.email).toBe(giver.user.email);
    expect(JSON.stringify(seen.body)).not.toContain('Draft idea');
    const shared = await call<WishList[]>('GET', '/api/lists/shared-lists', giver);
    expect(JSON.stringify(shared.body)).not.toContain('Draft idea');
    const claim = await call('PUT', `/api/lists/${list._id}/items/${draft._id}/mark-bought`, giver);
    expect(claim.status).toBe(404);
    // Nor may givers talk about it (A2): no notes on an item they cannot see.
    const notes = `/api/lists/${list._id}/items/${draft._id}/notes`;
    expect((await call('GET', notes, giver)).status).toBe(404);
    expect((await call('POST', notes, giver, { text: 'Shall we?' })).status).toBe(404);
    // A save that leaves `hidden` out keeps it; the owner's digest of new items skips it.
    await settle(server);
    const kept = await server.putItems(owner.token, list._id, [
      ...list.items.map((item) => ({ _id: item._id, name: item.name })),
      { name: 'Secret plan', hidden: true },
      { name: 'Gloves' },
    ]);
    expect(kept.items.filter((item) => item.hidden).map((item) => item.name)).toEqual([
      'Draft idea',
      'Secret plan',
    ]);
    later(server, 24 * 60);
    await settle(server);
    const digest = notificationsTo(server.smtp.messages, giver.user.email).at(-1);
    expect(digest?.text).toContain('Gloves');
    expect(digest?.text).not.toContain('Secret plan');
    // Made public again, the giver sees it.
    await server.putItems(owner.token, list._id, [
      { _id: draft._id, name: 'Draft idea', hidden: false },
    ]);
    const after = await call<WishList>('GET', `/api/lists/${list._id}`, giver);
    expect(names(after.body)).toEqual(['Draft idea']);
  });

  it('marks an item received, claimed or not; givers can no longer claim it', async () => {
    const list = await sharedList([{ name: 'Kite' }, { name: 'Book' }]);
    const [kite, book] = list.items as [Item, Item];
    await call('PUT', `/api/lists/${list._id}/items/${kite._id}/mark-bought`, giver);
    const byGiver = await call('PUT', `/api/lists/${list._id}/items/${book._id}/received`, giver, {
      received: true,
    });
    expect(byGiver.status).toBe(403);
    const byStranger = await call(
      'PUT',
      `/api/lists/${list._id}/items/${book._id}/received`,
      stranger,
      {
        received: true,
      },
    );
    expect(byStranger.status).toBe(404);
    const elsewhere = await call<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${book._id}/received`,
      owner,
      {
        received: true,
        note: 'Got it from work',
      },
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.received).toBe(true);
    const late = await call('PUT', `/api/lists/${list._id}/items/${book._id}/mark-bought`, giver);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('RECEIVED');
    await call('PUT', `/api/lists/${list._id}/items/${kite._id}/received`, owner, {
      received: true,
    });
    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, giver);
    expect(seen.body.items.map((item) => item.received)).toEqual([true, true]);

    const mine = await call<ReceivedItem[]>('GET', '/api/me/received', owner);
    const byName = new Map(mine.body.map((entry) => [entry.item.name, entry]));
    expect(byName.get('Book')).toMatchObject({
      note: 'Got it from work',
      thanked: false,
      givers: [],
    });
    expect(byName.get('Kite')?.givers).toEqual([{ _id: giver.user.id, name: 'Gil Giver' }]);
    const thanked = await call('PUT', `/api/me/received/${kite._id}`, owner, { thanked: true });
    expect(thanked.status).toBe(200);
    expect(
      (await call('PUT', `/api/me/received/${kite._id}`, giver, { thanked: true })).status,
    ).toBe(404);
    const again = await call<ReceivedItem[]>('GET', '/api/me/received', owner);
    expect(again.body.find((entry) => entry.item._id === kite._id)?.thanked).toBe(true);
    // Not received after all: claimable again, the thanks gone with it.
    await call('PUT', `/api/lists/${list._id}/items/${book._id}/received`, owner, {
      received: false,
    });
    expect(
      (await call('PUT', `/api/lists/${list._id}/items/${book._id}/mark-bought`, giver)).status,
    ).toBe(200);
  });

  it('names no giver on the Received page while surprise mode hides the claims', async () => {
    const list = await sharedList([{ name: 'Watch' }], {
      surprise: true,
      eventDate: dayAfter(server, 30),
    });
    const watch = list.items[0]!;
    await call('PUT', `/api/lists/${list._id}/items/${watch._id}/mark-bought`, giver);
    const marked = await call<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${watch._id}/received`,
      owner,
      {
        received: true,
      },
    );
    expect(marked.body.claimed).toBe(0);
    const mine = await call<ReceivedItem[]>('GET', '/api/me/received', owner);
    const entry = mine.body.find((e) => e.item._id === watch._id)!;
    expect(entry.givers).toEqual([]);
    expect(entry.item.claims).toEqual([]);
    expect(JSON.stringify(entry)).not.toContain('Gil Giver');
  });
});
