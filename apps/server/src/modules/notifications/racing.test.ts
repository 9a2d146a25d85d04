import type { Item } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../../mail/mailer.js';
import { MailQueueRepository } from '../../mail/queue-repository.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { dayAfter, later, type Person, people } from '../../test/notifications.js';
import { NoticeRepository } from './notice-repository.js';
import { NotificationScheduler } from './scheduler.js';
import { UnsubscribeTokens } from './unsubscribe-tokens.js';

// Several schedulers over one database at once, as several processes run them: on PostgreSQL
// their transactions really overlap (a pool of connections); on SQLite they take turns.
describe(`schedulers racing over one database (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, ann, bob] = await people(server, ['Olive Owner', 'Ann Giver', 'Bob Giver']);
  });
  afterAll(() => server.stop());

  it('queue every notification exactly once', async () => {
    const { db } = server.database;
    const { config, clock, mailWorker } = server.services;
    const schedulers = Array.from(
      { length: 4 },
      () =>
        new NotificationScheduler(
          db,
          new NoticeRepository(db),
          new Mailer(new MailQueueRepository(db), mailWorker),
          new UnsubscribeTokens(config.jwtSecret!),
          clock,
          { appUrl: config.appUrl, digestMinutes: 60, reminderDays: 7, checkSeconds: 30 },
          { info() {}, warn() {}, error() {} },
        ),
    );

    for (let n = 0; n < 6; n++) {
      const list = await server.list(owner.token, { name: `List ${n}` });
      const { items } = await server.putItems(owner.token, list._id, [{ name: 'Kite' }]);
      await server.share(owner.token, list._id, ann);
      await server.share(owner.token, list._id, bob);
      const claim = await server.request(
        'PUT',
        `/api/lists/${list._id}/items/${items[0]!._id}/mark-bought`,
        { token: ann.token },
      );
      expect(claim.status).toBe(200);
      const kite = items[0] as Item;
      // A claim e-mail for Ann, a digest and a reminder for both.
      await server.putItems(owner.token, list._id, [
        { _id: kite._id, name: 'Red kite' },
        { name: 'Scarf' },
      ]);
      const dated = await server.request('PUT', `/api/lists/${list._id}`, {
        token: owner.token,
        body: { eventDate: dayAfter(server, 3) },
      });
      expect(dated.status).toBe(200);
    }
    later(server, 61);

    const queued = await Promise.all(schedulers.map((s) => s.tick()));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(6 * 5);
    const mails = await db.selectFrom('mail_queue').select(['recipient', 'subject']).execute();
    const notifications = mails
      .filter((m) => !m.subject.includes('shared the wish list') && !m.subject.includes('Confirm'))
      .map((m) => `${m.recipient} ${m.subject}`);
    expect(notifications).toHaveLength(6 * 5);
    expect(new Set(notifications).size).toBe(6 * 5);
    expect(await Promise.all(schedulers.map((s) => s.tick()))).toEqual([0, 0, 0, 0]);
    await mailWorker.idle();
  });
});
