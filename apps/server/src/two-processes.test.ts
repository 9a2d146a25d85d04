import type { AuthResult, WishList } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { callJson } from './test/call.js';
import { dialectName, freshStorage } from './test/databases.js';
import { freePort, killServers, startServer, waitUntilUp } from './test/process.js';

afterEach(killServers);

const call = callJson;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

describe(`two server processes on one database (${dialectName})`, () => {
  it('share the generated secret; the mark-bought race and the rate limits hold across them', async () => {
    const storage = await freshStorage();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      DATA_DIR: storage.dataDir,
      AUTH_RATE_LIMIT: '20',
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    };
    // Started at the same moment on an empty database: the migrations and the generated JWT
    // secret must be settled once between them.
    const a = startServer({ ...env, PORT: String(portA) });
    const b = startServer({ ...env, PORT: String(portB) });
    await Promise.all([waitUntilUp(portA, a), waitUntilUp(portB, b)]);
    const bases = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`] as const;
    const base = (n: number) => bases[n % 2]!;

    try {
      const register = (n: number) =>
        call<AuthResult>(base(n), 'POST', '/api/auth/register', {
          body: { email: `person${n}@example.com`, name: `Person ${n}`, password: 'secret1' },
        });
      const owner = (await register(0)).body;
      // Registered on A, used on B: one secret for both.
      const list = await call<WishList>(base(1), 'POST', '/api/lists', {
        token: owner.token,
        body: { name: 'Birthday', isPublic: true },
      });
      expect(list.status).toBe(201);
      const withItem = await call<WishList>(base(0), 'PUT', `/api/lists/${list.body._id}`, {
        token: owner.token,
        body: { items: [{ name: 'Bike' }] },
      });
      const item = withItem.body.items[0]!;

      // Ten buyers, half on each process, press "bought" at the same moment.
      const buyers: AuthResult[] = [];
      for (let n = 1; n <= 10; n++) buyers.push((await register(n)).body);
      const marks = await Promise.all(
        buyers.map((buyer, n) =>
          call(base(n), 'PUT', `/api/lists/${list.body._id}/items/${item._id}/mark-bought`, {
            token: buyer.token,
          }),
        ),
      );
      expect(tally(marks.map((m) => m.status))).toEqual({ 200: 1, 409: 9 });
      const after = await call<WishList>(base(1), 'GET', `/api/lists/${list.body._id}`, {
        token: owner.token,
      });
      const winner = buyers[marks.findIndex((m) => m.status === 200)]!;
      expect(after.body.items[0]!.boughtBy?._id).toBe(winner.user.id);

      // Each process keeps lists it has answered; a change made through the other one shows
      // on SQLite at once (data_version), on PostgreSQL once its NOTIFY arrives, within 1 s
      // (S1): an unmark, then the buyer's new name.
      const settleMs = dialectName === 'postgres' ? 1000 : 0;
      const readOnce = async (n: number) =>
        (
          await call<WishList>(base(n), 'GET', `/api/lists/${list.body._id}`, {
            token: owner.token,
          })
        ).body.items[0]!.boughtBy;
      let expected: (seen: Awaited<ReturnType<typeof readOnce>>) => boolean = () => true;
      const read = async (n: number) => {
        const deadline = performance.now() + settleMs;
        for (;;) {
          const seen = await readOnce(n);
          if (expected(seen) || performance.now() > deadline) return seen;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      expect((await read(0))?._id).toBe(winner.user.id);
      const unmarked = await call(
        base(0),
        'PUT',
        `/api/lists/${list.body._id}/items/${item._id}/unmark-bought`,
        { token: winner.token },
      );
      expect(unmarked.status).toBe(200);
      expected = (seen) => seen === null;
      expect(await read(1)).toBeNull();
      await call(base(1), 'PUT', `/api/lists/${list.body._id}/items/${item._id}/mark-bought`, {
        token: winner.token,
      });
      expected = (seen) => seen?.name === winner.user.name;
      expect((await read(0))?.name).toBe(winner.user.name);
      const renamed = await call(base(1), 'PUT', '/api/auth/profile', {
        token: winner.token,
        body: { name: 'Renamed Buyer' },
      });
      expect(renamed.status).toBe(200);
      expected = (seen) => seen?.name === 'Renamed Buyer';
      expect((await read(0))?.name).toBe('Renamed Buyer');

      // 14 simultaneous wrong passwords for one e-mail, across both: 10 are checked, 4 refused.
      const guesses = await Promise.all(
        Array.from({ length: 14 }, (_, n) =>
          call(base(n), 'POST', '/api/auth/login', {
            body: { email: 'person0@example.com', password: `guess-${n}` },
          }),
        ),
      );
      expect(tally(guesses.map((g) => g.status))).toEqual({ 401: 10, 429: 4 });

      // The per-address login limit (20 in the window) is shared too: 14 used, 6 left of 10.
      const logins = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          call(base(n), 'POST', '/api/auth/login', {
            body: { email: `nobody${n}@example.com`, password: 'whatever' },
          }),
        ),
      );
      expect(tally(logins.map((l) => l.status))).toEqual({ 401: 6, 429: 4 });
    } finally {
      killServers();
      await storage.drop();
    }
  });
});
