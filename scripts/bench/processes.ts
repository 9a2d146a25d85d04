/** The built server and the bare twin as child processes: spawn, wait for the first answer, RSS, stop. */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/process.js';
import { startCommand } from '../start-command.js';
import type { BareRoute } from './bare-server.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bareEntry = path.join(repoRoot, 'scripts/bench/bare-server.ts');
const floorEntry = path.join(repoRoot, 'scripts/bench/claim-floor-server.ts');

export const BENCH_JWT_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Child {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first answer. */
  startMs: number;
  /** Resident set size now and at its peak, from /proc/<pid>/status (MB). */
  rssMb(): number;
  peakRssMb(): number;
  /** CPU time the process has used so far, user and system, all threads (ms). */
  cpuMs(): number;
  output(): string;
  stop(): Promise<void>;
}

function watch(child: ChildProcess, url: string, startMs: number): Child {
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url,
    pid: child.pid!,
    startMs,
    rssMb: () => readStatusMb(child.pid!, 'VmRSS'),
    peakRssMb: () => readStatusMb(child.pid!, 'VmHWM'),
    cpuMs: () => readCpuMs(child.pid!),
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux we run on. */
const USER_HZ = 100;

/** utime + stime from /proc/<pid>/stat; the fields after the command name, which may hold spaces. */
function readCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5); fields[0] here is field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

function readStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Polls until `url` answers with `expected`; answers the milliseconds since `since`. */
async function waitForAnswer(
  url: string,
  expected: number,
  child: ChildProcess,
  since: number,
  output: () => string,
): Promise<number> {
  const deadline = since + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited:\n${output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === expected) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await pause(5);
  }
}

/**
 * The built server, started as `npm start` starts it, on a free loopback port. `startMs` is the
 * time from spawn to the first answer of an API call (401 for an unsigned GET /api/lists).
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  extraArgs?: string[];
  /** LOG_LEVEL; warn unless told: at info every request writes a log line. */
  logLevel?: string;
}): Promise<Child> {
  const { nodeArgs, entry } = startCommand(repoRoot);
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build`);
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    AUTH_RATE_LIMIT: '100000000',
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const since = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...(options.extraArgs ?? []), entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const handle = watch(child, url, 0);
  handle.startMs = await waitForAnswer(`${url}/api/lists`, 401, child, since, handle.output);
  return handle;
}

/**
 * A twin run from its TypeScript source as a child: `args` after the port; `routes`, if given,
 * sent over IPC before it listens. Ready once it says so and answers `probe` with `status`.
 */
async function startTwin(
  entry: string,
  args: string[],
  probe: { path: string; status: number },
  routes?: BareRoute[],
): Promise<Child> {
  const port = await freePort();
  const since = performance.now();
  const child = fork(entry, [String(port), ...args], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${path.basename(entry)} exited (${code})`)));
  });
  if (routes) child.send(routes);
  await ready;
  const url = `http://127.0.0.1:${port}`;
  const handle = watch(child, url, 0);
  handle.startMs = await waitForAnswer(
    `${url}${probe.path}`,
    probe.status,
    child,
    since,
    handle.output,
  );
  child.disconnect();
  return handle;
}

/** The bare node:http twin, answering the captured bytes of each route. */
export function startBare(routes: BareRoute[]): Promise<Child> {
  return startTwin(bareEntry, [], { path: '/bare-health', status: 204 }, routes);
}

/** The claim path's floor (claim-floor-server.ts) on the database in `dataDir` or at `databaseUrl`. */
export function startFloor(dataDir: string, databaseUrl?: string): Promise<Child> {
  return startTwin(floorEntry, [dataDir, databaseUrl ?? ''], { path: '/', status: 404 });
}
