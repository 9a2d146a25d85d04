import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS } from '../app.js';
import { dialectName } from '../test/databases.js';
import { TestServer } from '../test/harness.js';

/**
 * Opens a connection that sends `start`, then one more byte of `drip` every `everyMs` for as
 * long as the server keeps it open; answers how long the server kept it.
 */
function slowSender(port: number, start: string, drip: string, everyMs: number) {
  return new Promise<number>((resolve) => {
    const opened = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip.charAt(sent++ % drip.length));
    }, everyMs);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - opened);
    });
  });
}

describe(`the HTTP transport (${dialectName})`, () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await TestServer.start();
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server.stop());

  it('closes slow senders, of headers or of a body, within 30 s while others are served', {
    timeout: 60_000,
  }, async () => {
    expect(REQUEST_TIMEOUTS.requestMs + REQUEST_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(30_000);
    const bodies = Array.from({ length: 40 }, () =>
      slowSender(
        port,
        'POST /api/auth/forgot-password HTTP/1.1\r\nHost: t\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n',
        '{"email":"',
        2000,
      ),
    );
    const headers = Array.from({ length: 10 }, () =>
      slowSender(port, 'GET /api/lists HTTP/1.1\r\nHost: t\r\n', 'x-slow: yes\r\n', 2000),
    );
    // Meanwhile, ordinary requests are answered at once.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const started = performance.now();
    const res = await server.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(res.status).toBe(401);
    expect(performance.now() - started).toBeLessThan(1000);

    const bodyHeld = await Promise.all(bodies);
    const headerHeld = await Promise.all(headers);
    for (const ms of bodyHeld) {
      expect(ms).toBeGreaterThan(REQUEST_TIMEOUTS.requestMs - 1000);
      expect(ms).toBeLessThanOrEqual(30_000);
    }
    for (const ms of headerHeld) expect(ms).toBeLessThanOrEqual(30_000);
    console.info(
      `slow bodies held ${Math.round(Math.max(...bodyHeld))} ms at most, ` +
        `slow headers ${Math.round(Math.max(...headerHeld))} ms`,
    );
  });

  it('sends HSTS over plain HTTP never, and ignores X-Forwarded-Proto from an untrusted client', async () => {
    const plain = await server.request('GET', '/api/lists');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const claimed = await server.request('GET', '/api/lists', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when a trusted proxy says the client came over HTTPS', async () => {
    const proxied = await TestServer.start({ TRUST_PROXY: '1' });
    try {
      const https = await proxied.request('GET', '/api/lists', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      const http = await proxied.request('GET', '/api/lists', {
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.stop();
    }
  });
});
