import type { AuthResult, WishList } from '@wishlist/core';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { callJson as call } from '../../test/call.js';
import { dialectName, freshStorage, type TestStorage } from '../../test/databases.js';
import { notificationsTo } from '../../test/notifications.js';
import {
  freePort,
  killServers,
  type ServerProcess,
  startServer,
  waitUntilUp,
} from '../../test/process.js';
import { linkIn, type ReceivedMail, SmtpSink } from '../../test/smtp-sink.js';

afterEach(killServers);

const JWT_SECRET = 'process-test-secret-that-is-32-chars-long';
/** The UTC day `days` from now. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until every e-mail queued so far was sent, so a process can go without leaving any. */
const allSent = (database: DatabaseHandle) =>
  waitUntil('every e-mail was sent', async () => {
    const left = await database.db
      .selectFrom('mail_queue')
      .select('id')
      .where('status', '<>', 'sent')
      .execute();
    return left.length === 0;
  });

/** Each notification once: the (recipient, subject) pairs of `mails`, sorted. */
const pairs = (mails: ReceivedMail[]) => mails.map((m) => `${m.to} ${m.subject}`).sort();

/** Server processes on one store, each with its own SMTP server and clock. */
function processes(storage: TestStorage) {
  return async (smtpPort: number, env: Record<string, string> = {}) => {
    const port = await freePort();
    const server: ServerProcess = startServer({
      PORT: String(port),
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_URL: 'http://wishlist.test',
      JWT_SECRET,
      NOTIFY_CHECK_SECONDS: '1',
      ...env,
    });
    await waitUntilUp(port, server);
    return { base: `http://127.0.0.1:${port}`, server };
  };
}

/**
 * Olive's list with Kite and Scarf, shared with Ann and Bob (accepted through their e-mails),
 * Ann claiming Kite and Bob Scarf. Nothing it does leaves a notice.
 */
async function sharedList(base: string, sink: SmtpSink, tag: string) {
  const person = async (name: string) => {
    const res = await call<AuthResult>(base, 'POST', '/api/auth/register', {
      body: { email: `${name.toLowerCase()}-${tag}@example.com`, name, password: 'secret1' },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const [owner, ann, bob] = [await person('Olive'), await person('Ann'), await person('Bob')];
  const list = (
    await call<WishList>(base, 'POST', '/api/lists', {
      token: owner.token,
      body: { name: `Birthday ${tag}` },
    })
  ).body;
  const { items } = (
    await call<WishList>(base, 'PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { items: [{ name: 'Kite' }, { name: 'Scarf' }] },
    })
  ).body;
  for (const [invitee, item] of [
    [ann, items[0]!],
    [bob, items[1]!],
  ] as const) {
    await call(base, 'POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: [invitee.user.email] },
    });
    const mail = await sink.waitFor(
      (m) => m.to === invitee.user.email && m.text.includes('/invitations/'),
    );
    const token = linkIn(mail.text).split('/invitations/')[1]!;
    const accepted = await call(base, 'POST', `/api/lists/invitations/${token}/accept`, {
      token: invitee.token,
    });
    expect(accepted.status).toBe(200);
    const claim = await call(base, 'PUT', `/api/lists/${list._id}/items/${item._id}/mark-bought`, {
      token: invitee.token,
    });
    expect(claim.status).toBe(200);
  }
  /** Renames both items and sets the date 3 days on: 2 claim e-mails and 2 reminders. */
  const change = async (on: string) => {
    const res = await call(on, 'PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: {
        eventDate: inDays(3),
        items: items.map((item) => ({ _id: item._id, name: `${item.name} 2` })),
      },
    });
    expect(res.status).toBe(200);
  };
  return { owner, ann, bob, list, change };
}

