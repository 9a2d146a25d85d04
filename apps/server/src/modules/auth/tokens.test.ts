import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(`bearer tokens are checked on every call (${dialectName})`, () => {
  let server: TestServer;
  let userId: string;
  let version: number;

  beforeAll(async () => {
    server = await TestServer.start({ JWT_SECRET: SECRET });
    const user = await server.user();
    userId = user.user.id;
    version = (
      JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as {
        ver: number;
      }
    ).ver;
  });
  afterAll(() => server.stop());

  const sign = (
    secret: string,
    options: { alg?: string; exp?: number | string; sub?: string; ver?: number } = {},
  ) => {
    const jwt = new SignJWT({ ver: options.ver ?? version })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(options.sub ?? userId)
      .setIssuedAt();
    if (options.exp !== undefined) jwt.setExpirationTime(options.exp);
    return jwt.sign(new TextEncoder().encode(secret));
  };

  const status = async (token: string) =>
    (await server.request('GET', '/api/lists', { headers: { authorization: `Bearer ${token}` } }))
      .status;

  it('accepts a well-formed token signed with the server key (the control case)', async () => {
    expect(await status(await sign(SECRET, { exp: '1h' }))).toBe(200);
  });

  it('answers 401 for alg none, another key, another algorithm, expiry, no expiry and a stale version', async () => {
    const refused = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, ver: version, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
      'another key': await sign('another-secret-that-is-also-32-characters', { exp: '1h' }),
      'HS512 with the right key': await sign(SECRET, { alg: 'HS512', exp: '1h' }),
      expired: await sign(SECRET, { exp: Math.floor(Date.now() / 1000) - 60 }),
      'no expiry': await sign(SECRET),
      'an older token version': await sign(SECRET, { exp: '1h', ver: version - 1 }),
      'an unknown user': await sign(SECRET, { exp: '1h', sub: 'ffffffffffffffffffffffff' }),
    };
    const answers = Object.fromEntries(
      await Promise.all(
        Object.entries(refused).map(async ([label, token]) => [label, await status(token)]),
      ),
    );
    expect(answers).toEqual(Object.fromEntries(Object.keys(refused).map((k) => [k, 401])));
  });
});

describe(`login takes the same time for known and unknown e-mails (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  async function timeLogin(email: string): Promise<number> {
    const started = performance.now();
    const res = await server.request('POST', '/api/auth/login', {
      body: { email, password: 'wrong password' },
    });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(401);
    return elapsed;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  it('spends a password hash on unknown e-mails too (dummy hash)', async () => {
    const known = await server.user();
    await timeLogin('warm-up@example.com');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Alternate, so machine noise falls on both; 9 tries stay under the 10-failure lock.
    for (let i = 0; i < 9; i++) {
      knownTimes.push(await timeLogin(known.user.email));
      unknownTimes.push(await timeLogin(`nobody-${i}@example.com`));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    // Without the dummy hash an unknown e-mail answers in ~1 ms against ~30 ms or more.
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });
});
