import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  killServers,
  startServer as start,
  tempDir,
  waitUntilUp,
} from './test/process.js';

afterEach(killServers);

describe('the server process', () => {
  it('refuses a bad configuration with one clear line per setting and no stack trace', async () => {
    const run = start({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      AUTH_RATE_LIMIT: '-3',
      DATA_DIR: tempDir(),
    });
    expect(await run.exited).toBe(1);
    const lines = run.err().trim().split('\n');
    expect(lines).toEqual([
      'Cannot start: PORT: "eighty" is not a port number (0-65535)',
      'Cannot start: DATABASE_URL: must be a postgres://user:pass@host:port/db URL',
      'Cannot start: AUTH_RATE_LIMIT: "-3" must be a whole number of at least 1',
    ]);
  });

  it('names DATA_DIR when it cannot be written', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const run = start({ DATA_DIR: path.join(file, 'data'), PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.err()).toMatch(/^Cannot start: DATA_DIR: ".*a-file\/data" is not a writable folder/);
    expect(run.err().split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('names PORT when the port is in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const run = start({ DATA_DIR: tempDir(), PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.err().trim()).toBe(`Cannot start: PORT: ${port} is already in use on 127.0.0.1`);
    } finally {
      blocker.close();
    }
  });

  it('with no SMTP_URL writes e-mails to DATA_DIR/outbox and prints their link; SIGTERM finishes requests and exits 0', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const run = start({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    await waitUntilUp(port);
    const post = (p: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (
        await post('/api/auth/register', {
          email: 'una@example.com',
          password: 'secret1',
          name: 'Una',
        })
      ).status,
    ).toBe(201);
    expect((await post('/api/auth/forgot-password', { email: 'una@example.com' })).status).toBe(
      200,
    );

    // Two e-mails: the registration's verification link, then the reset link.
    const outbox = path.join(dataDir, 'outbox');
    for (let i = 0; i < 50 && !(fs.existsSync(outbox) && fs.readdirSync(outbox).length > 1); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(2);
    const emls = files.map((file) => {
      expect(file).toMatch(/\.eml$/);
      return fs.readFileSync(path.join(outbox, file), 'utf8');
    });
    for (const eml of emls) expect(eml).toMatch(/^To: una@example\.com$/m);
    for (const kind of ['verify-email', 'reset-password']) {
      const pattern = new RegExp(`http://localhost:\\d+/${kind}/[A-Za-z0-9_-]+`);
      const link = emls.map((eml) => eml.match(pattern)?.[0]).find(Boolean);
      expect(link).toContain(`http://localhost:${port}/${kind}/`);
      // The line is printed once the file is written: it may follow the file by a moment.
      for (let i = 0; i < 50 && !run.out().includes(link ?? ''); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(run.out()).toContain(link);
    }

    // One log line a request, written when it is answered, with what both of Fastify's had.
    const entries = run
      .out()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as {
            msg?: string;
            level?: number;
            req?: { method?: string; url?: string };
            res?: { statusCode?: number };
            responseTime?: number;
          },
      );
    const registered = entries.filter((entry) => entry.req?.url === '/api/auth/register');
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: '/api/auth/register' },
      res: { statusCode: 201 },
    });
    expect(registered[0]!.responseTime).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toEqual([]);

    // A login takes a password hash's time: SIGTERM arrives while it is in flight.
    const inFlight = post('/api/auth/login', { email: 'una@example.com', password: 'secret1' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    run.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await run.exited).toBe(0);
  });

  it('keeps users signed in across restarts with a generated JWT secret', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilUp(port);
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'vic@example.com', password: 'secret1', name: 'Vic' }),
    });
    const { token } = (await res.json()) as { token: string };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilUp(port);
    const lists = await fetch(`http://127.0.0.1:${port}/api/lists`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lists.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('serves the web app from a relative WEB_DIST, with the SPA fallback and JSON 404s under /api', async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'site', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'site', 'index.html'), '<!doctype html><title>App</title>');
    fs.writeFileSync(path.join(root, 'site', 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'site', 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    const port = await freePort();
    const run = start(
      { DATA_DIR: path.join(root, 'data'), PORT: String(port), WEB_DIST: './site' },
      root,
    );
    await waitUntilUp(port);
    const base = `http://127.0.0.1:${port}`;
    const page = await fetch(`${base}/lists/abc`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>App</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await fetch(`${base}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await fetch(`${base}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: expect.any(String) });

    // HEAD works wherever GET does: the app's pages, files and the API.
    for (const address of [
      '/dashboard',
      '/lists/abc',
      '/favicon.ico',
      '/api/auth/reset-password/x',
    ]) {
      const [get, head] = await Promise.all(
        ['GET', 'HEAD'].map((method) => fetch(`${base}${address}`, { method })),
      );
      expect([address, head!.status]).toEqual([address, get!.status]);
      expect(head!.headers.get('content-type')).toBe(get!.headers.get('content-type'));
      expect(await head!.text()).toBe('');
    }
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    // A link whose token ends in a dot and letters is still the app's page.
    const link = await fetch(
      `${base}/unsubscribe/NGYw.eNL7xU36Er30sHqePa5LHm7MVasaXwYUlPCTsPNgzV4`,
    );
    expect(link.status).toBe(200);
    expect(link.headers.get('content-type')).toMatch(/text\/html/);
    // A missing file is a 404, not the app's page.
    for (const missing of ['/favicon.png', '/assets/gone-123.js', '/robots.txt']) {
      const res = await fetch(`${base}${missing}`);
      expect([missing, res.status]).toEqual([missing, 404]);
    }
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
