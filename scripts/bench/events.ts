/**
 * Live events (N1) under load: what 1,000 open event streams cost the server, and whether a list
 * read stays fast meanwhile.
 *
 *   npm run bench:events            SQLite
 *   npm run bench:events:pg         a throwaway PostgreSQL 15 (scripts/with-postgres.sh)
 *
 * The built server is seeded as `npm run bench` seeds it (50 buyers, two per shared list). Each
 * buyer opens 20 streams (the per-account cap): 10 of their list, 10 of their own lists. Figures:
 * the server's RSS before and after the streams open, its CPU while they idle, the invited list's
 * read under autocannon without and with the streams (p50, p99, requests/s), and how long a
 * claim takes to reach every stream that must hear of it. Exits 1 when N1's limits are missed
 * (≤ 100 MB for the streams, p99 ≤ 50 ms with them open).
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TokenService } from '../../apps/server/src/modules/auth/tokens.js';
import { fire } from './load.js';
import { freshDatabase } from './postgres.js';
import { BENCH_JWT_SECRET, startServer } from './processes.js';
import { seed } from './seed.js';
import { fixed, table } from './table.js';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    claims: { type: 'string', default: '40' },
  },
});
const STREAMS_PER_BUYER = 20;
const BUYERS = 50;
const LIMITS = { streamsMb: 100, p99Ms: 50 };
const log = (text: string) => process.stdout.write(`bench:events: ${text}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One open stream: counts the `changed` events it reads, and wakes whoever waits on it. */
class Stream {
  events = 0;
  private waiters: Array<() => void> = [];
  constructor(readonly request: http.ClientRequest) {}
  heard(): void {
    this.events += 1;
    for (const wake of this.waiters.splice(0)) wake();
  }
  next(seen: number): Promise<void> {
    if (this.events > seen) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openStream(url: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } });
    const stream = new Stream(request);
    request.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${url}: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (
          let at = chunk.indexOf('event: changed');
          at >= 0;
          at = chunk.indexOf('event: changed', at + 1)
        )
          stream.heard();
      });
      resolve(stream);
    });
    request.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function main(): Promise<number> {
  const dataDir = path.join(os.tmpdir(), `wishlist-bench-events-${process.pid}`);
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (values.pg && !adminUrl)
    throw new Error('--pg needs a PostgreSQL: npm run bench:events:pg starts one');
  const database = values.pg && adminUrl ? await freshDatabase(adminUrl) : undefined;
  log(`seeding (${database ? 'PostgreSQL' : 'SQLite'})`);
  const { fixture } = await seed({
    dataDir,
    databaseUrl: database?.url,
    scale: false,
    connections: BUYERS,
  });
  const server = await startServer({ dataDir, databaseUrl: database?.url });
  const tokens = new TokenService(BENCH_JWT_SECRET);
  const tokenOf = (userId: string) => tokens.sign({ userId, version: 0 });
  const buyers = await Promise.all(
    fixture.buyers.map(async (b) => ({ ...b, token: await tokenOf(b.userId) })),
  );
  const invitee = await tokenOf(fixture.invitee.userId);
  const read = {
    connections: 10,
    requestsFor: () => [
      {
        method: 'GET' as const,
        path: `/api/lists/${fixture.invitee.listId}`,
        headers: { authorization: `Bearer ${invitee}` },
      },
    ],
  };
  const seconds = Number(values.seconds);
  try {
    await fire(server.url, read, 2); // warm-up
    const without = await fire(server.url, read, seconds, server.cpuMs);
    await pause(1000);
    const rssBefore = server.rssMb();
    const bareIdle = server.cpuMs();
    await pause(10_000);
    const idleCpuBeforePerS = (server.cpuMs() - bareIdle) / 10;

    log(`opening ${BUYERS * STREAMS_PER_BUYER} streams`);
    const opened = performance.now();
    const streams: Array<{ stream: Stream; listId: string | undefined; buyer: number }> = [];
    for (const [n, b] of buyers.entries()) {
      const batch = await Promise.all(
        Array.from({ length: STREAMS_PER_BUYER }, (_, s) =>
          openStream(
            `${server.url}${s % 2 === 0 ? `/api/lists/${b.listId}/events` : '/api/me/events'}`,
            b.token,
          ),
        ),
      );
      for (const [s, stream] of batch.entries())
        streams.push({ stream, listId: s % 2 === 0 ? b.listId : undefined, buyer: n });
    }
    const openMs = performance.now() - opened;
    await pause(2000);
    const rssAfter = server.rssMb();
    const idleCpu = server.cpuMs();
    await pause(10_000);
    const idleCpuPerS = (server.cpuMs() - idleCpu) / 10;
    const withStreams = await fire(server.url, read, seconds, server.cpuMs);

    // Claims: each reaches the streams of both buyers of its list (list and own-lists streams).
    const delays: number[] = [];
    const claimCpu = server.cpuMs();
    const claimCount = Number(values.claims);
    for (let c = 0; c < claimCount; c++) {
      const b = buyers[Math.floor(c / 2) % buyers.length]!;
      const audience = streams.filter((s) => buyers[s.buyer]!.listId === b.listId);
      const seen = audience.map((s) => s.stream.events);
      const started = performance.now();
      const action = c % 2 === 0 ? 'mark-bought' : 'unmark-bought';
      const res = await fetch(
        `${server.url}/api/lists/${b.listId}/items/${b.itemIds[0]}/${action}`,
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${b.token}` },
        },
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${action}: ${res.status}`);
      await Promise.all(
        audience.map(async (s, n) => {
          await s.stream.next(seen[n]!);
          delays.push(performance.now() - started);
        }),
      );
    }
    const claimCpuMs = (server.cpuMs() - claimCpu) / claimCount;
    for (const s of streams) s.stream.request.destroy();

    const streamsMb = rssAfter - rssBefore;
    process.stdout.write(
      `\n${table(
        ['figure', 'value'],
        [
          ['streams open', String(streams.length)],
          ['time to open them all', `${fixed(openMs)} ms`],
          ['server RSS before → after', `${fixed(rssBefore, 1)} → ${fixed(rssAfter, 1)} MB`],
          ['RSS the streams added', `${fixed(streamsMb, 1)} MB (limit ${LIMITS.streamsMb})`],
          [
            'server CPU idle, no streams → 1,000 idle streams',
            `${fixed(idleCpuBeforePerS, 1)} → ${fixed(idleCpuPerS, 1)} ms/s`,
          ],
          [
            'list read without streams: p50 / p99 / req/s',
            `${without.p50} / ${without.p99} ms / ${fixed(without.rps)}`,
          ],
          [
            'list read with streams: p50 / p99 / req/s',
            `${withStreams.p50} / ${withStreams.p99} ms / ${fixed(withStreams.rps)}`,
          ],
          [
            'list read CPU per request, without → with',
            `${fixed(without.cpuUs)} → ${fixed(withStreams.cpuUs)} µs`,
          ],
          [
            `claim → every stream told (${delays.length} deliveries): p50 / p99 / max`,
            `${fixed(percentile(delays, 50))} / ${fixed(percentile(delays, 99))} / ${fixed(Math.max(...delays))} ms`,
          ],
          ['server CPU per claim, its events included', `${fixed(claimCpuMs, 2)} ms`],
          ['read errors without / with', `${without.errors} / ${withStreams.errors}`],
        ],
      )}\n`,
    );
    const failed: string[] = [];
    if (streamsMb > LIMITS.streamsMb) failed.push(`streams added ${fixed(streamsMb)} MB`);
    if (withStreams.p99 > LIMITS.p99Ms) failed.push(`p99 ${withStreams.p99} ms with streams`);
    if (without.errors + withStreams.errors > 0) failed.push('read errors');
    if (Math.max(...delays) > 1000) failed.push('a claim took over 1 s to reach a stream');
    for (const line of failed) log(`MISSED: ${line}`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await server.stop();
    await database?.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  },
);
