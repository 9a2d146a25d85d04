import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { RateLimiter } from './limiter.js';
import { RateLimitRepository } from './repository.js';

const from = (address: string) => ({ 'x-forwarded-for': address });

/**
 * Pen test of issue 42: the per-address limits counted every IPv6 address on its own, so one
 * home's /64 (2^64 addresses) registered and read pages without end. Now a /64 is one client.
 */
describe(`per-address limits count an IPv6 /64 as one client (${dialectName})`, () => {
  let server: TestServer;
  let ann: AuthResult;
  let bob: AuthResult;

  beforeAll(async () => {
    // Behind a trusted proxy, so each request comes from the address the test names.
    server = await TestServer.start({ TRUST_PROXY: '1', AUTH_RATE_LIMIT: '3' });
    ann = await server.user({ email: 'ann@example.com' });
    bob = await server.user({ email: 'bob@example.com' });
  });
  afterAll(() => server.stop());

  const register = (email: string, address: string) =>
    server.request<{ code?: string }>('POST', '/api/auth/register', {
      body: { email, password: 'secret1', name: 'Newcomer' },
      headers: from(address),
    });

  it('refuses a fourth registration from another address of the same /64, not from the next /64', async () => {
    for (const [n, address] of [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1::2',
      '2001:db8:aa:1:ffff:ffff:ffff:fffe',
    ].entries())
      expect((await register(`one${n}@example.com`, address)).status, address).toBe(201);

    const fourth = await register('four@example.com', '2001:db8:aa:1:1234:5678:9abc:def0');
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    const made = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'four@example.com')
      .execute();
    expect(made).toEqual([]);

    expect((await register('next@example.com', '2001:db8:aa:2::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const forgot = (address: string) =>
      server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'ann@example.com' },
        headers: from(address),
      });
    expect((await forgot('198.51.100.4')).status).toBe(200);
    expect((await forgot('::ffff:198.51.100.4')).status).toBe(200);
    expect((await forgot('198.51.100.4')).status).toBe(200);
    expect((await forgot('::ffff:c633:6404')).status).toBe(429);
    expect((await forgot('198.51.100.5')).status).toBe(200);
  });

  it('counts Quick Adds by the /64 too (and still by account)', async () => {
    // A loopback page: refused before any fetch, after it is counted.
    const scrape = (who: AuthResult, address: string) =>
      server.request('POST', '/api/scrape', {
        token: who.token,
        body: { url: 'http://127.0.0.1:9/product' },
        headers: from(address),
      });
    for (const address of ['2001:db8:bb:1::1', '2001:db8:bb:1::2', '2001:db8:bb:1::3'])
      expect((await scrape(ann, address)).status, address).not.toBe(429);
    // Bob has read nothing: only the address can refuse him.
    expect((await scrape(bob, '2001:db8:bb:1::4')).status).toBe(429);
    expect((await scrape(bob, '2001:db8:bb:2::4')).status).not.toBe(429);
  });

  it('counts wrong passwords by the /64, and knows the owner anywhere in their /64', async () => {
    const limiter = new RateLimiter(new RateLimitRepository(server.database.db), 1000);
    const email = 'ann@example.com';
    const attempt = async (address: string) => {
      try {
        await limiter.consumeLoginAttempt(email, address);
        return 'passed';
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return (error as AppError).code;
      }
    };
    await limiter.loginSucceeded(email, ann.user.id, '2001:db8:cc:7::1');
    // Ten guesses from ten addresses of one /64: the eleventh is that address's one too many.
    for (let n = 1; n <= 10; n++) expect(await attempt(`2001:db8:dd:1::${n}`)).toBe('passed');
    expect(await attempt('2001:db8:dd:1::99')).toBe('RATE_LIMITED');
    // The account is under attack now; its owner, on a new address of their /64, is not slowed.
    expect(await attempt('2001:db8:cc:7:abcd::1')).toBe('passed');
  });
});
