import type { AuthResult, InvitationsOverview, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { ListContentCache } from './content-cache.js';

/** Content whose one item is named `name`, taking as many characters as the name. */
const content = (revision: number, name: string, namesEpoch = 0) => {
  const items = [{ name } as Item];
  return {
    revision,
    namesEpoch,
    items,
    giverItems: items,
    keeperItems: items,
    giverOwnItems: items,
    surpriseItems: items,
    boughtBy: new Map<string, number[]>(),
    invitationCount: 0,
    chars: name.length,
  };
};
const nameIn = (found: { items: Item[] } | undefined) => found?.items[0]?.name;

describe('ListContentCache', () => {
  it('answers only for the revision it holds', () => {
    const cache = new ListContentCache();
    cache.set('a', content(3, '[1]'));
    expect(nameIn(cache.get('a', 3, 0))).toBe('[1]');
    expect(cache.get('a', 4, 0)).toBeUndefined();
    expect(cache.get('b', 3, 0)).toBeUndefined();
  });

  it('answers only for the names epoch it holds', () => {
    const cache = new ListContentCache();
    cache.set('a', content(3, '[1]', 7));
    expect(nameIn(cache.get('a', 3, 7))).toBe('[1]');
    expect(cache.get('a', 3, 8)).toBeUndefined();
    expect(cache.get('a', 3, 6)).toBeUndefined();
  });

  it('never replaces a newer names epoch with an older one', () => {
    const cache = new ListContentCache();
    cache.set('a', content(5, '[new]', 2));
    cache.set('a', content(5, '[old]', 1));
    expect(nameIn(cache.get('a', 5, 2))).toBe('[new]');
    cache.set('a', content(5, '[newer]', 3));
    expect(nameIn(cache.get('a', 5, 3))).toBe('[newer]');
  });

  it('never replaces a newer revision with an older one', () => {
    const cache = new ListContentCache();
    cache.set('a', content(5, '[5]'));
    cache.set('a', content(4, '[4]'));
    expect(nameIn(cache.get('a', 5, 0))).toBe('[5]');
    cache.set('a', content(6, '[6]'));
    expect(nameIn(cache.get('a', 6, 0))).toBe('[6]');
  });

  it('drops the least recently used lists past its budget of characters', () => {
    const cache = new ListContentCache(10);
    cache.set('a', content(1, '[aaa]'));
    cache.set('b', content(1, '[bb]'));
    cache.get('a', 1, 0);
    cache.set('c', content(1, '[cc]'));
    expect(cache.get('b', 1, 0)).toBeUndefined();
    expect(nameIn(cache.get('a', 1, 0))).toBe('[aaa]');
    expect(nameIn(cache.get('c', 1, 0))).toBe('[cc]');
    cache.set('huge', content(1, '[01234567890]'));
    expect(cache.get('huge', 1, 0)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe(`a list read again after each kind of change (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let friend: AuthResult;
  let list: WishList;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive' });
    friend = await server.user({ name: 'Fred' });
    list = await server.list(owner.token, { name: 'Birthday' });
    list = await server.putItems(owner.token, list._id, [{ name: 'Kite' }, { name: 'Book' }]);
    await server.share(owner.token, list._id, friend);
  });
  afterAll(() => server.stop());

  const get = async (token = owner.token) => {
    const res = await server.request<WishList>('GET', `/api/lists/${list._id}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const dashboard = async () =>
    (await server.request<WishList[]>('GET', '/api/lists', { token: owner.token })).body.find(
      (l) => l._id === list._id,
    )!;
  const shared = async () =>
    (
      await server.request<WishList[]>('GET', '/api/lists/shared-lists', { token: friend.token })
    ).body.find((l) => l._id === list._id)!;

  it('shows every change on the next read of the list, the dashboard and the shared lists', async () => {
    // Read first, so each answer below comes after a cached one.
    await Promise.all([get(), get(friend.token), dashboard(), shared()]);
    const kite = list.items[0]!;
    const itemPath = `/api/lists/${list._id}/items/${kite._id}`;

    await server.request('PUT', `${itemPath}/mark-bought`, { token: friend.token });
    for (const view of [await get(), await dashboard(), await shared()])
      expect(view.items[0]!.boughtBy?.name).toBe('Fred');

    await server.request('PUT', '/api/auth/profile', {
      token: friend.token,
      body: { name: 'Frederick' },
    });
    for (const view of [await get(), await dashboard(), await shared()])
      expect(view.items[0]!.boughtBy?.name).toBe('Frederick');

    await server.request('PUT', `${itemPath}/unmark-bought`, { token: friend.token });
    for (const view of [await get(), await dashboard(), await shared()])
      expect(view.items[0]!.boughtBy).toBeNull();

    const before = (await get()).invitationCount;
    await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['aunt@example.com'] },
    });
    expect((await get()).invitationCount).toBe(before + 1);
    expect((await dashboard()).invitationCount).toBe(before + 1);
    const overview = await server.request<InvitationsOverview>(
      'GET',
      `/api/lists/${list._id}/invitations`,
      { token: owner.token },
    );
    const aunt = overview.body.invitations.find((i) => i.inviteeEmail === 'aunt@example.com')!;
    await server.request('DELETE', `/api/lists/${list._id}/invitations/${aunt.id}`, {
      token: owner.token,
    });
    expect((await get()).invitationCount).toBe(before);

    const current = await get();
    await server.putItems(owner.token, list._id, [
      { ...current.items[1]!, name: 'Book, signed' },
      { ...current.items[0]! },
      { name: 'Scarf' },
    ]);
    for (const view of [await get(friend.token), await dashboard(), await shared()])
      expect(view.items.map((i) => i.name)).toEqual(['Book, signed', 'Kite', 'Scarf']);

    await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { name: 'Birthday 2027' },
    });
    expect((await get(friend.token)).name).toBe('Birthday 2027');
  });
});
