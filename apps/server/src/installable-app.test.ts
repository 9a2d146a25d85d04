import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './test/harness.js';

/**
 * What the installable web app (N4, docs/decisions/016) needs from the server: its service
 * worker and manifest checked on every use with their right types, hashed files kept for good,
 * a CSP that lets the worker and manifest load, and API reads keyed by token for the worker's
 * offline copies.
 */
describe('serving the installable web app', () => {
  let server: TestServer;
  let token: string;
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-pwa-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(site, 'assets'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>App</title>');
    fs.writeFileSync(path.join(site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(site, 'manifest.webmanifest'), '{"name":"Wishlist"}');
    fs.writeFileSync(path.join(site, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await TestServer.start({ WEB_DIST: site });
    token = (await server.user()).token;
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it.each([
    ['/sw.js', /^(text|application)\/javascript/, 'no-cache'],
    ['/manifest.webmanifest', /^application\/manifest\+json/, 'no-cache'],
    ['/dashboard', /^text\/html/, 'no-cache'],
    ['/assets/index-abc123.js', /^(text|application)\/javascript/, 'immutable'],
  ])('%s: its type and how long it is kept', async (address, type, caching) => {
    const res = await fetch(`${server.baseUrl}${address}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('cache-control')).toContain(caching);
  });

  it('the CSP lets this origin register the worker and read the manifest', async () => {
    const res = await fetch(`${server.baseUrl}/dashboard`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('only the share page keeps the window that opened it (the bookmarklet sends it the page, X2)', async () => {
    for (const [address, policy] of [
      ['/share?url=https%3A%2F%2Fshop.example%2Fp', 'unsafe-none'],
      ['/share', 'unsafe-none'],
      ['/shared-lists', 'same-origin'],
      ['/dashboard', 'same-origin'],
    ]) {
      const res = await fetch(`${server.baseUrl}${address}`);
      expect([address, res.headers.get('cross-origin-opener-policy')]).toEqual([address, policy]);
    }
  });

  it('API reads vary by Authorization (one user’s copy is never another’s); writes do not', async () => {
    const read = await server.request('GET', '/api/lists', { token });
    expect(read.status).toBe(200);
    expect(read.headers.get('vary') ?? '').toMatch(/(^|, *)authorization(,|$)/i);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const write = await server.request('POST', '/api/lists', { token, body: { name: 'Birthday' } });
    expect(write.status).toBe(201);
    expect(write.headers.get('vary') ?? '').not.toMatch(/authorization/i);
  });
});
