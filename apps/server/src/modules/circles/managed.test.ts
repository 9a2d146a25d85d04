import type {
  AuthResult,
  Circle,
  Item,
  ManagedMember,
  MyClaim,
  SharedWishList,
  WishList,
} from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { SseReader } from '../../test/sse.js';

/** C4: managed members (a child) whose lists their managers keep, and whose claims they see. */
describe(`managed members (${dialectName})`, () => {
  let server: TestServer;
  let mum: AuthResult;
  let dad: AuthResult;
  let gran: AuthResult;
  let stranger: AuthResult;
  let family: Circle;
  const streams: SseReader[] = [];

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, { token, body });

  async function join(circle: Circle, admin: AuthResult, member: AuthResult) {
    const since = server.smtp.messages.length;
    await call('POST', `/api/circles/${circle._id}/invite`, admin.token, {
      emails: [member.user.email],
    });
    const token = await server.linkToken(member.user.email, 'circles/join', since);
    expect(
      (await call('POST', `/api/circles/join/${encodeURIComponent(token)}`, member.token)).status,
    ).toBe(200);
  }

  async function addChild(name: string): Promise<string> {
    const added = await call<Circle>('POST', `/api/circles/${family._id}/managed`, mum.token, {
      name,
    });
    expect(added.status).toBe(201);
    const child = added.body.members.find((member) => member.name === name)!;
    expect(child).toMatchObject({ role: 'member', managed: true });
    expect(child.managers).toEqual([{ _id: mum.user.id, name: 'Mia Mum' }]);
    return child._id;
  }

  async function childsList(childId: string, surprise = false): Promise<WishList> {
    const created = await call<WishList>('POST', '/api/lists', mum.token, {
      name: 'Emma’s birthday',
      isPublic: false,
      ownerId: childId,
      ...(surprise ? { surprise: true, eventDate: '2999-06-01' } : {}),
    });
    expect(created.status).toBe(201);
    await server.putItems(mum.token, created.body._id, [{ name: 'Kite' }, { name: 'Paints' }]);
    const shared = await call<WishList>('PUT', `/api/lists/${created.body._id}`, mum.token, {
      circleIds: [family._id],
    });
    expect(shared.status).toBe(200);
    return shared.body;
  }

  beforeAll(async () => {
    server = await TestServer.start();
    mum = await server.user({ name: 'Mia Mum', email: 'mia@example.com', verified: true });
    dad = await server.user({ name: 'Dan Dad', email: 'dan@example.com' });
    gran = await server.user({ name: 'Greta Gran', email: 'greta@example.com' });
    stranger = await server.user({ name: 'Sam Stranger', email: 'sam@example.com' });
    family = (await call<Circle>('POST', '/api/circles', mum.token, { name: 'Family' })).body;
    await join(family, mum, dad);
    await join(family, mum, gran);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.stop();
  });

  it('adds a managed member (admins only) whose lists their manager makes and edits', async () => {
    const byMember = await call('POST', `/api/circles/${family._id}/managed`, gran.token, {
      name: 'Not allowed',
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('NOT_CIRCLE_ADMIN');
    const byStranger = await call('POST', `/api/circles/${family._id}/managed`, stranger.token, {
      name: 'Not allowed',
    });
    expect(byStranger.status).toBe(404);
    const nameless = await call('POST', `/api/circles/${family._id}/managed`, mum.token, {});
    expect(nameless.status).toBe(400);

    const emma = await addChild('Emma');
    const list = await childsList(emma);
    expect(list.userId).toEqual({ _id: emma, name: 'Emma' });
    expect(list.owner).toEqual({ _id: emma, name: 'Emma', managed: true });
    expect(list.managers).toEqual([{ _id: mum.user.id, name: 'Mia Mum' }]);
    // The manager finds it among their lists, renames it, and may delete it later.
    const mine = await call<WishList[]>('GET', '/api/lists', mum.token);
    expect(mine.body.find((l) => l._id === list._id)?.owner?.managed).toBe(true);
    const renamed = await call<WishList>('PUT', `/api/lists/${list._id}`, mum.token, {
      name: 'Emma turns 7',
    });
    expect(renamed.status).toBe(200);
    // Anyone else in the circle sees whose list it is and who keeps it, but edits nothing.
    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, gran.token);
    expect(seen.body.owner).toEqual({ _id: emma, name: 'Emma', managed: true });
    expect(seen.body.managers).toEqual([{ _id: mum.user.id, name: 'Mia Mum' }]);
    expect((await call('PUT', `/api/lists/${list._id}`, gran.token, { name: 'x' })).status).toBe(
      403,
    );
    // Friends Lists says which circle it came through, in the one answer.
    const shared = await call<SharedWishList[]>('GET', '/api/lists/shared-lists', gran.token);
    expect(shared.body.find((l) => l._id === list._id)?.viaCircles).toEqual([
      { _id: family._id, name: 'Family' },
    ]);
    // To its manager it is one of their own lists, not one shared with them.
    const mumsFriends = await call<SharedWishList[]>('GET', '/api/lists/shared-lists', mum.token);
    expect(mumsFriends.body.map((l) => l._id)).not.toContain(list._id);
    // Nobody but a manager makes a list for the child.
    const forged = await call('POST', '/api/lists', gran.token, {
      name: 'Forged',
      isPublic: false,
      ownerId: emma,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('NOT_MANAGER');
    const deleted = await call('DELETE', `/api/lists/${list._id}`, mum.token);
    expect(deleted.status).toBe(200);
  });

  it('shows the claims to managers in surprise mode, and lets them claim', async () => {
    const noah = await addChild('Noah');
    const list = await childsList(noah, true);
    const stream = await SseReader.open(server.baseUrl, `/api/lists/${list._id}/events`, mum.token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const [kite, paints] = list.items as [Item, Item];
    const byGran = await call<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${kite._id}/mark-bought`,
      gran.token,
    );
    expect(byGran.status).toBe(200);
    // The claim is told to the manager's stream at once: the surprise is Noah's, not theirs.
    await stream.until(() => stream.changes().length >= 1);
    const seen = await call<WishList>('GET', `/api/lists/${list._id}`, mum.token);
    expect(seen.body.surpriseActive).toBe(true);
    expect(seen.body.items.find((item) => item._id === kite._id)?.claimed).toBe(1);
    const byMum = await call<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${paints._id}/mark-bought`,
      mum.token,
    );
    expect(byMum.status).toBe(200);
    // In My Gifts, on Noah's list, with Greta's claim in sight beside hers.
    const gifts = await call<MyClaim[]>('GET', '/api/me/claims', mum.token);
    const gift = gifts.body.find((claim) => claim.item._id === paints._id);
    expect(gift?.list).toMatchObject({ _id: list._id, owner: { _id: noah, name: 'Noah' } });
    expect(gift?.list.visible).toBe(true);
  });

  it('names managers among the circle, hands the child over, and ends access of one taken off', async () => {
    const leo = await addChild('Leo');
    const list = await childsList(leo);
    const outsider = await call('PUT', `/api/managed/${leo}`, mum.token, {
      managerIds: [mum.user.id, stranger.user.id],
    });
    expect(outsider.status).toBe(403);
    expect(outsider.body.code).toBe('NOT_IN_A_CIRCLE');
    const none = await call('PUT', `/api/managed/${leo}`, mum.token, { managerIds: [] });
    expect(none.status).toBe(400);
    const byGran = await call('PUT', `/api/managed/${leo}`, gran.token, { name: 'Leon' });
    expect(byGran.status).toBe(403);
    expect(byGran.body.code).toBe('NOT_MANAGER');
    const byStranger = await call('PUT', `/api/managed/${leo}`, stranger.token, { name: 'Leon' });
    expect(byStranger.status).toBe(404);

    const both = await call<ManagedMember>('PUT', `/api/managed/${leo}`, mum.token, {
      managerIds: [mum.user.id, dad.user.id],
      name: 'Leon',
    });
    expect(both.status).toBe(200);
    expect(both.body).toEqual({
      _id: leo,
      name: 'Leon',
      managed: true,
      managers: [
        { _id: dad.user.id, name: 'Dan Dad' },
        { _id: mum.user.id, name: 'Mia Mum' },
      ],
    });
    const dads = await call<ManagedMember[]>('GET', '/api/managed', dad.token);
    expect(dads.body.map((member) => member.name)).toEqual(['Leon']);
    expect(
      (await call('PUT', `/api/lists/${list._id}`, dad.token, { name: 'Dad edits' })).status,
    ).toBe(200);
    // Mum hands Leon over to Dad, and takes the list out of the circle: she no longer sees it.
    await call('PUT', `/api/lists/${list._id}`, mum.token, { circleIds: [] });
    const handed = await call<ManagedMember>('PUT', `/api/managed/${leo}`, mum.token, {
      managerIds: [dad.user.id],
    });
    expect(handed.status).toBe(200);
    expect((await call('GET', `/api/lists/${list._id}`, mum.token)).status).toBe(404);
    expect((await call('GET', `/api/lists/${list._id}`, dad.token)).status).toBe(200);
    // Dad leaves the circle but keeps Leon; Mum, back as a manager beside him, saves both: Dad
    // stays, though a newcomer outside the circles would be refused.
    expect(
      (
        await call('PUT', `/api/managed/${leo}`, dad.token, {
          managerIds: [dad.user.id, mum.user.id],
        })
      ).status,
    ).toBe(200);
    await call('DELETE', `/api/circles/${family._id}/members/${dad.user.id}`, dad.token);
    const kept = await call<ManagedMember>('PUT', `/api/managed/${leo}`, mum.token, {
      managerIds: [mum.user.id, dad.user.id],
      name: 'Leo',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.managers.map((manager) => manager._id).sort()).toEqual(
      [mum.user.id, dad.user.id].sort(),
    );
  });

  it('never lets a managed member sign in, and deletes them with their lists', async () => {
    const ada = await addChild('Ada');
    const list = await childsList(ada);
    const signIn = await call('POST', '/api/auth/login', undefined, {
      email: `managed:${ada}`,
      password: '',
    });
    expect(signIn.status).toBe(400);
    const byGran = await call('DELETE', `/api/managed/${ada}`, gran.token);
    expect(byGran.status).toBe(403);
    const deleted = await call<{ message: string }>('DELETE', `/api/managed/${ada}`, mum.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Managed member deleted');
    expect((await call('GET', `/api/lists/${list._id}`, gran.token)).status).toBe(404);
    const circle = await call<Circle>('GET', `/api/circles/${family._id}`, gran.token);
    expect(circle.body.members.map((member) => member._id)).not.toContain(ada);
  });

  it('keeps a person from keeping more managed members than allowed', async () => {
    // Greta is handed children up to the limit; one more is refused, and changes nothing.
    const handed = async (name: string) => {
      const id = await addChild(name);
      return call('PUT', `/api/managed/${id}`, mum.token, { managerIds: [gran.user.id] });
    };
    for (let n = 0; n < QUOTAS.managedPerManager; n++)
      expect((await handed(`Child ${n}`)).status).toBe(200);
    const refused = await handed('One too many');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MANAGED_LIMIT');
    expect(refused.body.message).toBe(
      `A manager can keep at most ${QUOTAS.managedPerManager} managed members`,
    );
    const grans = await call<ManagedMember[]>('GET', '/api/managed', gran.token);
    expect(grans.body).toHaveLength(QUOTAS.managedPerManager);
  });
});
