import { QUOTAS, type WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** Pen test finding 4: no quotas, unbounded answers. */
describe(`what one account may store (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  /** `count` items of about `bytes` bytes of text each. */
  const bigItems = (count: number, bytes: number, tag: string) =>
    Array.from({ length: count }, (_, n) => ({
      name: `${tag} ${n}`,
      description: 'd'.repeat(Math.min(bytes, 2000)),
      category: 'c'.repeat(Math.max(0, Math.min(bytes - 2000, 2000))),
    }));

  it(`refuses list number ${QUOTAS.listsPerAccount + 1} with 409, and allows one again after a delete`, async () => {
    const { token } = await server.user();
    let last: WishList | undefined;
    for (let n = 0; n < QUOTAS.listsPerAccount; n++)
      last = await server.list(token, { name: `List ${n}` });
    const refused = await server.request('POST', '/api/lists', {
      token,
      body: { name: 'One more' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'LIST_LIMIT',
      message: `You can have at most ${QUOTAS.listsPerAccount} lists. Delete one you no longer need to make another.`,
    });
    const mine = await server.request<WishList[]>('GET', '/api/lists', { token });
    expect(mine.body).toHaveLength(QUOTAS.listsPerAccount);
    await server.request('DELETE', `/api/lists/${last!._id}`, { token });
    expect(
      (await server.request('POST', '/api/lists', { token, body: { name: 'Again' } })).status,
    ).toBe(201);
  });

  it('refuses a change past the stored-text quota with 409 and changes nothing; shrinking is allowed', async () => {
    const { token } = await server.user();
    const first = await server.list(token, { name: 'First' });
    const second = await server.list(token, { name: 'Second' });
    // Each item costs 200 + ~5 + 2,000 bytes: 450 + 300 of them are 1.65 MB of the 2 MB.
    await server.putItems(token, first._id, bigItems(450, 2000, 'A'));
    const full = await server.putItems(token, second._id, bigItems(300, 2000, 'B'));
    const third = await server.list(token, { name: 'Third' });
    const refused = await server.request('PUT', `/api/lists/${third._id}`, {
      token,
      body: { items: bigItems(160, 2000, 'C') },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'STORAGE_LIMIT' });
    expect((refused.body as { message: string }).message).toContain('2 MB');
    const unchanged = await server.request<WishList>('GET', `/api/lists/${third._id}`, { token });
    expect(unchanged.body.items).toEqual([]);
    // Growing the second list as much is refused too; removing items is not.
    const kept = full.items.map(({ _id, name, description }) => ({ _id, name, description }));
    const grow = await server.request('PUT', `/api/lists/${second._id}`, {
      token,
      body: { items: [...kept, ...bigItems(160, 2000, 'D')] },
    });
    expect(grow.status).toBe(409);
    const after = await server.request<WishList>('GET', `/api/lists/${second._id}`, { token });
    expect(after.body.items).toHaveLength(300);
    const shrink = await server.request<WishList>('PUT', `/api/lists/${second._id}`, {
      token,
      body: { items: kept.slice(0, 100) },
    });
    expect(shrink.status).toBe(200);
    expect(shrink.body.items).toHaveLength(100);
    // The room freed can be used again.
    const now = await server.request('PUT', `/api/lists/${third._id}`, {
      token,
      body: { items: bigItems(160, 2000, 'C') },
    });
    expect(now.status).toBe(200);
  });

  it('bounds the answer of GET /api/lists by the quota, however the account is filled', async () => {
    const { token } = await server.user();
    let refusedAt = -1;
    for (let n = 0; n < 10 && refusedAt < 0; n++) {
      const list = await server.list(token, { name: `L${n}` });
      const res = await server.request('PUT', `/api/lists/${list._id}`, {
        token,
        body: { items: bigItems(500, 1900, `L${n}`) },
      });
      if (res.status === 409) refusedAt = n;
    }
    // A list of 500 such items is 1.05 MB: the second one is refused.
    expect(refusedAt).toBe(1);
    const answer = await server.request('GET', '/api/lists', { token });
    const bytes = Buffer.byteLength(JSON.stringify(answer.body));
    expect(bytes).toBeLessThan(QUOTAS.contentBytesPerAccount * 1.5);
  });

  it("shows a buyer's e-mail address to the list's owner and the buyer, never to other viewers", async () => {
    const owner = await server.user();
    const buyer = await server.user({ name: 'Bea Buyer' });
    const stranger = await server.user();
    const list = await server.list(owner.token, { isPublic: true });
    const { items } = await server.putItems(owner.token, list._id, [{ name: 'Kettle' }]);
    await server.request('PUT', `/api/lists/${list._id}/items/${items[0]!._id}/mark-bought`, {
      token: buyer.token,
    });
    const seenBy = async (token: string) =>
      (await server.request<WishList>('GET', `/api/lists/${list._id}`, { token })).body.items[0]!
        .boughtBy;
    expect(await seenBy(owner.token)).toEqual({
      _id: buyer.user.id,
      name: 'Bea Buyer',
      email: buyer.user.email,
    });
    expect(await seenBy(buyer.token)).toEqual({
      _id: buyer.user.id,
      name: 'Bea Buyer',
      email: buyer.user.email,
    });
    expect(await seenBy(stranger.token)).toEqual({
      _id: buyer.user.id,
      name: 'Bea Buyer',
      email: null,
    });
    const raw = await server.request('GET', `/api/lists/${list._id}`, { token: stranger.token });
    expect(JSON.stringify(raw.body)).not.toContain(buyer.user.email);
  });
});
