import type { AuthResult } from '@wishlist/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './test/call.js';
import { PgCluster } from './test/pg-cluster.js';
import { freePort, killServers, startServer, tempDir, waitUntilUp } from './test/process.js';

afterEach(killServers);

/**
 * Runs on a PostgreSQL cluster of its own (whatever TEST_DATABASE_URL says), because it stops
 * the database; the shared test cluster must stay up for the other files.
 */
describe('a PostgreSQL outage', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await PgCluster.create();
  });
  afterAll(() => cluster?.destroy());

  it('answers 503 with a message while the database is down, stays up, and recovers by itself', async () => {
    const port = await freePort();
    const server = startServer({
      DATA_DIR: tempDir(),
      DATABASE_URL: cluster.url,
      PORT: String(port),
      JWT_SECRET: 'outage-test-secret-that-is-32-characters',
      AUTH_RATE_LIMIT: '1000000',
    });
    await waitUntilUp(port);
    const base = `http://127.0.0.1:${port}`;
    const send = (method: string, path: string, token?: string, body?: unknown) =>
      callJson<Record<string, unknown>>(base, method, path, { token, body });
    const { token } = (
      await send('POST', '/api/auth/register', undefined, {
        email: 'pat@example.com',
        name: 'Pat',
        password: 'secret1',
      })
    ).body as unknown as AuthResult;

    // A steady load of reads and writes through the outage.
    const statuses: number[] = [];
    const refusals: Record<string, unknown>[] = [];
    let running = true;
    const load = (async () => {
      for (let n = 0; running; n++) {
        const res = await (n % 2 === 0
          ? send('GET', '/api/lists', token)
          : send('POST', '/api/lists', token, { name: `List ${n}` })
        ).catch((error: Error) => ({
          // A dropped connection counts as a status of its own, and fails the test below.
          status: -1,
          body: { error: `${error.message} (${String((error.cause as Error)?.message)})` },
        }));
        statuses.push(res.status);
        if (res.status >= 500 || res.status === -1) refusals.push(res.body);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const until = async (what: () => boolean, ms: number) => {
      const started = Date.now();
      while (!what()) {
        if (Date.now() - started > ms)
          throw new Error(
            `timed out; statuses ${statuses.join(' ')}; refusals ${JSON.stringify(refusals.slice(-3))}; server exit ${server.child.exitCode}:\n${server.err()}${server.out().slice(-4000)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    await until(() => statuses.length >= 10, 5_000);
    cluster.stop();
    const okBeforeRestart = statuses.length;
    await until(() => refusals.length >= 5, 10_000);
    expect(server.child.exitCode).toBe(null);
    cluster.start();
    // Served again without a restart of the server.
    await until(
      () => statuses.length > okBeforeRestart && [200, 201].includes(statuses.at(-1)!),
      20_000,
    );
    const afterRecovery = statuses.length;
    await until(() => statuses.length >= afterRecovery + 6, 5_000);
    running = false;
    await load;

    expect(server.child.exitCode).toBe(null);
    expect(new Set(statuses)).toEqual(new Set([200, 201, 503]));
    for (const body of refusals) {
      expect(body).toEqual({
        message: 'The service is briefly unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    expect(statuses.slice(afterRecovery).every((s) => s === 200 || s === 201)).toBe(true);
    const lists = await send('GET', '/api/lists', token);
    expect(lists.status).toBe(200);
  });
});
