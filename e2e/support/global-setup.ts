import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFixtureSite } from './fixture-site';
import { freePort, serverEntry, startServer, webDist } from './server-process';
import { startSmtpSink } from './smtp-sink';

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

  const settings = { dataDir, smtpPort: smtp.port, appUrl: baseUrl };
  const server = await startServer(settings, port);
  const index = await fetch(`${baseUrl}/lists/some-id`);
  if (!(index.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('The server does not serve the web app with an SPA fallback');
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SMTP_PORT = String(smtp.port);
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SITE_URL = site.url;

  return async () => {
    await server.stop();
    await smtp.close();
    await site.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
