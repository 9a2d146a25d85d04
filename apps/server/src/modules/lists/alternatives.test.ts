import type { Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { type Person, people } from '../../test/notifications.js';

/** A5 alternatives: claiming one of a group covers the others, atomically on either database. */
describe(`alternatives (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let givers: Person[];

  const call = <T = Item>(method: string, path: string, who?: Person, body?: unknown) =>
    server.request<T & { code?: string; message?: string; item?: Item }>(method, path, {
      token: who?.token,
      body,
    });
  const claim = (list: WishList, item: Item, who: Person) =>
    call('PUT', `/api/lists/${list._id}/items/${item._id}/mark-bought`, who);
  const covered = async (list: WishList, who: Person) =>
    (await call<WishList>('GET', `/api/lists/${list._id}`, who)).body.items
      .filter((item) => item.covered)
      .map((item) => item.name);

  async function sharedList(items: unknown[], more: Record<string, unknown> = {}) {
    const list = await server.list(owner.token, { name: 'Birthday', ...more });
    const saved = await server.putItems(owner.token, list._id, items);
    for (const giver of givers) await server.share(owner.token, list._id, giver);
    return saved;
  }

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner', verified: true });
    givers = await people(
      server,
      Array.from({ length: 16 }, (_, n) => `Giver ${n + 1}`),
    );
  });
  afterAll(() => server.stop());

  it('covers the rest of a group once one is claimed, and uncovers them when it is given back', async () => {
    const list = await sharedList([
      { name: 'Red bike', anyOf: 'bike' },
      { name: 'Blue bike', anyOf: ' bike ' },
      { name: 'Green bike', anyOf: 'bike' },
      { name: 'Kite', anyOf: 'toy' },
      { name: 'Scarf' },
    ]);
    const [red, blue] = list.items as [Item, Item];
    expect(list.items.map((item) => item.anyOf)).toEqual([
      'bike',
      'bike',
      'bike',
      'toy',
      undefined,
    ]);
    expect(await covered(list, givers[0]!)).toEqual([]);

    const [first, second] = givers as [Person, Person];
    expect((await claim(list, red, first)).status).toBe(200);
    expect(await covered(list, second)).toEqual(['Blue bike', 'Green bike']);
    expect(await covered(list, owner)).toEqual(['Blue bike', 'Green bike']);

    const refused = await claim(list, blue, second);
    expect([refused.status, refused.body.code]).toEqual([409, 'COVERED']);
    expect(refused.body.item).toMatchObject({ name: 'Blue bike', covered: true, claimed: 0 });
    // The claimed one itself is simply taken.
    expect((await claim(list, red, second)).body.code).toBe('ALREADY_BOUGHT');

    const back = await call('PUT', `/api/lists/${list._id}/items/${red._id}/unmark-bought`, first);
    expect(back.status).toBe(200);
    expect(await covered(list, second)).toEqual([]);
    expect((await claim(list, blue, second)).status).toBe(200);
    expect(await covered(list, first)).toEqual(['Red bike', 'Green bike']);

    // Out of the group ("" takes it out): claimable again.
    await server.putItems(
      owner.token,
      list._id,
      list.items.map((item) => ({
        _id: item._id,
        name: item.name,
        ...(item.name === 'Green bike' ? { anyOf: '' } : {}),
      })),
    );
    expect(await covered(list, first)).toEqual(['Red bike']);
  });

  it('keeps claims from an owner in surprise mode, but tells them what they received', async () => {
    const list = await sharedList(
      [
        { name: 'Red bike', anyOf: 'bike' },
        { name: 'Blue bike', anyOf: 'bike' },
      ],
      { surprise: true, eventDate: '2099-12-24' },
    );
    const [red, blue] = list.items as [Item, Item];
    expect((await claim(list, red, givers[0]!)).status).toBe(200);
    expect(await covered(list, givers[1]!)).toEqual(['Blue bike']);
    expect(await covered(list, owner)).toEqual([]);
    await call('PUT', `/api/lists/${list._id}/items/${blue._id}/received`, owner, {
      received: true,
    });
    expect(await covered(list, owner)).toEqual(['Red bike']);
  });

  it('lets exactly one of many givers racing on different alternatives win', async () => {
    for (let round = 0; round < 3; round++) {
      const list = await sharedList(
        givers.map((_, n) => ({ name: `Option ${n + 1}`, anyOf: 'one of these' })),
      );
      const answers = await Promise.all(
        givers.map((giver, n) => claim(list, list.items[n]!, giver)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.code))).toEqual(
        new Set(['COVERED']),
      );
      const items = (await call<WishList>('GET', `/api/lists/${list._id}`, owner)).body.items;
      expect(items.filter((item) => item.claimed > 0)).toHaveLength(1);
      expect(items.filter((item) => item.covered)).toHaveLength(givers.length - 1);
    }
  });
});
