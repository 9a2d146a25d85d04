/**
 * How close to the bare twin a claim can get with the product's own statements:
 * the built server, and a floor server that runs only the claim store's read, write and shared
 * commit behind node:http (claim-floor-server.ts), each alternated with the bare twin under the
 * mark + unmark load of `npm run bench`, their rounds interleaved.
 *
 *   npm run bench:claim-floor -- --rounds 5 --seconds 5
 *   npm run bench:claim-floor:pg      the same on a throwaway PostgreSQL 15
 *
 * The floor's ratio is the most the claim path can reach without changing what the database
 * does for a claim; the gap between it and the server's is everything else a request does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { alternate } from './load.js';
import { type FreshDatabase, freshDatabase } from './postgres.js';
import { startBare, startFloor, startServer } from './processes.js';
import { machine } from './report.js';
import { scenarios } from './scenarios.js';
import { seed } from './seed.js';
import { fixed, table } from './table.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    pg: { type: 'boolean', default: false },
  },
});
const log = (text: string) => process.stdout.write(`bench:claim-floor: ${text}\n`);
const CONNECTIONS = 50;

async function main() {
  log(machine());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-floor-'));
  const children = [];
  let pg: FreshDatabase | undefined;
  try {
    if (values.pg) {
      const adminUrl = process.env.TEST_DATABASE_URL?.trim();
      if (!adminUrl) throw new Error('--pg: run through scripts/with-postgres.sh');
      pg = await freshDatabase(adminUrl);
    }
    const databaseUrl = pg?.url;
    log(`${databaseUrl ? 'PostgreSQL' : 'SQLite'}: seeding…`);
    const seeded = await seed({
      dataDir,
      databaseUrl,
      scale: false,
      connections: CONNECTIONS,
    });
    const server = await startServer({ dataDir, databaseUrl });
    children.push(server);
    const scenario = (await scenarios(seeded.fixture, CONNECTIONS)).find(
      (s) => s.key === 'mark-unmark',
    )!;
    const bare = await startBare(await scenario.capture(server.url));
    children.push(bare);
    const floor = await startFloor(dataDir, databaseUrl);
    children.push(floor);
    const [real, low] = await alternate(
      [server, floor].map((child) => ({
        realUrl: child.url,
        bareUrl: bare.url,
        shape: scenario.shape,
        realCpuMs: child.cpuMs,
        bareCpuMs: bare.cpuMs,
      })),
      {
        seconds: Number(values.seconds),
        rounds: Number(values.rounds),
        warmupSeconds: Number(values.warmup),
      },
    );
    const row = (name: string, result: NonNullable<typeof real>) => [
      name,
      fixed(result.real.rps, 0),
      fixed(result.real.p99, 1),
      fixed(result.bare.rps, 0),
      fixed(result.ratio, 3),
      result.rounds.map((r) => fixed(r.real.rps / r.bare.rps, 3)).join(' '),
      String(result.errors),
      fixed(result.real.cpuUs, 0),
      fixed(result.bare.cpuUs, 0),
    ];
    process.stdout.write(
      `\n${table(
        [
          'mark + unmark',
          'req/s',
          'p99 ms',
          'bare req/s',
          'ratio',
          'rounds',
          'errors',
          'CPU µs/req',
          'bare CPU µs/req',
        ],
        [row('server', real!), row('floor', low!)],
      )}\n\n${machine()}\n`,
    );
  } finally {
    for (const child of children.reverse()) await child.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}

await main();
