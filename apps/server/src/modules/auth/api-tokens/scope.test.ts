import type { AuthResult, CreatedApiToken, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { openDatabase } from '../../../db/database.js';
import { createServices } from '../../../services.js';
import { dialectName } from '../../../test/databases.js';
import { TestServer } from '../../../test/harness.js';
import { type ApiTokenGrant, apiTokenIn, refusal, SESSION_ONLY } from './scope.js';

type Refusal = { message: string; code: string };

describe('what an API token may do, as a rule', () => {
  const read: ApiTokenGrant = { id: 't', scope: 'read' };
  const write: ApiTokenGrant = { id: 't', scope: 'write' };

  it('lets a read token use only GET, HEAD and OPTIONS', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(refusal(read, method, '/api/lists')).toBeUndefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(refusal(read, method, '/api/lists')?.code).toBe('read_only');
    // Even where no route answers: a read token writes nowhere.
    expect(refusal(read, 'POST', undefined)?.code).toBe('read_only');
  });

  it('keeps the session-only routes from every token', () => {
    expect(refusal(write, 'PUT', '/api/auth/password')?.code).toBe('session_required');
    expect(refusal(write, 'HEAD', '/api/auth/tokens')?.code).toBe('session_required');
    expect(refusal(read, 'GET', '/api/auth/tokens')?.code).toBe('session_required');
    expect(refusal(write, 'PUT', '/api/lists/:id')).toBeUndefined();
  });

  it('tells an API token from a session token', () => {
    expect(apiTokenIn('Bearer wl_abc')).toBe('wl_abc');
    expect(apiTokenIn('bearer   wl_abc')).toBe('wl_abc');
    expect(apiTokenIn(undefined)).toBeUndefined();
    expect(apiTokenIn('Bearer eyJhbGciOiJIUzI1NiJ9.e30.wl_x')).toBeUndefined();
    expect(apiTokenIn('Basic wl_abc')).toBeUndefined();
  });
});

