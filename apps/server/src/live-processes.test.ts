import type { AuthResult, WishList } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { callJson } from './test/call.js';
import { dialectName, freshStorage } from './test/databases.js';
import { freePort, killServers, startServer, waitUntilUp } from './test/process.js';
import { SseReader } from './test/sse.js';

afterEach(killServers);

describe(`live events across two server processes (${dialectName})`, () => {
  it('tells a stream on one process of a change made through the other within a second, and comes back after a restart', async () => {
    const storage = await freshStorage();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      DATA_DIR: storage.dataDir,
      JWT_SECRET: 'live-test-secret-that-is-32-characters-long',
      AUTH_RATE_LIMIT: '1000',
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    };
    const a = startServer({ ...env, PORT: String(portA) });
    let b = startServer({ ...env, PORT: String(portB) });
    await Promise.all([waitUntilUp(portA, a), waitUntilUp(portB, b)]);
    const [baseA, baseB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const register = async (n: number) =>
      (
        await callJson<AuthResult>(baseA, 'POST', '/api/auth/register', {
          body: { email: `live${n}@example.com`, name: `Live ${n}`, password: 'secret1' },
        })
      ).body;
    const owner = await register(0);
    const giver = await register(1);
    const list = await callJson<WishList>(baseA, 'POST', '/api/lists', {
      token: owner.token,
      body: { name: 'Birthday', isPublic: true },
    });
    const withItem = await callJson<WishList>(baseA, 'PUT', `/api/lists/${list.body._id}`, {
      token: owner.token,
      body: { items: [{ name: 'Drone' }] },
    });
    const item = withItem.body.items[0]!;
    const claimPath = (action: string) => `/api/lists/${list.body._id}/items/${item._id}/${action}`;

    // The owner watches through B; the giver claims through A.
    const latencies: number[] = [];
    let watching = await SseReader.open(baseB, `/api/lists/${list.body._id}/events`, owner.token);
    expect(watching.status).toBe(200);
    for (const action of ['mark-bought', 'unmark-bought', 'mark-bought', 'unmark-bought']) {
      const seen = watching.changes().length;
      const started = performance.now();
      const res = await callJson(baseA, 'PUT', claimPath(action), { token: giver.token });
      expect(res.status).toBe(200);
      await watching.until(() => watching.changes().length > seen, 1000, `${action} within 1 s`);
      latencies.push(performance.now() - started);
    }
    expect(Math.max(...latencies)).toBeLessThan(1000);

    // B restarts: its streams end cleanly (the reader reconnects), and a new stream on the new
    // process hears of changes made through A.
    b.child.kill('SIGTERM');
    await watching.until(() => watching.ended, 5000, 'end of the stream');
    expect(await b.exited).toBe(0);
    b = startServer({ ...env, PORT: String(portB) });
    await waitUntilUp(portB, b);
    watching = await SseReader.open(baseB, `/api/me/events`, owner.token);
    expect(watching.status).toBe(200);
    const res = await callJson(baseA, 'PUT', claimPath('mark-bought'), { token: giver.token });
    expect(res.status).toBe(200);
    await watching.until(() => watching.changes().length === 1, 1000, 'event after the restart');
    expect(watching.changes()[0]).toEqual({ listId: list.body._id, revision: 1 });
    watching.close();
  });
});
