/**
 * This build against another checkout, side by side: each seeds a database with its own seeder
 * and starts its own built server; then the chosen scenarios' runs alternate between the two
 * (every other round in the other order), so both are measured in the same minutes. Prints the
 * median, over the rounds, of each pair's req/s and CPU a request, this build / the other.
 *
 *   npm run bench:ab -- --other ../before [--seconds 4 --rounds 12 --only mark-unmark]
 *   bash scripts/with-postgres.sh npm run bench:ab -- --other ../before --pg
 *
 * With `--pg`, each side gets a fresh database of its own in the PostgreSQL of DATABASE_URL
 * (or TEST_DATABASE_URL, as scripts/with-postgres.sh sets it).
 *
 * The other checkout needs its own `npm ci` and `npm run build:server`, as this one does.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RunFigures } from './load.js';
import { median } from './load.js';
import { freshDatabase } from './postgres.js';
import { repoRoot } from './processes.js';

const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    seconds: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '12' },
    only: { type: 'string', default: 'mark-unmark,invitee-list' },
    pg: { type: 'boolean', default: false },
  },
});
if (!values.other) throw new Error('--other <path of the checkout to compare with> is required');
const seconds = Number(values.seconds);
const keys = values.only.split(',');
function postgresUrl(): string {
  const url = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (!url) throw new Error('--pg needs DATABASE_URL (or scripts/with-postgres.sh)');
  return url;
}

const log = (text: string) => process.stdout.write(`bench:ab: ${text}\n`);

/** One checkout's server and scenarios, from its own modules. */
async function side(root: string) {
  const at = (file: string) => import(path.join(root, 'scripts/bench', file));
  const [{ seed }, { startServer }, { scenarios }, { fire }] = await Promise.all([
    at('seed.ts'),
    at('processes.ts'),
    at('scenarios.ts'),
    at('load.ts'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-ab-'));
  const database = values.pg ? await freshDatabase(postgresUrl()) : undefined;
  const databaseUrl = database?.url;
  const { fixture } = await seed({ dataDir, databaseUrl, scale: false, connections: 50 });
  const server = await startServer({ dataDir, databaseUrl });
  // In the order of --only, as the report names them.
  const all = await scenarios(fixture, 50);
  const chosen = keys.map((key) => all.find((s: { key: string }) => s.key === key));
  for (const scenario of chosen) await scenario.capture(server.url);
  return { root, server, chosen, fire, dataDir, database };
}

const sides = [await side(repoRoot), await side(path.resolve(values.other))];
const figures = keys.map(() => sides.map((): RunFigures[] => []));
for (let round = -1; round < Number(values.rounds); round++) {
  for (const [k] of keys.entries()) {
    for (const s of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const { server, chosen, fire } = sides[s]!;
      const scenario = chosen[k];
      await scenario.shape.reset?.();
      const run = await fire(server.url, scenario.shape, round < 0 ? 2 : seconds, server.cpuMs);
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (round >= 0) figures[k]![s]!.push(run);
    }
  }
}
for (const [k, key] of keys.entries()) {
  const [mine, other] = figures[k] as [RunFigures[], RunFigures[]];
  const pairs = (of: (f: RunFigures) => number) => mine.map((f, n) => of(f) / of(other[n]!));
  const errors = [...mine, ...other].reduce((sum, f) => sum + f.errors, 0);
  log(
    `${key}: this build ${median(mine.map((f) => f.rps)).toFixed(0)} req/s, ` +
      `${median(mine.map((f) => f.cpuUs)).toFixed(0)} µs a request; the other ` +
      `${median(other.map((f) => f.rps)).toFixed(0)} req/s, ${median(other.map((f) => f.cpuUs)).toFixed(0)} µs; ` +
      `this / other, median of pairs: req/s ${median(pairs((f) => f.rps)).toFixed(3)}, ` +
      `CPU a request ${median(pairs((f) => f.cpuUs)).toFixed(3)}; errors ${errors}`,
  );
}
for (const { server, dataDir, database } of sides) {
  await server.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
