/**
 * npm run bench:login-burst: how long the app's main script takes to arrive while others log in.
 *
 * Password hashes (argon2id) run on libuv's thread pool, which also reads the files the server
 * sends. This starts the built server as `npm start` does, registers some people, then times
 * GET of the app's main script (brotli, as a browser asks for it) every 50 ms: first with the
 * server idle, then during a burst of logins (50 connections, autocannon). It prints both,
 * the logins' rate and the server's peak RSS. No target: a figure to compare between changes.
 *
 * Flags: --seconds 10, --connections 50, --people 60.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { percentile } from '../soak/client.js';
import { repoRoot, startServer } from './processes.js';
import { fixed, table } from './table.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    people: { type: 'string', default: '60' },
  },
});
const seconds = Math.max(3, Number(values.seconds));
const connections = Math.max(1, Number(values.connections));
const people = Math.max(1, Number(values.people));
const PASSWORD = 'login-burst-password-1';

const assets = path.join(repoRoot, 'apps/web/dist/assets');
const mainScript = fs.existsSync(assets)
  ? fs.readdirSync(assets).find((file) => /^index-.*\.js$/.test(file))
  : undefined;
if (!mainScript) throw new Error(`No main script in ${assets}: run npm run build`);

/** Times GET of the main script every 50 ms for `ms`; milliseconds, sorted. */
async function timeScript(base: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const answer = await fetch(`${base}/assets/${mainScript}`, {
      headers: { 'accept-encoding': 'br' },
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`GET ${mainScript} answered ${answer.status}`);
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times.sort((a, b) => a - b);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-login-burst-'));
const server = await startServer({ dataDir, databaseUrl: undefined });
try {
  const emailOf = (n: number) => `burst${n}@example.com`;
  for (let n = 0; n < people; n++) {
    const answer = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emailOf(n), password: PASSWORD, name: `Person ${n}` }),
    });
    if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  }

  const idle = await timeScript(server.url, 3000);
  let next = 0;
  const burst = autocannon({
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // One person per login in turn: the per-e-mail attempt limit counts simultaneous tries.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: emailOf(next++ % people), password: PASSWORD }),
        }),
      },
    ],
  });
  await sleep(1000);
  const during = await timeScript(server.url, (seconds - 2) * 1000);
  const logins = await burst;
  const failed = logins.non2xx + logins.errors + logins.timeouts;

  const row = (what: string, times: number[]) => [
    what,
    String(times.length),
    fixed(percentile(times, 0.5), 1),
    fixed(percentile(times, 0.9), 1),
    fixed(times.at(-1) ?? Number.NaN, 1),
  ];
  console.log(
    table(
      ['main script GET', 'n', 'p50 ms', 'p90 ms', 'max ms'],
      [row('server idle', idle), row(`during logins (${connections} connections)`, during)],
    ),
  );
  console.log(
    `logins: ${fixed(logins.requests.average)} req/s, p50 ${fixed(logins.latency.p50)} ms, ` +
      `${failed} failed; server peak RSS ${fixed(server.peakRssMb())} MB; ` +
      `${os.availableParallelism()} CPUs, node ${process.version}`,
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