describe(`API tokens against the routes (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult & { password: string };
  let list: WishList;
  let reader: CreatedApiToken;
  let writer: CreatedApiToken;

  const mint = async (session: string, scope: 'read' | 'write') =>
    (
      await server.request<CreatedApiToken>('POST', '/api/auth/tokens', {
        token: session,
        body: { name: `A ${scope} token`, scope },
      })
    ).body;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    list = await server.list(owner.token, { name: 'Garden' });
    list = await server.putItems(owner.token, list._id, [{ name: 'Spade' }]);
    reader = await mint(owner.token, 'read');
    writer = await mint(owner.token, 'write');
  });
  afterAll(() => server.stop());

  it('has every session-only route it names', () => {
    for (const entry of SESSION_ONLY) {
      const [method = '', url = ''] = entry.split(' ');
      expect(server.app.hasRoute({ method: method as 'GET', url }), entry).toBe(true);
    }
  });

  it('refuses every write with a read token (403 read_only, worded), and changes nothing', async () => {
    const item = list.items[0]!;
    const writes: Array<[string, string, unknown?]> = [
      ['POST', '/api/lists', { name: 'Sneaky' }],
      ['PUT', `/api/lists/${list._id}`, { name: 'Renamed' }],
      ['DELETE', `/api/lists/${list._id}`],
      ['PUT', `/api/lists/${list._id}/items/${item._id}/mark-bought`],
      ['POST', `/api/lists/${list._id}/items/${item._id}/copy`, { toListId: list._id }],
      ['POST', '/api/lists/import', { name: 'Imported', items: [{ name: 'Kite' }] }],
      ['POST', `/api/lists/${list._id}/invite`, { emails: ['x@example.com'] }],
      ['PUT', '/api/auth/profile', { name: 'Renamed Owner' }],
      ['PUT', '/api/auth/preferences', { language: 'de' }],
      ['POST', '/api/scrape', { url: 'https://example.com/' }],
      ['POST', '/api/auth/verify-email/resend'],
      // Routes that need no caller are writes too.
      ['POST', '/api/unsubscribe/anything'],
    ];
    const before = await server.request('GET', '/api/lists', { token: owner.token });
    for (const [method, path, body] of writes) {
      const res = await server.request<Refusal>(method, path, { token: reader.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe('read_only');
      expect(res.body.message).toBe(
        'This API token can only read. Use a token that may read and write to make changes.',
      );
    }
    const german = await server.request<Refusal>('POST', '/api/lists', {
      token: reader.token,
      body: { name: 'x' },
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.message).toMatch(/^Dieses API-Token darf nur lesen/);
    expect((await server.request('GET', '/api/lists', { token: owner.token })).body).toEqual(
      before.body,
    );
    expect((await server.request('GET', '/api/auth/me', { token: reader.token })).status).toBe(200);
  });

  it('keeps the password, the account and the tokens for the session (403 session_required)', async () => {
    const refusedToBoth: Array<[string, string, unknown?]> = [
      ['GET', '/api/auth/tokens'],
      ['POST', '/api/auth/tokens', { name: 'Another', scope: 'write' }],
      ['DELETE', `/api/auth/tokens/${reader.id}`],
      ['PUT', '/api/auth/password', { currentPassword: owner.password, newPassword: 'taken over' }],
      ['DELETE', '/api/auth/account', { password: owner.password }],
      ['POST', '/api/auth/logout'],
    ];
    for (const [method, path, body] of refusedToBoth) {
      const res = await server.request<Refusal>(method, path, { token: writer.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('session_required');
      expect(res.body.message).toBe('An API token cannot do this. Sign in to the app to do it.');
    }
    const tokens = await server.request<unknown[]>('GET', '/api/auth/tokens', {
      token: owner.token,
    });
    expect(tokens.body).toHaveLength(2);
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: owner.user.email, password: owner.password },
    });
    expect(login.status).toBe(200);
    expect((await server.request('GET', '/api/lists', { token: writer.token })).status).toBe(200);
  });

  it('is refused by another process at once when revoked, with nothing kept there', async () => {
    const config = server.services.config;
    const database = await openDatabase(config);
    const services = await createServices(config, database, { info() {}, warn() {}, error() {} });
    const other = await buildApp({ services });
    try {
      const token = await mint(owner.token, 'read');
      const read = () =>
        other.inject({
          method: 'GET',
          url: '/api/lists',
          headers: { authorization: `Bearer ${token.token}` },
        });
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      await server.request('DELETE', `/api/auth/tokens/${token.id}`, { token: owner.token });
      expect((await read()).statusCode).toBe(401);
    } finally {
      await other.close();
      await services.scrape.close();
      await database.close();
    }
  });

  it('ends every token with a new password, and goes with a deleted account', async () => {
    const pia = await server.user({ name: 'Pia' });
    const token = await mint(pia.token, 'write');
    const changed = await server.request<AuthResult>('PUT', '/api/auth/password', {
      token: pia.token,
      body: { currentPassword: pia.password, newPassword: 'a new one' },
    });
    expect(changed.status).toBe(200);
    const after = await server.request<Refusal>('GET', '/api/lists', { token: token.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('INVALID_TOKEN');
    const session = changed.body.token;
    const listed = await server.request<unknown[]>('GET', '/api/auth/tokens', { token: session });
    expect(listed.body).toEqual([]);

    await mint(session, 'read');
    const stored = () =>
      server.database.db
        .selectFrom('api_tokens')
        .select('id')
        .where('user_id', '=', pia.user.id)
        .execute();
    // The ended token's row went when the new one was made.
    expect(await stored()).toHaveLength(1);
    const gone = await server.request('DELETE', '/api/auth/account', {
      token: session,
      body: { password: 'a new one' },
    });
    expect(gone.status).toBe(204);
    expect(await stored()).toEqual([]);
  });
});
