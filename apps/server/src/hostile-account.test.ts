import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AuthResult, WishList } from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommand } from '../../../scripts/start-command.js';
import { freshStorage, type TestStorage } from './test/databases.js';
import {
  freePort,
  killServers,
  type ServerProcess,
  startServer,
  waitUntilUp,
} from './test/process.js';

const RSS_BUDGET_MB = 300;
const OTHER_USER_P99_MS = 100;

/** The server process's resident memory, from Linux's /proc. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * Pen test finding 4, played again on the real server process: one account tries to store
 * 3,000 lists of 500 items of 1.9 KB, to invite 1,000 people, then asks for all its lists four
 * times at once, over and over, while another user reads their list.
 */
describe('a hostile account against the quotas (real server process)', () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    storage = await freshStorage();
    const port = await freePort();
    // With the Node flags `npm start` gives the server (they bound how its heap grows).
    const { nodeArgs } = startCommand(fileURLToPath(new URL('../../..', import.meta.url)));
    server = startServer(
      {
        PORT: String(port),
        DATA_DIR: storage.dataDir,
        ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
        JWT_SECRET: 'hostile-account-test-secret-of-32-chars',
        AUTH_RATE_LIMIT: '100000',
      },
      undefined,
      nodeArgs,
    );
    await waitUntilUp(port, server);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    killServers();
    await storage.drop();
  });

  async function call<T>(method: string, path: string, token?: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      // A body given as text is sent as it is (the big ones are serialized once, up front).
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
    // The hostile answers are only measured, not parsed: the test's own event loop measures the
    // other user's wait, and must not spend it parsing megabytes.
    const bytes = Buffer.from(await res.arrayBuffer());
    const small = bytes.length < 64 * 1024;
    return {
      status: res.status,
      bytes: bytes.length,
      body: (small && bytes.length > 0 ? JSON.parse(bytes.toString()) : null) as T,
    };
  }
  const register = async (name: string) =>
    (
      await call<AuthResult>('POST', '/api/auth/register', undefined, {
        email: `${name}@example.com`,
        password: 'secret-password',
        name,
      })
    ).body.token;

  it('is stopped by the quotas; memory and everyone else stay within bounds', {
    timeout: 240_000,
  }, async () => {
    const pid = server.child.pid!;
    const victim = await register('victim');
    const victimList = (await call<WishList>('POST', '/api/lists', victim, { name: 'Mine' })).body;
    await call('PUT', `/api/lists/${victimList._id}`, victim, {
      items: Array.from({ length: 20 }, (_, n) => ({ name: `Gift ${n}`, price: n })),
    });
    const hostile = await register('hostile');
    let peakRss = rssMb(pid);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid));
    }, 100);

    // Fill: lists until refused, then 500 items of 1.9 KB in each, until refused.
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const listIds: string[] = [];
    for (let n = 0; n < 3000; n++) {
      const res = await call<WishList>('POST', '/api/lists', hostile, { name: `Spam ${n}` });
      count(res.status);
      if (res.status !== 201) break;
      listIds.push(res.body._id);
    }
    expect(listIds).toHaveLength(QUOTAS.listsPerAccount);
    const items = JSON.stringify({
      items: Array.from({ length: 500 }, (_, n) => ({
        name: `Item ${n}`,
        description: 'x'.repeat(1900),
      })),
    });
    for (const id of listIds.slice(0, 20))
      count((await call('PUT', `/api/lists/${id}`, hostile, items)).status);
    const emails = Array.from({ length: 50 }, (_, n) => `spam${n}@example.com`);
    for (let n = 0; n < 20; n++)
      count((await call('POST', `/api/lists/${listIds[n]}/invite`, hostile, { emails })).status);
    expect(statuses.get(409)).toBeGreaterThanOrEqual(19);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(19);

    // Read storm, from a process of its own: four readers of everything the account holds and
    // a writer trying to grow it, for 15 s, while the other user reads their list.
    const storm = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./test/hostile-storm.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          STORM_BASE: base,
          STORM_TOKEN: hostile,
          STORM_LISTS: listIds.slice(20).join(','),
          STORM_SECONDS: '15',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stormOut = '';
    storm.stdout.on('data', (chunk) => {
      stormOut += chunk;
    });
    const stormEnded = new Promise((resolve) => storm.on('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const latencies: number[] = [];
    while (storm.exitCode === null) {
      const started = performance.now();
      const res = await call('GET', `/api/lists/${victimList._id}`, victim);
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stormEnded;
    clearInterval(sampler);
    const {
      reads,
      writes,
      biggest,
      statuses: stormStatuses,
    } = JSON.parse(stormOut) as {
      reads: number;
      writes: number;
      biggest: number;
      statuses: Record<string, number>;
    };
    expect(Object.keys(stormStatuses).sort()).toEqual(['GET 200', 'PUT 409']);

    const p99 = percentile(latencies, 99);
    console.info(
      `hostile account: answer of GET /api/lists ${(biggest / 1e6).toFixed(2)} MB; ` +
        `${reads} reads and ${writes} refused writes in 15 s; ` +
        `server RSS peak ${peakRss.toFixed(0)} MB; other user's reads: ${latencies.length}, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(biggest).toBeLessThan(QUOTAS.contentBytesPerAccount * 1.5);
    expect(peakRss).toBeLessThanOrEqual(RSS_BUDGET_MB);
    expect(p99).toBeLessThanOrEqual(OTHER_USER_P99_MS);
  });
});
