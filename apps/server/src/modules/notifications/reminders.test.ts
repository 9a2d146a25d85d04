import type { WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import {
  dayAfter,
  isNotification,
  later,
  notificationsTo,
  type Person,
  people,
  rawHeader,
  settle,
} from '../../test/notifications.js';

// REMINDER_DAYS is 7 (the default). The clock only moves forward in this file.
describe(`reminders before a list's event date (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;
  let pat: Person;

  const remindersTo = (who: Person) =>
    notificationsTo(server.smtp.messages, who.user.email).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );
  const setDate = async (listId: string, eventDate: string | null) => {
    const res = await server.request('PUT', `/api/lists/${listId}`, {
      token: owner.token,
      body: { eventDate },
    });
    expect(res.status).toBe(200);
  };

  /** A list with three items (Ann claims one), shared with Ann, Bob and (pending) Pat. */
  async function sharedList(name: string): Promise<WishList> {
    const list = await server.list(owner.token, { name });
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Kite' },
      { name: 'Scarf' },
      { name: 'Plates', quantity: 4 },
    ]);
    await server.share(owner.token, list._id, ann);
    await server.share(owner.token, list._id, bob);
    await server.share(owner.token, list._id, pat, false);
    const claim = await server.request(
      'PUT',
      `/api/lists/${list._id}/items/${items[0]!._id}/mark-bought`,
      { token: ann.token },
    );
    expect(claim.status).toBe(200);
    return list;
  }

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, ann, bob, pat] = await people(server, [
      'Olive Owner',
      'Ann Giver',
      'Bob Giver',
      'Pat Pending',
    ]);
    const off = await server.request('PUT', '/api/auth/preferences', {
      token: bob.token,
      body: { notify: { reminders: false } },
    });
    expect(off.status).toBe(200);
  });
  afterAll(() => server.stop());

  it('reminds accepted invitees once, REMINDER_DAYS before the date, and again when the date moves', async () => {
    const list = await sharedList('Birthday');
    await setDate(list._id, dayAfter(server, 8));
    expect(await settle(server)).toBe(0);

    later(server, 24 * 60);
    expect(await settle(server)).toBe(1);
    const [reminder, ...more] = remindersTo(ann);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe('Reminder: “Birthday” is in 7 days');
    expect(reminder!.text).toContain('Olive Owner’s wish list “Birthday”');
    expect(reminder!.text).toContain('2 of its 3 items still need a giver.');
    expect(reminder!.text).not.toContain('Ann');
    expect(reminder!.html).not.toContain('Ann');
    expect(reminder!.text).toContain(`http://wishlist.test/lists/${list._id}`);
    expect(reminder!.html).toContain(`href="http://wishlist.test/lists/${list._id}"`);
    expect(rawHeader(reminder!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    for (const nobody of [owner, bob, pat]) expect(remindersTo(nobody)).toEqual([]);

    // Once: not on later rounds, nor on later days.
    expect(await settle(server)).toBe(0);
    later(server, 24 * 60);
    expect(await settle(server)).toBe(0);

    // The date moves: a reminder for the new one.
    await setDate(list._id, dayAfter(server, 2));
    expect(await settle(server)).toBe(1);
    expect(remindersTo(ann)).toHaveLength(2);
    expect(remindersTo(ann)[1]!.subject).toBe('Reminder: “Birthday” is in 2 days');
    expect(await settle(server)).toBe(0);
  });

  it('sends nothing for a date that has passed, a list without accepted invitees or an archived list', async () => {
    const before = server.smtp.messages.length;
    const past = await sharedList('Past');
    await setDate(past._id, dayAfter(server, -1));

    const unshared = await server.list(owner.token, {
      name: 'Unshared',
      eventDate: dayAfter(server, 3),
    });
    expect(unshared.eventDate).toBe(dayAfter(server, 3));

    const archived = await sharedList('Archived');
    await setDate(archived._id, dayAfter(server, 3));
    const res = await server.request('PUT', `/api/lists/${archived._id}`, {
      token: owner.token,
      body: { archived: true },
    });
    expect(res.status).toBe(200);

    // One e-mail: Ann's claim went with the archived list (she is told that, not reminded).
    expect(await settle(server)).toBe(1);
    const sent = server.smtp.messages.slice(before).filter(isNotification);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [ann.user.email, 'The wish list “Archived” was archived'],
    ]);
  });

  it('sends no reminder to someone who turned reminders off', async () => {
    const off = await server.request('PUT', '/api/auth/preferences', {
      token: ann.token,
      body: { notify: { reminders: false } },
    });
    expect(off.status).toBe(200);
    const list = await sharedList('Quiet');
    await setDate(list._id, dayAfter(server, 5));
    expect(await settle(server)).toBe(0);
    expect(remindersTo(ann).map((m) => m.subject)).not.toContain('Reminder: “Quiet” is in 5 days');
  });
});
