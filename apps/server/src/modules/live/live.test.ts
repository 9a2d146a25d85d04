import type { AuthResult, WishList } from '@wishlist/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { SseReader } from '../../test/sse.js';
import { LIVE_LIMITS } from './service.js';

type Person = AuthResult & { password: string };

/** Long enough for several polls of the change feed (150 ms) and a NOTIFY round trip. */
const QUIET_MS = 600;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`live list events (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, ann, bob] = [await server.user(), await server.user(), await server.user()];
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => server.stop());

  const open = async (path: string, who?: Person) => {
    const reader = await SseReader.open(server.baseUrl, path, who?.token);
    readers.push(reader);
    return reader;
  };

  /** A list with two items, shared with Ann and Bob. */
  async function sharedList(settings: Record<string, unknown> = {}) {
    const list = await server.list(owner.token, settings);
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Drone' },
      { name: 'Book' },
    ]);
    await server.share(owner.token, list._id, ann);
    await server.share(owner.token, list._id, bob);
    const claim = (who: Person, n: number, action = 'mark-bought') =>
      server.request('PUT', `/api/lists/${list._id}/items/${items[n]!._id}/${action}`, {
        token: who.token,
      });
    return { list, items, claim };
  }

  it('refuses callers who may not see the list, as the list itself does', async () => {
    const { list } = await sharedList();
    const stranger = await server.user();
    expect((await open(`/api/lists/${list._id}/events`)).status).toBe(401);
    const refused = await open(`/api/lists/${list._id}/events`, stranger);
    expect(refused.status).toBe(404);
    expect(refused.body?.message).toBeTruthy();
    const badId = await server.request('GET', '/api/lists/not-an-id!', { token: ann.token });
    expect((await open('/api/lists/not-an-id!/events', ann)).status).toBe(badId.status);
    expect((await open('/api/me/events')).status).toBe(401);
  });

  it("tells a giver of another giver's claim within a second, as an uncompressed stream", async () => {
    const { list, claim } = await sharedList();
    const bobs = await open(`/api/lists/${list._id}/events`, bob);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(bobs.headers.get('content-encoding')).toBeNull();
    expect(bobs.headers.get('x-content-type-options')).toBe('nosniff');
    const started = performance.now();
    expect((await claim(ann, 0)).status).toBe(200);
    await bobs.until(() => bobs.changes().length > 0, 1000, 'event within 1 s');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(bobs.changes()).toEqual([{ listId: list._id, revision: 1 }]);

    // A give-back, an owner's edit: one event each, counted on.
    expect((await claim(ann, 0, 'unmark-bought')).status).toBe(200);
    await bobs.until(() => bobs.changes().length === 2);
    await server.putItems(owner.token, list._id, [{ name: 'Drone', price: 99 }]);
    await bobs.until(() => bobs.changes().length === 3);
    expect(bobs.changes().map((c) => c.revision)).toEqual([1, 2, 3]);
  });

  it('tells an owner in surprise mode nothing of claims, and no gap in the count', async () => {
    const { list, items, claim } = await sharedList({ surprise: true });
    const owners = await open(`/api/lists/${list._id}/events`, owner);
    const ownersMine = await open('/api/me/events', owner);
    const bobs = await open(`/api/lists/${list._id}/events`, bob);
    expect((await claim(ann, 0)).status).toBe(200);
    expect((await claim(ann, 1)).status).toBe(200);
    await bobs.until(() => bobs.changes().length >= 1);
    await pause(QUIET_MS);
    expect(owners.changes()).toEqual([]);
    expect(ownersMine.changes()).toEqual([]);

    // The owner's own edit is told, numbered 1: the claims left no trace.
    await server.putItems(owner.token, list._id, [
      { _id: items[0]!._id, name: 'Drone', price: 120 },
      { _id: items[1]!._id, name: 'Book' },
    ]);
    await owners.until(() => owners.changes().length === 1);
    expect(owners.changes()).toEqual([{ listId: list._id, revision: 1 }]);
    await ownersMine.until(() => ownersMine.changes().length === 1);

    // Without surprise mode, the owner hears of claims.
    const open2 = await sharedList();
    const plainOwner = await open(`/api/lists/${open2.list._id}/events`, owner);
    expect((await open2.claim(bob, 1)).status).toBe(200);
    await plainOwner.until(() => plainOwner.changes().length === 1);
  });

  it("follows a user's lists on /api/me/events: owned, accepted, claimed on, and lets go", async () => {
    const { list, items, claim } = await sharedList();
    const anns = await open('/api/me/events', ann);
    const owners = await open('/api/me/events', owner);
    await server.putItems(owner.token, list._id, [
      { _id: items[0]!._id, name: 'Drone' },
      { name: 'Kite' },
    ]);
    await anns.until(() => anns.changes().some((c) => c.listId === list._id));
    expect((await claim(bob, 0)).status).toBe(200);
    await owners.until(() => owners.changes().length >= 1);

    // Someone who only claimed on a public list follows it from the claim on.
    const pub = await server.list(owner.token, { isPublic: true });
    const withItem = await server.putItems(owner.token, pub._id, [{ name: 'Lamp' }]);
    const carl = await server.user();
    const carls = await open('/api/me/events', carl);
    const lamp = `/api/lists/${pub._id}/items/${withItem.items[0]!._id}`;
    expect((await server.request('PUT', `${lamp}/mark-bought`, { token: carl.token })).status).toBe(
      200,
    );
    await carls.until(() => carls.changes().length === 1);
    await server.putItems(owner.token, pub._id, [
      { _id: withItem.items[0]!._id, name: 'Lamp', price: 30 },
    ]);
    await carls.until(() => carls.changes().length === 2);
    expect(carls.changes().every((c) => c.listId === pub._id)).toBe(true);
  });

  it('ends the stream of someone whose invitation is revoked, and of a deleted list', async () => {
    const { list } = await sharedList();
    const invitations = await server.request<{
      invitations: Array<{ id: string; inviteeEmail: string }>;
    }>('GET', `/api/lists/${list._id}/invitations`, { token: owner.token });
    const bobsInvitation = invitations.body.invitations.find(
      (i) => i.inviteeEmail === bob.user.email,
    )!;
    const bobs = await open(`/api/lists/${list._id}/events`, bob);
    const bobsMine = await open('/api/me/events', bob);
    const anns = await open(`/api/lists/${list._id}/events`, ann);
    const revoke = await server.request(
      'DELETE',
      `/api/lists/${list._id}/invitations/${bobsInvitation.id}`,
      { token: owner.token },
    );
    expect(revoke.status).toBe(200);
    await bobs.until(() => bobs.ended, 2000, 'end of the stream');
    await bobsMine.until(() => bobsMine.changes().length === 1);
    // Bob's streams learn it as the revocation answers; Ann's at the change feed's batch.
    await anns.until(() => anns.changes().length === 1);
    expect(anns.ended).toBe(false);
    // Bob's stream of his own lists no longer tells of this one.
    await server.putItems(owner.token, list._id, [{ name: 'Kite' }]);
    await anns.until(() => anns.changes().length === 2);
    await pause(QUIET_MS);
    expect(bobsMine.changes()).toHaveLength(1);

    expect(
      (await server.request('DELETE', `/api/lists/${list._id}`, { token: owner.token })).status,
    ).toBe(200);
    await anns.until(() => anns.ended, 2000, 'end of the stream');
  });

  it('sends a comment as heartbeat, and caps the streams of one account', async () => {
    expect(LIVE_LIMITS.heartbeatMs).toBeLessThanOrEqual(25_000);
    const list: WishList = await server.list(ann.token);
    const first = await open(`/api/lists/${list._id}/events`, ann);
    const before = first.comments;
    server.services.live.ping();
    await first.until(() => first.comments > before);

    const more: SseReader[] = [first];
    for (let n = 1; n < LIVE_LIMITS.perAccount; n++) more.push(await open('/api/me/events', ann));
    expect(more.every((reader) => reader.status === 200)).toBe(true);
    const refused = await open('/api/me/events', ann);
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(/Too many live connections/);
    // Someone else is not refused; a closed stream frees its place.
    expect((await open('/api/me/events', bob)).status).toBe(200);
    more[1]!.close();
    await first.until(
      () => server.services.live.size(ann.user.id) < LIVE_LIMITS.perAccount,
      2000,
      'close',
    );
    expect((await open('/api/me/events', ann)).status).toBe(200);
  });
});
