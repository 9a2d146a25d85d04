import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
// Absolute, so the server can run from any working directory.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
// TEST_SERVER_BUNDLE: the server as it ships, bundled from this very source first (test-all.sh
// does so). It starts on a third of the CPU that compiling the source with tsx costs, on every one
// of the suites' server starts (docs/performance.md, "CI time (issue 30)").
const bundle = process.env.TEST_SERVER_BUNDLE;
const entry = bundle ? [path.resolve(bundle)] : ['--import', tsxLoader, serverEntry];
const children: ChildProcess[] = [];

export { freePort } from './free-port.js';

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  out(): string;
  err(): string;
}

/**
 * Starts the real server (from source, or TEST_SERVER_BUNDLE) as a child process with only the
 * given environment, and `nodeArgs` (for example the flags `npm start` gives Node).
 */
export function startServer(
  env: Record<string, string>,
  cwd?: string,
  nodeArgs: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/** SIGKILLs every server a test started and has not stopped (for afterEach). */
export function killServers(): void {
  for (const child of children.splice(0)) child.kill('SIGKILL');
}

/**
 * Resolves once the server on `port` answers an API call. Given its process, fails at once
 * with the server's own output if it exits first.
 */
export async function waitUntilUp(
  port: number,
  server?: ServerProcess,
  timeoutMs = 30_000,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server && server.child.exitCode !== null)
      throw new Error(
        `server exited with ${server.child.exitCode}:\n${server.err()}${server.out()}`,
      );
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/lists`);
      if (res.status === 401) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server on port ${port} did not start${server ? `:\n${server.err()}` : ''}`);
}

export const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-server-'));
