import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName, freshStorage, type TestStorage } from '../../test/databases.js';
import {
  freePort,
  killServers,
  type ServerProcess,
  startServer,
  tempDir,
  waitUntilUp,
} from '../../test/process.js';

describe(`/healthz and /readyz (${dialectName})`, () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    storage = await freshStorage();
    // A built web app, so that an address no route answers would get its page, not a 404.
    const webDist = tempDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Wishlist</title>');
    const port = await freePort();
    server = startServer({
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      PORT: String(port),
      WEB_DIST: webDist,
      // npm start's level: every other request writes a line.
      LOG_LEVEL: 'info',
    });
    await waitUntilUp(port, server);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    killServers();
    await storage.drop();
  });

  it('answer 200 without sign-in, outside /api, and write no log line per call', async () => {
    for (let n = 0; n < 5; n++) {
      const live = await fetch(`${base}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    // A call that is logged, after them: once its line is out, theirs would be too.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const deadline = Date.now() + 5_000;
    while (!server.out().includes('"url":"/api/health"')) {
      if (Date.now() > deadline) throw new Error(`no request line logged:\n${server.out()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(server.out()).not.toMatch(/healthz|readyz/);
  });

  it('leave /api/health as it was, and /metrics a 404 while METRICS_TOKEN is unset', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    // The web app answers the addresses no route takes…
    const page = await fetch(`${base}/some/page`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Wishlist</title>');
    // …but not /metrics.
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(404);
    expect(await metrics.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
