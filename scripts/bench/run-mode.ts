/** One database at one size: seed, start the built server, capture, alternate real/bare, measure. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Alternated, alternate } from './load.js';
import { freshDatabase } from './postgres.js';
import { startBare, startServer } from './processes.js';
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
  seed: SeedReport;
  /** Spawn to first answer on the seeded database, then again after the load. */
  startMs: number[];
  /** RSS the moment the last scenario's load ends. */
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

export async function runMode(
  database: DatabaseKind,
  size: Size,
  options: RunOptions,
): Promise<ModeResult> {
  const tag = `${database}/${size}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-bench-'));
  const pg = database === 'postgres' ? await postgresTarget() : undefined;
  try {
    options.log(`${tag}: seeding…`);
    const seeded = await seed({
      dataDir,
      databaseUrl: pg?.url,
      scale: size === 'scale',
      connections: options.connections,
      onProgress: (text) => options.log(`${tag}: seeding ${text}`),
    });
    const c = seeded.counts;
    options.log(
      `${tag}: seeded ${c.users} users, ${c.lists} lists, ${c.items} items, ` +
        `${c.invitations} invitations in ${seeded.seconds.toFixed(1)} s`,
    );

    const serverOptions = {
      dataDir,
      databaseUrl: pg?.url,
      extraArgs: options.serverArgs,
      logLevel: options.logLevel,
    };
    let server = await startServer(serverOptions);
    const startMs = [server.startMs];
    const all = await scenarios(seeded.fixture, options.connections);
    const chosen = all.filter((s) => !options.only || options.only.includes(s.key));
    const routes = [];
    for (const scenario of chosen) routes.push(...(await scenario.capture(server.url)));
    const bare = await startBare(routes);

    const results: ModeResult['scenarios'] = [];
    try {
      for (const scenario of chosen) {
        options.log(`${tag}: ${scenario.key}…`);
        const result = await alternate({
          realUrl: server.url,
          bareUrl: bare.url,
          shape: scenario.shape,
          seconds: scenario.light ? Math.max(2, options.seconds * 0.6) : options.seconds,
          rounds: scenario.light ? Math.max(1, options.rounds - 1) : options.rounds,
          warmupSeconds: options.warmupSeconds,
          realCpuMs: server.cpuMs,
          bareCpuMs: bare.cpuMs,
        });
        results.push({ scenario, result });
      }
      const rssMb = server.rssMb();
      const peakRssMb = server.peakRssMb();
      options.log(`${tag}: idling ${IDLE_SECONDS} s for the second RSS reading…`);
      await sleep(IDLE_SECONDS * 1000);
      const rssIdleMb = server.rssMb();
      await server.stop();
      server = await startServer(serverOptions);
      startMs.push(server.startMs);
      return {
        database,
        size,
        seed: seeded,
        startMs,
        rssMb,
        rssIdleMb,
        peakRssMb,
        scenarios: results,
      };
    } finally {
      await bare.stop();
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}
