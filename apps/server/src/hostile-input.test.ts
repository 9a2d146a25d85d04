import type { AuthResult, WishList } from '@wishlist/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from './app.js';
import { registerErrorHandler } from './http/error-handler.js';
import { MAX_JSON_DEPTH, registerJsonBody } from './http/json-body.js';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens.js';
import { dialectName } from './test/databases.js';
import { TestServer } from './test/harness.js';
import { snapshot } from './test/snapshot.js';

const TOO_DEEP = { message: 'The request body is nested too deeply', code: 'BODY_TOO_DEEP' };
const ONE_LINE = 'must be one line, without tabs or other control characters';
const NO_OVERRIDE = 'must not contain characters that reverse the direction of text';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A real-looking body with the deep part under a field the route ignores. */
const inside = (deep: string) => `{"email":"deep@example.com","password":"secret1","x":${deep}}`;

// Pen test issue 21, findings 5 and 9, over the real HTTP app on both databases.
describe(`hostile input (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult & { password: string };
  let list: WishList;
  /** The owner's link turning digests off (N3): its POST takes a JSON body too. */
  const unsubscribeToken = () =>
    new UnsubscribeTokens(server.services.config.jwtSecret!).tokenFor(owner.user.id, 'digest');

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    list = await server.list(owner.token, { name: 'Birthday' });
    list = await server.putItems(owner.token, list._id, [{ name: 'Scarf' }]);
  });
  afterAll(() => server.stop());

  describe('deep JSON is refused before it is parsed', () => {
    const bodies: Array<[string, string]> = [
      ['arrays 10,000 deep', arrays(10_000)],
      ['objects 10,000 deep', objects(10_000)],
      ['arrays 100,000 deep', arrays(100_000)],
      ['arrays 1,000 deep inside a real body', inside(arrays(1_000))],
      // As deep as fits the body limit exactly: one byte more would be a 413.
      ['arrays as deep as fit in 1 MB', arrays(BODY_LIMIT / 2)],
      ['objects as deep as fit in 1 MB', objects(Math.floor((BODY_LIMIT - 1) / 6))],
    ];
    const routes: Array<[string, () => string, boolean]> = [
      ['POST', () => '/api/auth/forgot-password', false],
      ['POST', () => '/api/auth/login', false],
      ['POST', () => '/api/auth/register', false],
      ['PUT', () => `/api/lists/${list._id}`, true],
      ['POST', () => `/api/lists/${list._id}/invite`, true],
      ['PUT', () => `/api/lists/${list._id}`, false],
      ['POST', () => '/api/lists/import', true],
      ['PUT', () => '/api/auth/preferences', true],
      ['POST', () => `/api/unsubscribe/${unsubscribeToken()}`, false],
    ];

    for (const [what, rawBody] of bodies) {
      it(`answers ${what} with 400 BODY_TOO_DEEP on every route, signed in or not`, async () => {
        expect(Buffer.byteLength(rawBody)).toBeLessThanOrEqual(BODY_LIMIT);
        const before = await snapshot(server.database.db);
        for (const [method, path, signedIn] of routes) {
          const res = await server.request(method, path(), {
            token: signedIn ? owner.token : undefined,
            rawBody,
          });
          expect({ route: `${method} ${path()} ${signedIn}`, status: res.status }).toEqual({
            route: `${method} ${path()} ${signedIn}`,
            status: 400,
          });
          expect(res.body).toEqual(TOO_DEEP);
        }
        expect(await snapshot(server.database.db)).toBe(before);
      });
    }

    it(`takes ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
      // The body object is the first level.
      const deepest = `[${arrays(MAX_JSON_DEPTH - 2)}]`;
      const fits = await server.request('POST', '/api/auth/forgot-password', {
        rawBody: `{"email":"nobody@example.com","x":${deepest}}`,
      });
      expect(fits.status).toBe(200);
      const over = await server.request('POST', '/api/auth/forgot-password', {
        rawBody: `{"email":"nobody@example.com","x":[${deepest}]}`,
      });
      expect(over.status).toBe(400);
      expect(over.body).toEqual(TOO_DEEP);
    });

    it('does not count brackets inside strings, escaped quotes and backslashes included', async () => {
      for (const x of [
        '['.repeat(100_000),
        `\\"${'{'.repeat(50_000)}`,
        `\\\\${'['.repeat(50_000)}"`,
        `"]}${'[{'.repeat(50_000)}`,
      ]) {
        const res = await server.request('POST', '/api/auth/forgot-password', {
          body: { email: 'nobody@example.com', x },
        });
        expect(res.status).toBe(200);
      }
      const description = `${'[['.repeat(200)} "quoted" \\ ${'}}'.repeat(200)}`;
      const created = await server.list(owner.token, { name: 'Brackets', description });
      const read = await server.request<WishList>('GET', `/api/lists/${created._id}`, {
        token: owner.token,
      });
      expect(read.body.description).toBe(description);
    });

    it('still answers normally afterwards', async () => {
      const lists = await server.request<WishList[]>('GET', '/api/lists', { token: owner.token });
      expect(lists.status).toBe(200);
      expect(lists.body.some((l) => l._id === list._id)).toBe(true);
      const login = await server.request('POST', '/api/auth/login', {
        body: { email: owner.user.email, password: owner.password },
      });
      expect(login.status).toBe(200);
    });
  });

  it('answers empty, broken, poisoned and huge bodies as Fastify did before', async () => {
    const build = async (guarded: boolean) => {
      const app = Fastify({ bodyLimit: BODY_LIMIT });
      registerErrorHandler(app);
      if (guarded) registerJsonBody(app);
      app.post('/echo', async (request) => ({ body: request.body ?? null }));
      await app.ready();
      return app;
    };
    const [plain, guarded] = await Promise.all([build(false), build(true)]);
    const bodies = [
      '',
      '{"name": "x",',
      'null',
      '"text"',
      '{"name":"Scarf","items":[{"name":"Hat","price":12.5}]}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":"]"}]',
      `{"a":"${'x'.repeat(BODY_LIMIT)}"}`,
    ];
    for (const payload of bodies) {
      const answers = await Promise.all(
        [plain, guarded].map(async (app) => {
          const res = await app.inject({
            method: 'POST',
            url: '/echo',
            headers: { 'content-type': 'application/json; charset=utf-8' },
            payload,
          });
          return { status: res.statusCode, body: res.body.slice(0, 300) };
        }),
      );
      expect(answers[1], payload.slice(0, 60)).toEqual(answers[0]);
    }
    await Promise.all([plain.close(), guarded.close()]);
  });

  describe('text fields refuse what would spoof, break lines or store invalid UTF-8', () => {
    /** Sends each raw body and expects 400 with its message, with nothing stored. */
    async function refused(cases: Array<[string, string, string, string | undefined, string]>) {
      const before = await snapshot(server.database.db);
      for (const [method, path, rawBody, token, message] of cases) {
        const res = await server.request(method, path, { token, rawBody });
        expect({ body: rawBody, status: res.status, answer: res.body }).toEqual({
          body: rawBody,
          status: 400,
          answer: { message, code: 'INVALID_INPUT' },
        });
      }
      expect(await snapshot(server.database.db)).toBe(before);
    }

    const register = (name: string) =>
      `{"email":"new-${Math.random().toString(36).slice(2)}@example.com","password":"secret1","name":"${name}"}`;

    it('refuses a lone surrogate sent as a JSON escape, and stores nothing', async () => {
      const id = list._id;
      const t = owner.token;
      await refused([
        ['POST', '/api/lists', '{"name":"Party \\ud800"}', t, 'Name contains invalid characters'],
        ['PUT', `/api/lists/${id}`, '{"name":"\\udfff"}', t, 'Name contains invalid characters'],
        [
          'PUT',
          `/api/lists/${id}`,
          '{"items":[{"name":"Hat \\ud83d"}]}',
          t,
          'Item name contains invalid characters',
        ],
        [
          'PUT',
          `/api/lists/${id}`,
          '{"description":"x\\udc00y"}',
          t,
          'Description contains invalid characters',
        ],
        [
          'PUT',
          '/api/auth/profile',
          '{"name":"Olive \\ud800"}',
          t,
          'Name contains invalid characters',
        ],
        [
          'POST',
          '/api/auth/register',
          register('Eve \\ud800'),
          undefined,
          'Name contains invalid characters',
        ],
      ]);
      const read = await server.request<WishList>('GET', `/api/lists/${id}`, { token: t });
      expect(read.body.name).toBe('Birthday');
      expect(read.body.items.map((item) => item.name)).toEqual(['Scarf']);
      const login = await server.request<AuthResult>('POST', '/api/auth/login', {
        body: { email: owner.user.email, password: owner.password },
      });
      expect(login.body.user.name).toBe('Olive Owner');
    });

    it('refuses CR, LF, TAB and direction overrides in names', async () => {
      const id = list._id;
      const t = owner.token;
      await refused([
        ['POST', '/api/lists', '{"name":"Party\\r\\nBcc: x"}', t, `Name ${ONE_LINE}`],
        ['PUT', `/api/lists/${id}`, '{"name":"A\\tB"}', t, `Name ${ONE_LINE}`],
        ['PUT', `/api/lists/${id}`, '{"items":[{"name":"Ha\\nt"}]}', t, `Item name ${ONE_LINE}`],
        ['PUT', '/api/auth/profile', '{"name":"Olive\\nAdmin"}', t, `Name ${ONE_LINE}`],
        ['POST', '/api/auth/register', register('Ev\\re'), undefined, `Name ${ONE_LINE}`],
        ['POST', '/api/lists', '{"name":"Invoice\\u202egpj.exe"}', t, `Name ${NO_OVERRIDE}`],
        [
          'PUT',
          `/api/lists/${id}`,
          '{"items":[{"name":"Gift\\u2066x"}]}',
          t,
          `Item name ${NO_OVERRIDE}`,
        ],
        ['PUT', '/api/auth/profile', '{"name":"\\u202eOlive"}', t, `Name ${NO_OVERRIDE}`],
      ]);
    });

    it('refuses names that are empty once invisible characters are taken out', async () => {
      const id = list._id;
      const t = owner.token;
      await refused([
        ['POST', '/api/lists', '{"name":"\\u200b\\u200b"}', t, 'Name is required'],
        ['PUT', `/api/lists/${id}`, '{"name":"\\u200f\\ufeff"}', t, 'Name is required'],
        [
          'PUT',
          `/api/lists/${id}`,
          '{"items":[{"name":"\\u200d\\u2060"}]}',
          t,
          'Item name is required',
        ],
        [
          'PUT',
          '/api/auth/profile',
          '{"name":"\\u200b\\u200b\\u200b"}',
          t,
          'Name must be at least 2 characters long',
        ],
        [
          'POST',
          '/api/auth/register',
          register('\\u3164\\u3164'),
          undefined,
          'Name must be at least 2 characters long',
        ],
      ]);
    });

    it('stores descriptions with line breaks and names in many scripts intact', async () => {
      const names = ['דוד כהן\u200f', 'محمد', '王小明', '👩‍👩‍👧 family'];
      const created = await server.list(owner.token, {
        name: names[3],
        description: 'Line one\r\nLine two\n\n\tIndented',
      });
      const updated = await server.putItems(owner.token, created._id, [
        { name: names[2], description: 'Size M\nBlue', category: names[1] },
      ]);
      expect(updated.items[0]).toMatchObject({ description: 'Size M\nBlue', category: names[1] });
      const read = await server.request<WishList>('GET', `/api/lists/${created._id}`, {
        token: owner.token,
      });
      expect(read.body.name).toBe(names[3]);
      expect(read.body.description).toBe('Line one\nLine two\n\n\tIndented');
      expect(read.body.items.map((item) => [item.name, item.description])).toEqual([
        [names[2], 'Size M\nBlue'],
      ]);
      const someone = await server.user({ name: names[0] });
      expect(someone.user.name).toBe(names[0]);
    });
  });
});
