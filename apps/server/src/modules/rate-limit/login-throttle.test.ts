import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { RateLimiter, slowdownMs } from './limiter.js';
import { RateLimitRepository } from './repository.js';

/**
 * Pen test finding 8: ten wrong passwords from anywhere locked the real owner out for 15
 * minutes. Now one address is refused after 10 tries, and many addresses are slowed down, but
 * the owner's own addresses are not.
 */
describe(`login throttling by account and address (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    // Behind a trusted proxy, so each request can come from the address the test names.
    server = await TestServer.start({ TRUST_PROXY: '1' });
    await server.user({ email: 'owen@example.com', password: 'owen-password' });
  });
  afterAll(() => server.stop());

  const attempt = (address: string, password: string, email = 'owen@example.com') =>
    server.request<{ code?: string }>('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('refuses one address after 10 wrong passwords, while the owner signs in from their own', async () => {
    expect((await attempt('198.51.100.1', 'owen-password')).status).toBe(200);
    for (let n = 0; n < 10; n++) expect((await attempt('203.0.113.9', 'guess')).status).toBe(401);
    const refused = await attempt('203.0.113.9', 'owen-password');
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    expect((await attempt('198.51.100.1', 'owen-password')).status).toBe(200);
  });

  it('slows an attack spread over many addresses, never the owner at a known address', async () => {
    const email = 'mia@example.com';
    await server.user({ email, password: 'mia-password' });
    expect((await attempt('198.51.100.7', 'mia-password', email)).status).toBe(200);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      const res = await attempt(`192.0.2.${n + 1}`, `guess ${n}`, email);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('LOGIN_SLOWED');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    // 10 attempts, then the slowdown lets one through at a time (waits of 1, 2, 4 s…): on any
    // machine that runs the loop within a few seconds, at most a few more get through.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(14);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    // The owner's own address is not slowed, in the middle of the attack.
    expect((await attempt('198.51.100.7', 'mia-password', email)).status).toBe(200);

    // From a new address the owner is slowed too, until a reset link proves them there. (One
    // more guess first: whether it passes or waits, the gate is closed right after it.)
    await attempt('192.0.2.200', 'one more guess', email);
    expect((await attempt('198.51.100.99', 'mia-password', email)).status).toBe(429);
    await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { token: await server.linkToken(email, 'reset-password'), password: 'mia-new-pass' },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt('198.51.100.99', 'mia-new-pass', email)).status).toBe(200);
  });

  it('doubles the wait for unknown addresses with each attempt let through (clock injected)', async () => {
    let clock = Date.parse('2026-12-01T10:00:00Z');
    const limiter = new RateLimiter(new RateLimitRepository(server.database.db), 1000, () => clock);
    const email = 'clocked@example.com';
    const retryAfter = async (address: string) => {
      try {
        await limiter.consumeLoginAttempt(email, address);
        return 0;
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return Number((error as AppError).headers['retry-after']);
      }
    };
    for (let n = 0; n < 10; n++) expect(await retryAfter(`10.0.0.${n}`)).toBe(0);
    const waits: number[] = [];
    for (let level = 0; level < 6; level++) {
      expect(await retryAfter('10.0.1.1')).toBe(0);
      const wait = await retryAfter('10.0.1.2');
      waits.push(wait);
      clock += wait * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    expect(slowdownMs(30)).toBe(15 * 60 * 1000);
  });
});
