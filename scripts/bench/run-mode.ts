/** Databases at sizes: seed, start the built servers, capture, alternate real/bare, measure. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Alternated, alternate } from './load.js';
import { freshDatabase } from './postgres.js';
import { type Child, startBare, startServer } from './processes.js';
import { type Scenario, scenarios } from './scenarios.js';
import { type SeedReport, seed } from './seed.js';

/** How long the server idles after the load before the second RSS reading. */
export const IDLE_SECONDS = 30;

export type DatabaseKind = 'sqlite' | 'postgres';
export type Size = 'small' | 'scale';

export interface RunOptions {
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  connections: number;
  only: string[] | undefined;
  /** Extra node flags for the server under test (e.g. --cpu-prof). */
  serverArgs: string[];
  /** The server's LOG_LEVEL. */
  logLevel: string;
  log(text: string): void;
}

export interface ModeResult {
  database: DatabaseKind;
  size: Size;
  /** Modes of the same batch ran side by side, their rounds interleaved (see `alternate`). */
  batch: number;
  seed: SeedReport;
  /** Spawn to first answer on the seeded database, then again after the load. */
  startMs: number[];
  /** RSS after the last scenario's load, read once its twin's run is over (a few seconds later). */
  rssMb: number;
  /** RSS after IDLE_SECONDS with no requests: what the idle server keeps (V8 may or may not have shrunk its heap by then). */
  rssIdleMb: number;
  peakRssMb: number;
  scenarios: Array<{ scenario: Scenario; result: Alternated }>;
}

/** Where PostgreSQL is: a fresh database beside TEST_DATABASE_URL, else DATABASE_URL as is. */
async function postgresTarget(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (adminUrl) return freshDatabase(adminUrl);
  const url = process.env.DATABASE_URL?.trim();
  if (!url)
    throw new Error('PostgreSQL: set DATABASE_URL, or run through scripts/with-postgres.sh');
  return { url, drop: async () => {} };
}

/** A mode seeded, its server started, its answers captured and its bare twin up. */
interface Prepared {
  database: DatabaseKind;
  size: Size;
  tag: string;
  seed: SeedReport;
  server: Child;
  serverOptions: Parameters<typeof startServer>[0];
  bare: Child;
  chosen: Scenario[];
  startMs: number[];
  /** RSS read after this mode's latest round (its twin's run included). */
  rssMb: number;
  results: ModeResult['scenarios'];
}

interface Resources {
  dataDir: string;
  pg?: { url: string; drop(): Promise<void> };
  server?: Child;
  bare?: Child;
}

async function seedMode(
  database: DatabaseKind,
  size: Size,
  options: RunOptions,
  owned: Resources,
): Promise<SeedReport> {
  const tag = `${database}/${size}`;
  options.log(`${tag}: seeding…`);
  const seeded = await seed({
    dataDir: owned.dataDir,
    databaseUrl: owned.pg?.url,
    scale: size === 'scale',
    connections: options.connections,
    onProgress: (text) => options.log(`${tag}: seeding ${text}`),
  });
  const c = seeded.counts;
  options.log(
    `${tag}: seeded ${c.users} users, ${c.lists} lists, ${c.items} items, ` +
      `${c.invitations} invitations in ${seeded.seconds.toFixed(1)} s`,
  );
  return seeded;
}

async function prepare(
  database: DatabaseKind,
  size: Size,
  seeded: SeedReport,
  options: RunOptions,
  owned: Resources,
): Promise<Prepared> {
  const tag = `${database}/${size}`;
  const serverOptions = {
    dataDir: owned.dataDir,
    databaseUrl: owned.pg?.url,
    extraArgs: options.serverArgs,
    logLevel: options.logLevel,
  };
  const server = await startServer(serverOptions);
  owned.server = server;
  const all = await scenarios(seeded.fixture, options.connections);
  const chosen = all.filter((s) => !options.only || options.only.includes(s.key));
  const routes = [];
  for (const scenario of chosen) routes.push(...(await scenario.capture(server.url)));
  const bare = await startBare(routes);
  owned.bare = bare;
  return {
    database,
    size,
    tag,
    seed: seeded,
    server,
    serverOptions,
    bare,
    chosen,
    startMs: [server.startMs],
    rssMb: server.rssMb(),
    results: [],
  };
}

