import type { AuthResult, Item, WishList } from '@wishlist/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, callJson } from './test/call.js';
import { Haproxy } from './test/haproxy.js';
import { PgCluster } from './test/pg-cluster.js';
import { freePort, killServers, startServer, waitUntilUp } from './test/process.js';
import { SmtpSink } from './test/smtp-sink.js';
import { SseReader } from './test/sse.js';

/**
 * S1: two server processes on one PostgreSQL behind HAProxy (Debian's package), round robin, no
 * sticky sessions: the deployment of docs/operations.md, started for real.
 */
const LOGIN_LIMIT = 30;

let cluster: PgCluster;
let smtp: SmtpSink;
let proxy: Haproxy;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  cluster = await PgCluster.create();
  smtp = await new SmtpSink().start();
  const [portA, portB] = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT: String(LOGIN_LIMIT),
    // Behind the proxy: the client's address is the one HAProxy forwards.
    TRUST_PROXY: '1',
  };
  const a = startServer({ ...env, PORT: String(portA) });
  const b = startServer({ ...env, PORT: String(portB) });
  await Promise.all([waitUntilUp(portA, a), waitUntilUp(portB, b)]);
  [baseA, baseB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  proxy = await Haproxy.start([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
}, 60_000);

afterAll(async () => {
  proxy?.stop();
  killServers();
  await smtp?.stop();
  cluster?.destroy();
});

/** A call through the proxy, with the name of the process that answered. */
async function viaProxy<T>(
  method: string,
  path: string,
  options: Parameters<typeof callJson>[3] = {},
): Promise<Answer<T> & { servedBy: string }> {
  const answer = await callJson<T>(proxy.url, method, path, options);
  return { ...answer, servedBy: answer.headers.get('x-served-by') ?? '' };
}

let people = 0;
async function register(): Promise<AuthResult> {
  people += 1;
  const res = await viaProxy<AuthResult>('POST', '/api/auth/register', {
    body: { email: `person${people}@example.com`, name: `Person ${people}`, password: 'secret1' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function listWithItem(owner: AuthResult): Promise<{ list: WishList; item: Item }> {
  const list = await viaProxy<WishList>('POST', '/api/lists', {
    token: owner.token,
    body: { name: 'Birthday', isPublic: true },
  });
  const saved = await viaProxy<WishList>('PUT', `/api/lists/${list.body._id}`, {
    token: owner.token,
    body: { items: [{ name: 'Telescope' }] },
  });
  expect(saved.status).toBe(200);
  return { list: saved.body, item: saved.body.items[0]! };
}

/** Reads until `seen` holds, at most `withinMs`; answers how long it took. */
async function timeUntil(read: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await read()) return performance.now() - started;
    if (performance.now() - started > withinMs) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('two server processes behind HAProxy on one PostgreSQL (S1)', () => {
  it('spreads calls over both processes, with no stickiness', async () => {
    const owner = await register();
    const served = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const res = await viaProxy('GET', '/api/lists', { token: owner.token });
      expect(res.status).toBe(200);
      served.add(res.servedBy);
    }
    expect([...served].sort()).toEqual(['app1', 'app2']);
  });

  it('shows a claim made through one process through the other within 1 s, kept answers included', async () => {
    const owner = await register();
    const giver = await register();
    const { list, item } = await listWithItem(owner);
    const read = async (base: string) =>
      (await callJson<WishList>(base, 'GET', `/api/lists/${list._id}`, { token: owner.token })).body
        .items[0]!;
    const path = (action: string) => `/api/lists/${list._id}/items/${item._id}/${action}`;
    const delays: number[] = [];
    for (const [writer, reader, action, claimed] of [
      [baseA, baseB, 'mark-bought', 1],
      [baseB, baseA, 'unmark-bought', 0],
      [baseA, baseB, 'mark-bought', 1],
      [baseB, baseA, 'unmark-bought', 0],
    ] as const) {
      // The reader has answered the list already: its kept answer must not outlive the change.
      expect((await read(reader)).claimed).toBe(1 - claimed);
      expect((await read(reader)).claimed).toBe(1 - claimed);
      const res = await callJson<Item>(writer, 'PUT', path(action), { token: giver.token });
      expect(res.status).toBe(200);
      // The writer itself answers with the change at once.
      expect((await read(writer)).claimed).toBe(claimed);
      delays.push(await timeUntil(async () => (await read(reader)).claimed === claimed, 1000));
    }
    expect(Math.max(...delays)).toBeLessThan(1000);

    // Through the proxy, every answer agrees from then on, whichever process gives it.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        viaProxy<WishList>('GET', `/api/lists/${list._id}`, { token: owner.token }),
      ),
    );
    expect(new Set(answers.map((a) => a.servedBy)).size).toBe(2);
    expect(answers.map((a) => a.body.items[0]!.claimed)).toEqual(Array(8).fill(0));
  });

  it('counts the login rate limit across both processes, whatever address a client claims', async () => {
    const guesses: Array<{ status: number; servedBy: string }> = [];
    for (let n = 0; n < LOGIN_LIMIT + 4; n++)
      guesses.push(
        await viaProxy('POST', '/api/auth/login', {
          body: { email: `nobody${n}@example.com`, password: 'wrong-guess' },
          // A client naming another address for itself: the proxy replaces the header.
          headers: { 'x-forwarded-for': `203.0.113.${n}` },
        }),
      );
    const statuses = guesses.map((g) => g.status);
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), ...Array(4).fill(429)]);
    expect(new Set(guesses.map((g) => g.servedBy)).size).toBe(2);
  });

  it('sends each queued e-mail once, though both processes send mail', async () => {
    const before = smtp.messages.length;
    const registered: string[] = [];
    // Registrations through the proxy, spread over both: each queues one verification e-mail.
    for (let n = 0; n < 10; n++) {
      const res = await viaProxy<AuthResult>('POST', '/api/auth/register', {
        body: { email: `mail${n}@example.com`, name: `Mail ${n}`, password: 'secret1' },
      });
      if (res.status === 201) registered.push(`mail${n}@example.com`);
    }
    expect(registered.length).toBeGreaterThan(0);
    for (const address of registered)
      await smtp.waitFor((mail) => mail.to.includes(address), 15_000);
    // Each row sent after one claim: a second process taking a row (and sending it again)
    // would count a second attempt on it. Once every row is sent, no one sends any again.
    const queued = await queueRowsOnceSent(registered);
    expect(queued.map((row) => row.attempts)).toEqual(registered.map(() => 1));
    const sent = smtp.messages.slice(before).map((mail) => mail.to);
    expect(sent.sort()).toEqual([...registered].sort());
  }, 40_000);

  /** The mail queue's rows for `recipients`, once all are sent. */
  async function queueRowsOnceSent(recipients: string[]) {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      for (const deadline = performance.now() + 15_000; ; ) {
        const { rows } = await client.query<{ status: string; attempts: number }>(
          'select status, attempts from mail_queue where recipient = any($1)',
          [recipients],
        );
        if (rows.length === recipients.length && rows.every((row) => row.status === 'sent'))
          return rows;
        if (performance.now() > deadline) throw new Error(`mail queue: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await client.end();
    }
  }

  it('tells an event stream on one process of a claim made through the other', async () => {
    const owner = await register();
    const giver = await register();
    const { list, item } = await listWithItem(owner);
    for (const [watch, write] of [
      [baseA, baseB],
      [baseB, baseA],
      [proxy.url, proxy.url],
    ] as const) {
      const stream = await SseReader.open(watch, `/api/lists/${list._id}/events`, owner.token);
      expect(stream.status).toBe(200);
      const started = performance.now();
      for (const action of ['mark-bought', 'unmark-bought']) {
        const seen = stream.changes().length;
        const res = await callJson(
          write,
          'PUT',
          `/api/lists/${list._id}/items/${item._id}/${action}`,
          {
            token: giver.token,
          },
        );
        expect(res.status).toBe(200);
        await stream.until(() => stream.changes().length > seen, 1000, `${action} within 1 s`);
      }
      expect(performance.now() - started).toBeLessThan(2000);
      stream.close();
    }
  });
});
