import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureSite } from './fixture-site';
import { startSmtpSink } from './smtp-sink';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Overridable so that builds of work in progress can be tested side by side.
const serverEntry =
  process.env.E2E_SERVER_BUNDLE ?? path.join(root, 'apps/server/bundle/server.js');
const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited on start:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer at ${url}:\n${log()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of [serverEntry, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-e2e-'));
  const dataDir = path.join(work, 'data');
  const mailDir = path.join(work, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });

  const smtp = await startSmtpSink(mailDir);
  const site = await startFixtureSite();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const startServer = (serverPort: number, dist: string) => {
    const started = { output: '', child: undefined as unknown as ChildProcess };
    started.child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: dist,
        SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Wishlist <no-reply@wishlist.test>',
        APP_URL: baseUrl,
        AUTH_RATE_LIMIT: '1000',
        SCRAPE_ALLOW_PRIVATE: '1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      started.output += chunk.toString();
    };
    started.child.stdout?.on('data', collect);
    started.child.stderr?.on('data', collect);
    return started;
  };

  const server = startServer(port, webDist);
  await waitForServer(`${baseUrl}/login`, server.child, () => server.output);
  const index = await fetch(`${baseUrl}/lists/some-id`);
  if (!(index.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('The server does not serve the web app with an SPA fallback');
  }
  const child = server.child;

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SITE_URL = site.url;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      else child.once('exit', resolve);
    });
    await smtp.close();
    await site.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
