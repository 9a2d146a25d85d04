import type { AuthResult, Circle, Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { dayAfter, later, notificationsTo, settle } from '../../test/notifications.js';
import { SseReader } from '../../test/sse.js';

/** C5: co-owners of a couple's list, bound by surprise mode as the owner is. */
describe(`co-owners (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let partner: AuthResult;
  let giver: AuthResult;
  let stranger: AuthResult;
  let circle: Circle;
  const streams: SseReader[] = [];

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, { token, body });

  const join = (member: AuthResult) => server.joinCircle(owner.token, circle._id, member);

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olly Owner', email: 'olly@example.com', verified: true });
    partner = await server.user({ name: 'Pat Partner', email: 'pat@example.com' });
    giver = await server.user({ name: 'Gina Giver', email: 'gina@example.com' });
    stranger = await server.user({ name: 'Sam Stranger', email: 'sam@example.com' });
    circle = (await call<Circle>('POST', '/api/circles', owner.token, { name: 'Family' })).body;
    await join(partner);
    await join(giver);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.stop();
  });

  async function coOwnedList(surprise: boolean): Promise<WishList> {
    const list = await server.list(owner.token, {
      name: 'Our wedding',
      surprise,
      eventDate: surprise ? '2999-12-24' : undefined,
    });
    await server.putItems(owner.token, list._id, [{ name: 'Toaster' }, { name: 'Kettle' }]);
    const set = await call<WishList>('PUT', `/api/lists/${list._id}`, owner.token, {
      circleIds: [circle._id],
      coOwnerIds: [partner.user.id],
    });
    expect(set.status).toBe(200);
    expect(set.body.coOwners).toEqual([{ _id: partner.user.id, name: 'Pat Partner' }]);
    return set.body;
  }

  it('gives owner rights to someone the owner shares a circle with, and only the owner may', async () => {
    const list = await coOwnedList(false);
    const refused = await call('PUT', `/api/lists/${list._id}`, owner.token, {
      coOwnerIds: [stranger.user.id],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_IN_A_CIRCLE');
    // The partner edits as the owner does, finds it among their own lists, but may not name
    // co-owners.
    const edited = await call<WishList>('PUT', `/api/lists/${list._id}`, partner.token, {
      name: 'Our wedding list',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Our wedding list');
    const mine = await call<WishList[]>('GET', '/api/lists', partner.token);
    expect(mine.body.map((l) => l._id)).toContain(list._id);
    // Among their own lists, not among those shared with them (though in the circle it is in).
    const friends = await call<WishList[]>('GET', '/api/lists/shared-lists', partner.token);
    expect(friends.body.map((l) => l._id)).not.toContain(list._id);
    const byPartner = await call('PUT', `/api/lists/${list._id}`, partner.token, {
      coOwnerIds: [giver.user.id],
    });
    expect(byPartner.status).toBe(403);
    expect(byPartner.body.code).toBe('NOT_LIST_OWNER');
    // Nor delete it: it stays the owner's.
    const deleted = await call('DELETE', `/api/lists/${list._id}`, partner.token);
    expect(deleted.status).toBe(403);
    expect(deleted.body.code).toBe('NOT_LIST_OWNER');
    // A giver sees nobody's rights.
    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, giver.token);
    expect(seen.body.coOwners).toEqual([]);
    expect(seen.body.circles).toEqual([]);
  });

  it('hides claims from a co-owner in surprise mode: answers, claiming and events', async () => {
    const list = await coOwnedList(true);
    const stream = await SseReader.open(
      server.baseUrl,
      `/api/lists/${list._id}/events`,
      partner.token,
    );
    streams.push(stream);
    expect(stream.status).toBe(200);
    const itemId = list.items[0]!._id;
    const claim = await call<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${itemId}/mark-bought`,
      giver.token,
    );
    expect(claim.status).toBe(200);

    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, partner.token);
    expect(seen.body.surpriseActive).toBe(true);
    expect(seen.body.items.every((item) => item.claimed === 0 && item.boughtBy === null)).toBe(
      true,
    );
    const mine = await call<WishList[]>('GET', '/api/lists', partner.token);
    const listed = mine.body.find((l) => l._id === list._id)!;
    expect(listed.items.every((item) => item.claimed === 0)).toBe(true);
    const partnerClaims = await call(
      'PUT',
      `/api/lists/${list._id}/items/${list.items[1]!._id}/mark-bought`,
      partner.token,
    );
    expect(partnerClaims.status).toBe(403);
    expect(partnerClaims.body.code).toBe('surprise');

    // The owner's rename is told; the claim before it was not (it would have come first).
    await call('PUT', `/api/lists/${list._id}`, owner.token, { name: 'Renamed' });
    await stream.until(() => stream.changes().length >= 1);
    expect(stream.changes()).toHaveLength(1);
  });

  it("lets a co-owner share the list into their circles without unsharing the owner's", async () => {
    const list = await coOwnedList(false);
    const ownersOnly = (
      await call<Circle>('POST', '/api/circles', owner.token, { name: 'Olly alone' })
    ).body;
    const partners = (await call<Circle>('POST', '/api/circles', partner.token, { name: 'Pats' }))
      .body;
    await call('PUT', `/api/lists/${list._id}`, owner.token, {
      circleIds: [circle._id, ownersOnly._id],
    });
    // The partner, in Family and Pats but not in Olly alone, picks Pats only.
    const shared = await call<WishList>('PUT', `/api/lists/${list._id}`, partner.token, {
      circleIds: [partners._id],
    });
    expect(shared.status).toBe(200);
    expect(shared.body.circles.map((c) => c.name).sort()).toEqual(['Olly alone', 'Pats']);
  });

  it('sends the e-mails of N2 to the circle, never to a co-owner: no digest, no reminder', async () => {
    await settle(server);
    const list = await coOwnedList(true);
    await call('PUT', `/api/lists/${list._id}`, owner.token, { eventDate: dayAfter(server, 3) });
    await server.putItems(owner.token, list._id, [
      ...list.items.map((item) => ({ _id: item._id, name: item.name })),
      { name: 'Blender' },
    ]);
    later(server, 24 * 60);
    expect(await settle(server)).toBeGreaterThan(0);
    const subjects = (who: AuthResult) =>
      notificationsTo(server.smtp.messages, who.user.email).map((mail) => mail.subject);
    expect(subjects(giver).some((subject) => subject.startsWith('Reminder:'))).toBe(true);
    expect(subjects(giver).some((subject) => subject.includes('Our wedding'))).toBe(true);
    expect(subjects(partner)).toEqual([]);
  });

  it("ends a removed co-owner's access unless they see the list another way", async () => {
    const list = await coOwnedList(false);
    const unshared = await call<WishList>('PUT', `/api/lists/${list._id}`, owner.token, {
      circleIds: [],
      coOwnerIds: [],
    });
    expect(unshared.body.coOwners).toEqual([]);
    expect((await call('GET', `/api/lists/${list._id}`, partner.token)).status).toBe(404);
  });
});
