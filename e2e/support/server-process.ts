import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Overridable so that builds of work in progress can be tested side by side.
export const serverEntry =
  process.env.E2E_SERVER_BUNDLE ?? path.join(root, 'apps/server/bundle/server.js');
export const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');

export { freePort } from '../../apps/server/src/test/free-port.js';

/** What every server process of a run shares: its data, its mail, and where links point. */
export interface ServerSettings {
  dataDir: string;
  smtpPort: number;
  appUrl: string;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

async function waitForServer(url: string, started: ServerProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`The server exited on start:\n${started.output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer at ${url}:\n${started.output()}`);
}

/**
 * The built server (as `npm start` runs it) on `port`, answering once it is up. `env` adds to
 * the settings: `CLOCK_START` starts a process at another instant, on the same data.
 */
export async function startServer(
  settings: ServerSettings,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      WEB_DIST: webDist,
      SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${settings.smtpPort}`,
      MAIL_FROM: 'Wishlist <no-reply@wishlist.test>',
      APP_URL: settings.appUrl,
      AUTH_RATE_LIMIT: '1000',
      SCRAPE_ALLOW_PRIVATE: '1',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const started: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        else child.once('exit', resolve);
      });
    },
  };
  await waitForServer(`${started.url}/login`, started);
  return started;
}

/** The settings global-setup started the run's server with (for a second process). */
export function runSettings(): ServerSettings {
  const { E2E_DATA_DIR, E2E_SMTP_PORT, E2E_BASE_URL } = process.env;
  if (!E2E_DATA_DIR || !E2E_SMTP_PORT || !E2E_BASE_URL)
    throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return { dataDir: E2E_DATA_DIR, smtpPort: Number(E2E_SMTP_PORT), appUrl: E2E_BASE_URL };
}
