import type { AuthResult, WishList } from '@wishlist/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from './test/databases.js';
import { TestServer } from './test/harness.js';
import { snapshot } from './test/snapshot.js';

/** Bodies a careless or hostile client might send. */
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    "'; DROP TABLE users; --",
    '\u0000',
    '<script>alert(1)</script>',
    '💥'.repeat(50),
    'x'.repeat(5000),
  ),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 20 }),
);
const hostileBody = fc.oneof(
  hostileValue,
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'name',
      'description',
      'items',
      'emails',
      'token',
      'isPublic',
      'url',
      '__proto__',
      'constructor',
    ),
    hostileValue,
  ),
  fc.record({
    items: fc.array(
      fc.dictionary(
        fc.constantFrom(
          '_id',
          'name',
          'price',
          'type',
          'affiliateLink',
          'imageUrl',
          'description',
          'category',
          'boughtBy',
        ),
        hostileValue,
      ),
      { maxLength: 5 },
    ),
  }),
);

describe(`hostile bodies never cause a 5xx nor change data when refused (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let list: WishList;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ email: 'owner@example.com' });
    list = await server.list(owner.token);
    await server.putItems(owner.token, list._id, [{ name: 'Existing' }]);
  });
  afterAll(() => server.stop());

  const endpoints: Array<{ method: string; label: string; path: () => string; auth: boolean }> = [
    { method: 'POST', label: '/api/auth/register', path: () => '/api/auth/register', auth: false },
    { method: 'POST', label: '/api/auth/login', path: () => '/api/auth/login', auth: false },
    {
      method: 'POST',
      label: '/api/auth/forgot-password',
      path: () => '/api/auth/forgot-password',
      auth: false,
    },
    {
      method: 'POST',
      label: '/api/auth/reset-password',
      path: () => '/api/auth/reset-password',
      auth: false,
    },
    { method: 'PUT', label: '/api/auth/profile', path: () => '/api/auth/profile', auth: true },
    { method: 'POST', label: '/api/lists', path: () => '/api/lists', auth: true },
    { method: 'PUT', label: '/api/lists/:id', path: () => `/api/lists/${list._id}`, auth: true },
    {
      method: 'POST',
      label: '/api/lists/:id/invite',
      path: () => `/api/lists/${list._id}/invite`,
      auth: true,
    },
    { method: 'POST', label: '/api/scrape', path: () => '/api/scrape', auth: true },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.label}`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const before = await snapshot(server.database.db);
          const res = await server.request(endpoint.method, endpoint.path(), {
            token: endpoint.auth ? owner.token : undefined,
            rawBody: JSON.stringify(body) ?? 'null',
          });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toMatch(/application\/json/);
          if (res.status >= 400) {
            expect(res.body).toMatchObject({
              message: expect.any(String),
              code: expect.any(String),
            });
            expect(await snapshot(server.database.db)).toBe(before);
          }
        }),
        { numRuns: 80 },
      );
    });
  }

  // Every call that takes an id in its path, with hostile ids in each position.
  const hostileId = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
    fc.constantFrom('\u0000', '..', '%00', "1' OR '1'='1", 'f'.repeat(24), 'x'.repeat(3000)),
  );
  const withIds: Array<[string, (a: string, b: string) => string, unknown?]> = [
    ['GET', (a) => `/api/lists/${a}`],
    ['PUT', (a) => `/api/lists/${a}`, { name: 'Renamed' }],
    ['DELETE', (a) => `/api/lists/${a}`],
    ['PUT', (a, b) => `/api/lists/${a}/items/${b}/mark-bought`],
    ['PUT', (a, b) => `/api/lists/${a}/items/${b}/unmark-bought`],
    ['POST', (a) => `/api/lists/invitations/${a}/accept`],
    ['POST', (a) => `/api/lists/${a}/invite`, { emails: ['someone@example.com'] }],
    ['GET', (a) => `/api/lists/${a}/invitations`],
    ['DELETE', (a, b) => `/api/lists/${a}/invitations/${b}`],
  ];
  for (const [method, path, body] of withIds) {
    it(`${method} ${path(':id', ':other')} with hostile ids`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileId, fc.boolean(), async (id, realFirst) => {
          const before = await snapshot(server.database.db);
          // The hostile id first, or (for calls with two ids) after the real list id.
          const [a, b] =
            path.length === 2 && realFirst ? [list._id, id] : [id, 'ffffffffffffffffffffffff'];
          const res = await server.request(
            method,
            path(encodeURIComponent(a), encodeURIComponent(b)),
            { token: owner.token, body },
          );
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
          expect(await snapshot(server.database.db)).toBe(before);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('answers malformed JSON, wrong content types and huge bodies with 4xx', async () => {
    const broken = await server.request('POST', '/api/lists', {
      token: owner.token,
      rawBody: '{"name": "x",',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      message: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
    });
    const text = await server.request('POST', '/api/lists', {
      token: owner.token,
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ message: 'Body must be an object', code: 'INVALID_INPUT' });
    const huge = await server.request('POST', '/api/lists', {
      token: owner.token,
      body: { name: 'x', description: 'y'.repeat(1_100_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'BODY_TOO_LARGE' });
    const deep = await server.request('POST', '/api/lists', {
      token: owner.token,
      rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(deep.status).toBe(400);
  });

  it('stores SQL-looking and script-looking text verbatim', async () => {
    const name = "Robert'); DROP TABLE lists;-- <script>alert(1)</script>";
    const created = await server.list(owner.token, { name, description: '%_\\ \u00e9\u6f22' });
    const read = await server.request<WishList>('GET', `/api/lists/${created._id}`, {
      token: owner.token,
    });
    expect(read.body.name).toBe(name);
    expect(read.body.description).toBe('%_\\ \u00e9\u6f22');
  });

  it('refuses NUL characters in text, keys and ids with a 400 that names the field', async () => {
    const list = await server.list(owner.token);
    const before = await snapshot(server.database.db);
    const cases = [
      ['POST', '/api/lists', { name: 'Bir\u0000thday' }, 'Name must not contain NUL characters'],
      [
        'PUT',
        `/api/lists/${list._id}`,
        { items: [{ name: 'ok' }, { name: 'a\u0000b' }] },
        'items.1.name must not contain NUL characters',
      ],
      ['PUT', `/api/lists/${list._id}`, { 'x\u0000': 1 }, 'Body must not contain NUL characters'],
      ['GET', '/api/lists/%00', undefined, 'Id must not contain NUL characters'],
      [
        'PUT',
        `/api/lists/${list._id}/items/%00/mark-bought`,
        undefined,
        'ItemId must not contain NUL characters',
      ],
    ] as const;
    for (const [method, path, body, message] of cases) {
      const res = await server.request(method, path, { token: owner.token, body });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
    }
    expect(await snapshot(server.database.db)).toBe(before);
  });

  it("never lets another user's ids reach their objects", async () => {
    const mallory = await server.user();
    const target = await server.list(owner.token);
    const item = (await server.putItems(owner.token, target._id, [{ name: 'Mine' }])).items[0]!;
    const before = await snapshot(server.database.db);
    for (const [method, path, body] of [
      ['PUT', `/api/lists/${target._id}`, { name: 'pwned', items: [] }],
      ['DELETE', `/api/lists/${target._id}`, undefined],
      ['PUT', `/api/lists/${target._id}/items/${item._id}/mark-bought`, undefined],
      ['PUT', `/api/lists/${target._id}/items/${item._id}/unmark-bought`, undefined],
      ['GET', `/api/lists/${target._id}/invitations`, undefined],
      ['POST', `/api/lists/${target._id}/invite`, { emails: ['mallory2@example.com'] }],
    ] as const) {
      const res = await server.request(method, path, { token: mallory.token, body });
      expect(res.status).toBe(404);
    }
    expect(await snapshot(server.database.db)).toBe(before);
  });
});
