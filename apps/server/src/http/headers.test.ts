import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../test/databases.js';
import { TestServer } from '../test/harness.js';

describe(`security headers on every answer (${dialectName})`, () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start();
    token = (await server.user()).token;
  });
  afterAll(() => server.stop());

  it.each([
    ['GET', '/api/lists', true],
    ['GET', '/api/lists', false],
    ['POST', '/api/auth/login', false],
    ['GET', '/api/nowhere', false],
  ])('%s %s (signed in: %s)', async (method, path, signedIn) => {
    const res = await server.request(method, path, {
      token: signedIn ? token : undefined,
      body: method === 'POST' ? {} : undefined,
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
