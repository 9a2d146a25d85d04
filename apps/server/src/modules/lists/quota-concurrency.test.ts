import { LIMITS, listContentBytes, QUOTAS, type WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Answer = { code?: string };

/**
 * The stored-text quota holds when one account's writes race (pen test of issue 42, finding 9:
 * on PostgreSQL ten simultaneous imports stored 2.5 times the quota).
 */
describe(`the stored-text quota under simultaneous writes (${dialectName})`, () => {
  let server: TestServer;
  const racers = 10;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  /** Items of about `bytes` of stored text in all (each ~2.2 KB). */
  const itemsOf = (bytes: number, tag: string) => {
    const items: Array<{ name: string; description: string }> = [];
    for (let left = bytes; left > 0; ) {
      const name = `${tag} ${items.length}`;
      const text = Math.min(LIMITS.itemTextMax, Math.max(1, left - 200 - name.length));
      items.push({ name, description: 'd'.repeat(text) });
      left -= 200 + name.length + text;
    }
    return items;
  };

  /** What the account holds, counted from what it is shown, not from the server's tally. */
  const stored = async (token: string) => {
    const lists = (await server.request<WishList[]>('GET', '/api/lists', { token })).body;
    const bytes = lists.reduce((sum, list) => sum + listContentBytes(list, list.items), 0);
    return { lists: lists.length, bytes };
  };

  /** An account holding all but `room` bytes of its quota, in lists of at most 400 items. */
  async function accountWithRoom(room: number) {
    const person = await server.user();
    let fill = QUOTAS.contentBytesPerAccount - room;
    for (let n = 0; fill > 0; n++) {
      const part = Math.min(fill, 800_000);
      const list = await server.list(person.token, { name: `Full ${n}` });
      await server.putItems(person.token, list._id, itemsOf(part - 400, `F${n}`));
      fill -= part;
    }
    const before = await stored(person.token);
    return { token: person.token, before, room: QUOTAS.contentBytesPerAccount - before.bytes };
  }

  /** Fills the account of `token` with a list of items until about `left` bytes are free. */
  async function leave(token: string, left: number) {
    const room = QUOTAS.contentBytesPerAccount - (await stored(token)).bytes;
    const padding = await server.list(token, { name: 'Padding' });
    await server.putItems(token, padding._id, itemsOf(room - 207 - left, 'P'));
  }

  /** Each racer's answer: exactly one fits; the others are refused with the quota's 409. */
  function expectOneFits(answers: Array<{ status: number; body: Answer }>, created = 201) {
    const fitted = answers.filter((answer) => answer.status === created);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(fitted).toHaveLength(1);
    expect(refused).toHaveLength(racers - 1);
    for (const answer of refused) expect(answer.body.code).toBe('STORAGE_LIMIT');
  }

  it(`${racers} simultaneous imports, each just under the room left: one is stored, the rest refused with nothing stored`, async () => {
    const { token, before, room } = await accountWithRoom(300_000);
    const answers = await Promise.all(
      Array.from({ length: racers }, (_, n) =>
        server.request<Answer>('POST', '/api/lists/import', {
          token,
          body: { name: `Import ${n}`, currency: 'EUR', items: itemsOf(room - 2_000, `I${n}`) },
        }),
      ),
    );
    expectOneFits(answers);
    const after = await stored(token);
    expect(after.lists).toBe(before.lists + 1);
    expect(after.bytes).toBeLessThanOrEqual(QUOTAS.contentBytesPerAccount);
  });

  it(`${racers} simultaneous saves growing ${racers} lists: the quota holds as for imports`, async () => {
    const { token, before, room } = await accountWithRoom(300_000);
    const lists: WishList[] = [];
    for (let n = 0; n < racers; n++) lists.push(await server.list(token, { name: `Grow ${n}` }));
    const grown = room - 2_000 - racers * 220;
    const answers = await Promise.all(
      lists.map((list, n) =>
        server.request<Answer>('PUT', `/api/lists/${list._id}`, {
          token,
          body: { items: itemsOf(grown, `G${n}`) },
        }),
      ),
    );
    expectOneFits(answers, 200);
    const mine = (await server.request<WishList[]>('GET', '/api/lists', { token })).body;
    const grew = mine.filter((list) => list.name.startsWith('Grow') && list.items.length > 0);
    expect(grew).toHaveLength(1);
    const after = await stored(token);
    expect(after.lists).toBe(before.lists + racers);
    expect(after.bytes).toBeLessThanOrEqual(QUOTAS.contentBytesPerAccount);
  });

  it(`${racers} simultaneous copies of a big item where one fits: the quota holds`, async () => {
    const { token } = await accountWithRoom(60_000);
    const source = await server.list(token, { name: 'Source' });
    const item = {
      name: 'Big',
      description: 'd'.repeat(LIMITS.itemTextMax),
      category: 'c'.repeat(LIMITS.itemTextMax),
      affiliateLink: `https://shop.example/${'l'.repeat(LIMITS.linkMax - 30)}`,
      imageUrl: `https://shop.example/${'i'.repeat(LIMITS.linkMax - 30)}`,
    };
    const [big] = (await server.putItems(token, source._id, [item])).items;
    // Room for one more copy, not two.
    await leave(token, 1.5 * (listContentBytes({ name: '' }, [item]) - 200));
    const answers = await Promise.all(
      Array.from({ length: racers }, () =>
        server.request<Answer>('POST', `/api/lists/${source._id}/items/${big!._id}/copy`, {
          token,
          body: { toListId: source._id },
        }),
      ),
    );
    expectOneFits(answers, 200);
    expect((await stored(token)).bytes).toBeLessThanOrEqual(QUOTAS.contentBytesPerAccount);
    // Full now, yet a move adds nothing to what the account holds: it is allowed.
    const other = await server.list(token, { name: 'Other' });
    const moved = await server.request('POST', `/api/lists/${source._id}/items/${big!._id}/copy`, {
      token,
      body: { toListId: other._id, move: true },
    });
    expect(moved.status).toBe(200);
  });

  it(`${racers} simultaneous new lists where one fits: the quota holds`, async () => {
    const { token, before } = await accountWithRoom(60_000);
    const list = (n: number) => ({ name: `New ${n}`, description: '€'.repeat(1000) });
    await leave(token, 1.5 * listContentBytes(list(0), []));
    const answers = await Promise.all(
      Array.from({ length: racers }, (_, n) =>
        server.request<Answer>('POST', '/api/lists', { token, body: list(n) }),
      ),
    );
    expectOneFits(answers);
    const after = await stored(token);
    expect(after.lists).toBe(before.lists + 2);
    expect(after.bytes).toBeLessThanOrEqual(QUOTAS.contentBytesPerAccount);
  });
});