describe(`notifications across server processes (${dialectName})`, () => {
  it('two processes on one database send each reminder exactly once', async () => {
    const storage = await freshStorage();
    const sink = await new SmtpSink().start();
    try {
      const start = processes(storage);
      const [a, b] = await Promise.all([start(sink.port), start(sink.port)]);
      const scenes = [];
      for (const tag of ['x', 'y', 'z']) scenes.push(await sharedList(a.base, sink, tag));
      // Dates set through both processes at once, each one's rounds racing the other's.
      await Promise.all(
        scenes.map((scene, n) =>
          call(n % 2 ? a.base : b.base, 'PUT', `/api/lists/${scene.list._id}`, {
            token: scene.owner.token,
            body: { eventDate: inDays(2) },
          }),
        ),
      );
      const reminders = () => sink.messages.filter((m) => m.subject.startsWith('Reminder:'));
      await waitUntil('six reminders arrived', () => reminders().length >= 6);
      // Several more rounds of each process: nothing more.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const expected = scenes.flatMap((s) =>
        [s.ann, s.bob].map((who) => `${who.user.email} Reminder: “${s.list.name}” is in 2 days`),
      );
      expect(pairs(reminders())).toEqual(expected.sort());
    } finally {
      killServers();
      await sink.stop();
      await storage.drop();
    }
  }, 90_000);

  it('a notification queued while SMTP is down survives SIGKILL and arrives once after a restart', async () => {
    const storage = await freshStorage();
    const sink = await new SmtpSink().start();
    const database = await openDatabase(storage);
    try {
      const start = processes(storage);
      const setup = await start(sink.port);
      const scene = await sharedList(setup.base, sink, 'down');
      await allSent(database);
      setup.server.child.kill('SIGKILL');
      await setup.server.exited;

      // Nothing listens on this port: every attempt fails and the e-mails stay queued.
      const down = await start(await freePort());
      await scene.change(down.base);
      const failed = () =>
        database.db
          .selectFrom('mail_queue')
          .select(['recipient', 'subject'])
          .where('headers', 'is not', null)
          .where('status', '=', 'pending')
          .where('last_error', 'is not', null)
          .execute();
      await waitUntil('four notifications failed once', async () => (await failed()).length === 4);
      down.server.child.kill('SIGKILL');
      await down.server.exited;

      const before = sink.messages.length;
      await start(sink.port);
      const arrived = () =>
        [scene.ann, scene.bob].flatMap((who) =>
          notificationsTo(sink.messages.slice(before), who.user.email),
        );
      await waitUntil('four notifications arrived', () => arrived().length >= 4, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(pairs(arrived())).toEqual(
        [
          `${scene.ann.user.email} A gift you marked as bought on “Birthday down” changed`,
          `${scene.bob.user.email} A gift you marked as bought on “Birthday down” changed`,
          `${scene.ann.user.email} Reminder: “Birthday down” is in 3 days`,
          `${scene.bob.user.email} Reminder: “Birthday down” is in 3 days`,
        ].sort(),
      );
    } finally {
      killServers();
      await database.close();
      await sink.stop();
      await storage.drop();
    }
  }, 90_000);

  it('a notification in flight when its process is SIGKILLed is sent once by a process started after its lease', async () => {
    const storage = await freshStorage();
    const sink = await new SmtpSink().start();
    // Takes the message's data and never answers it: the e-mail stays leased, in flight.
    let inFlight = 0;
    const stalling = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 200,
      logger: false,
      onData: (stream) => {
        stream.resume();
        stream.on('end', () => inFlight++);
      },
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const stallingPort = (stalling.server.address() as { port: number }).port;
    const database = await openDatabase(storage);
    try {
      const start = processes(storage);
      const setup = await start(sink.port);
      const scene = await sharedList(setup.base, sink, 'stall');
      await allSent(database);
      setup.server.child.kill('SIGKILL');
      await setup.server.exited;

      const stalled = await start(stallingPort);
      await scene.change(stalled.base);
      await waitUntil('four notifications are in flight', () => inFlight === 4);
      const leased = await database.db
        .selectFrom('mail_queue')
        .select(['locked_until', 'attempts'])
        .where('headers', 'is not', null)
        .execute();
      expect(leased.map((m) => m.attempts)).toEqual([1, 1, 1, 1]);
      stalled.server.child.kill('SIGKILL');
      await stalled.server.exited;

      // Started two minutes on (CLOCK_START), past the dead process's 60 s leases.
      const before = sink.messages.length;
      await start(sink.port, {
        CLOCK_START: new Date(Date.now() + 2 * 60_000).toISOString(),
      });
      const arrived = () =>
        [scene.ann, scene.bob].flatMap((who) =>
          notificationsTo(sink.messages.slice(before), who.user.email),
        );
      await waitUntil('four notifications arrived', () => arrived().length >= 4, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(arrived()).toHaveLength(4);
      expect(new Set(pairs(arrived())).size).toBe(4);
      const sent = await database.db
        .selectFrom('mail_queue')
        .select(['status', 'attempts'])
        .where('headers', 'is not', null)
        .execute();
      expect(sent).toEqual(Array.from({ length: 4 }, () => ({ status: 'sent', attempts: 2 })));
    } finally {
      killServers();
      await database.close();
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
      await sink.stop();
      await storage.drop();
    }
  }, 90_000);
});
