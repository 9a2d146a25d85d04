import type { AuthResult, Circle, Draw, DrawMessage } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/**
 * D1 when someone leaves the circle after a draw: they take no further part. The admin sees the
 * draw without them, a new run pairs the others only, and only the others are mailed.
 */
describe(`a draw when a participant leaves the circle (${dialectName})`, () => {
  let server: TestServer;
  let ann: AuthResult;
  let bob: AuthResult;
  let cat: AuthResult;
  let circle: Circle;

  const call = <T>(method: string, path: string, who: AuthResult, body?: unknown) =>
    server.request<T & { code?: string }>(method, path, { token: who.token, body });

  beforeAll(async () => {
    server = await TestServer.start();
    ann = await server.user({ name: 'Ann Admin', verified: true });
    bob = await server.user({ name: 'Bob Brother' });
    cat = await server.user({ name: 'Cat Cousin' });
    circle = (await call<Circle>('POST', '/api/circles', ann, { name: 'Family' })).body;
    for (const who of [bob, cat]) await server.joinCircle(ann.token, circle._id, who);
  });
  afterAll(() => server.stop());

  it('is drawn no more, mailed no more, and sees the draw no more', async () => {
    const draw = (
      await call<Draw>('POST', `/api/circles/${circle._id}/draws`, ann, {
        name: 'Christmas',
        participantIds: [ann, bob, cat].map((who) => who.user.id),
        // Cat gives to nobody but Ann: once she has gone, the pair keeps nobody apart.
        exclusions: [[cat.user.id, bob.user.id]],
        exchangeDate: '2999-12-24',
      })
    ).body;
    expect((await call('POST', `/api/draws/${draw._id}/run`, ann)).status).toBe(200);
    const left = await call('DELETE', `/api/circles/${circle._id}/members/${cat.user.id}`, cat);
    expect(left.status).toBe(200);

    const seen = await call<Draw>('GET', `/api/draws/${draw._id}`, ann);
    expect(seen.body.participants.map((person) => person.name)).toEqual([
      'Ann Admin',
      'Bob Brother',
    ]);
    expect(seen.body.exclusions).toEqual([]);
    // Cat gave to Ann, so Bob drew Cat: he is told she has gone; the admin, that a run is due.
    expect(seen.body.rerunAdvised).toBe(true);
    const bobs = await call<Draw>('GET', `/api/draws/${draw._id}`, bob);
    expect(bobs.body.recipient).toMatchObject({ _id: cat.user.id, left: true });
    expect((await call('GET', `/api/draws/${draw._id}`, cat)).status).toBe(404);

    // How many mails each address has had queued so far.
    const queued = async (email: string) =>
      (
        await server.database.db
          .selectFrom('mail_queue')
          .select('id')
          .where('recipient', '=', email)
          .execute()
      ).length;
    const before = await Promise.all([ann, bob, cat].map((who) => queued(who.user.email)));
    const again = await call<Draw>('POST', `/api/draws/${draw._id}/run`, ann);
    expect(again.status).toBe(200);
    expect(again.body.recipient?._id).toBe(bob.user.id);
    expect(again.body).not.toHaveProperty('rerunAdvised');
    const bobNow = (await call<Draw>('GET', `/api/draws/${draw._id}`, bob)).body;
    expect(bobNow.recipient).toEqual(expect.objectContaining({ _id: ann.user.id }));
    expect(bobNow.recipient).not.toHaveProperty('left');
    // Ann's word to her Santa reaches Bob, who drew her now, not Cat, who drew her before.
    const sent = await call('POST', `/api/draws/${draw._id}/messages`, ann, {
      to: 'santa',
      text: 'Thanks!',
    });
    expect(sent.status).toBe(201);
    const bobReads = await call<DrawMessage[]>('GET', `/api/draws/${draw._id}/messages`, bob);
    expect(bobReads.body.map(({ thread, text }) => ({ thread, text }))).toEqual([
      { thread: 'recipient', text: 'Thanks!' },
    ]);
    // The run queues its mails before it answers: one to each of the two still in, none to Cat.
    const after = await Promise.all([ann, bob, cat].map((who) => queued(who.user.email)));
    expect(after.map((count, n) => count - before[n]!)).toEqual([1, 1, 0]);
  });
});