/**
 * Whether the modes can run side by side: each PostgreSQL mode needs a database of its own,
 * which only TEST_DATABASE_URL (a server where the bench may create databases) gives.
 */
function canInterleave(modes: Array<{ database: DatabaseKind }>): boolean {
  const postgres = modes.filter((m) => m.database === 'postgres').length;
  return postgres <= 1 || Boolean(process.env.TEST_DATABASE_URL?.trim());
}

/**
 * Seeds and starts every mode, then runs each scenario on all of them with their rounds
 * interleaved (see `alternate`), so a figure compared across modes (scale against small, or
 * PostgreSQL against SQLite) was taken in the same minutes. Then one idle wait for every
 * server's second RSS reading, and a restart of each for its start-up time.
 */
export async function runModes(
  modes: Array<{ database: DatabaseKind; size: Size }>,
  options: RunOptions,
): Promise<ModeResult[]> {
  if (!canInterleave(modes)) {
    options.log('one PostgreSQL database only (no TEST_DATABASE_URL): modes run one after another');
    const results: ModeResult[] = [];
    for (const [batch, mode] of modes.entries())
      for (const result of await runModes([mode], options)) results.push({ ...result, batch });
    return results;
  }
  const owned: Resources[] = [];
  try {
    // Every database is seeded before any server starts, so no server idles through the
    // seeding of another. (In the two runs where the small one had, it answered the first
    // scenario ~20 % slower than the scale one; the cause was not found.)
    const seeded: SeedReport[] = [];
    for (const mode of modes) {
      const resources: Resources = {
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-bench-')),
      };
      owned.push(resources);
      if (mode.database === 'postgres') resources.pg = await postgresTarget();
      seeded.push(await seedMode(mode.database, mode.size, options, resources));
    }
    const prepared: Prepared[] = [];
    for (const [i, mode] of modes.entries())
      prepared.push(await prepare(mode.database, mode.size, seeded[i]!, options, owned[i]!));

    // Every mode has the same scenarios, in the same order (one list, one --only).
    for (const [k, scenario] of (prepared[0]?.chosen ?? []).entries()) {
      options.log(`${prepared.map((p) => p.tag).join(' + ')}: ${scenario.key}…`);
      const results = await alternate(
        prepared.map((p) => ({
          realUrl: p.server.url,
          bareUrl: p.bare.url,
          shape: p.chosen[k]!.shape,
          realCpuMs: p.server.cpuMs,
          bareCpuMs: p.bare.cpuMs,
          // Read once its twin's run is over, a few seconds after its own load ended, as
          // when the modes ran one after the other. (Read 100 ms after the load, it was
          // 165-168 MB: logins still queued on the server were likely hashing.)
          afterRound: () => {
            p.rssMb = p.server.rssMb();
          },
        })),
        {
          seconds: scenario.light ? Math.max(2, options.seconds * 0.6) : options.seconds,
          rounds: scenario.light ? Math.max(1, options.rounds - 1) : options.rounds,
          warmupSeconds: options.warmupSeconds,
        },
      );
      prepared.forEach((p, i) => {
        const result = results[i]!;
        const ratios = result.rounds.map((r) => (r.real.rps / r.bare.rps).toFixed(3));
        options.log(`  ${p.tag}: ratio to bare by round ${ratios.join(', ')}`);
        p.results.push({ scenario: p.chosen[k]!, result });
      });
    }

    const peaks = prepared.map((p) => p.server.peakRssMb());
    options.log(`idling ${IDLE_SECONDS} s for the second RSS reading…`);
    await sleep(IDLE_SECONDS * 1000);
    const idle = prepared.map((p) => p.server.rssMb());
    const results: ModeResult[] = [];
    for (const [i, p] of prepared.entries()) {
      await p.server.stop();
      const again = await startServer(p.serverOptions);
      owned[i]!.server = again;
      p.startMs.push(again.startMs);
      results.push({
        database: p.database,
        size: p.size,
        batch: 0,
        seed: p.seed,
        startMs: p.startMs,
        rssMb: p.rssMb,
        rssIdleMb: idle[i]!,
        peakRssMb: peaks[i]!,
        scenarios: p.results,
      });
    }
    return results;
  } finally {
    for (const resources of owned) {
      await resources.bare?.stop();
      await resources.server?.stop();
      fs.rmSync(resources.dataDir, { recursive: true, force: true });
      await resources.pg?.drop();
    }
  }
}
