import type { ApiToken, AuthResult, CreatedApiToken, WishList } from '@wishlist/core';
import { API_TOKEN_LIMITS } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../../test/databases.js';
import { TestServer } from '../../../test/harness.js';
import { SseReader } from '../../../test/sse.js';

type Refusal = { message: string; code: string };

/** P2: making, listing, using and revoking personal API tokens, over HTTP. */
describe(`personal API tokens (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  const create = (session: string, body: unknown, language = 'en') =>
    server.request<CreatedApiToken & Refusal>('POST', '/api/auth/tokens', {
      token: session,
      body,
      headers: { 'accept-language': language },
    });
  const list = (session: string) =>
    server.request<ApiToken[]>('GET', '/api/auth/tokens', { token: session });
  const revoke = (session: string, id: string) =>
    server.request<Refusal>('DELETE', `/api/auth/tokens/${id}`, { token: session });
  const rows = (userId: string) =>
    server.database.db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).execute();

  it('shows a new token once, stores only its hash, and lists it without it', async () => {
    const ann = await server.user({ name: 'Ann' });
    const made = await create(ann.token, { name: '  Home Assistant  ', scope: 'read' });
    expect(made.status).toBe(201);
    expect(Object.keys(made.body).sort()).toEqual(['createdAt', 'id', 'name', 'scope', 'token']);
    expect(made.body).toMatchObject({ name: 'Home Assistant', scope: 'read' });
    expect(made.body.token).toMatch(/^wl_[A-Za-z0-9_-]{43}$/);

    const listed = await list(ann.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: made.body.id,
        name: 'Home Assistant',
        scope: 'read',
        createdAt: made.body.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.token);
    const [stored] = await rows(ann.user.id);
    expect(JSON.stringify(stored)).not.toContain(made.body.token.slice(3));
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads as its owner everywhere a session reads, event streams too', async () => {
    const bea = await server.user({ name: 'Bea' });
    const mine = await server.list(bea.token, { name: 'Books' });
    const { token } = (await create(bea.token, { name: 'Reader', scope: 'read' })).body;
    for (const path of ['/api/lists', `/api/lists/${mine._id}`, '/api/auth/me', '/api/me/claims']) {
      const asSession = await server.request('GET', path, { token: bea.token });
      const asToken = await server.request('GET', path, { token });
      expect(asToken.status, path).toBe(200);
      expect(asToken.body, path).toEqual(asSession.body);
    }
    expect((await server.request('HEAD', '/api/lists', { token })).status).toBe(200);
    // The header's scheme is case-insensitive, as for a session.
    const lower = await server.request('GET', '/api/lists', {
      headers: { authorization: `bearer ${token}` },
    });
    expect(lower.status).toBe(200);
    for (const path of ['/api/me/events', `/api/lists/${mine._id}/events`]) {
      const stream = await SseReader.open(server.baseUrl, path, token);
      expect(stream.status, path).toBe(200);
      stream.close();
    }
  });

  it('writes as its owner with the write scope', async () => {
    const cy = await server.user({ name: 'Cy' });
    const { token } = (await create(cy.token, { name: 'Importer', scope: 'write' })).body;
    const made = await server.request<WishList>('POST', '/api/lists', {
      token,
      body: { name: 'From a script' },
    });
    expect(made.status).toBe(201);
    const filled = await server.request<WishList>('PUT', `/api/lists/${made.body._id}`, {
      token,
      body: { items: [{ name: 'Kettle' }] },
    });
    expect(filled.status).toBe(200);
    const lists = await server.request<WishList[]>('GET', '/api/lists', { token: cy.token });
    expect(lists.body.map((l) => [l.name, l.items.length])).toEqual([['From a script', 1]]);
    const renamed = await server.request('PUT', '/api/auth/profile', {
      token,
      body: { name: 'Cy Script' },
    });
    expect(renamed.status).toBe(200);
  });

  it('revokes at once: the next call, even one whose answer was kept, is a 401', async () => {
    const dee = await server.user({ name: 'Dee' });
    const made = (await create(dee.token, { name: 'Phone shortcut', scope: 'write' })).body;
    // Twice: the second answer is the kept one.
    expect((await server.request('GET', '/api/lists', { token: made.token })).status).toBe(200);
    expect((await server.request('GET', '/api/lists', { token: made.token })).status).toBe(200);

    expect((await revoke(dee.token, made.id)).status).toBe(204);
    for (const [method, path] of [
      ['GET', '/api/lists'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/lists'],
    ] as const) {
      const res = await server.request<Refusal>(method, path, {
        token: made.token,
        body: method === 'POST' ? { name: 'x' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('INVALID_TOKEN');
    }
    const stream = await SseReader.open(server.baseUrl, '/api/me/events', made.token);
    expect(stream.status).toBe(401);
    expect((await list(dee.token)).body).toEqual([]);
    expect((await revoke(dee.token, made.id)).status).toBe(404);
    // The session that revoked it goes on.
    expect((await server.request('GET', '/api/lists', { token: dee.token })).status).toBe(200);
    // A route that needs no caller pays no attention to a dead token.
    expect((await server.request('GET', '/api/auth/options', { token: made.token })).status).toBe(
      200,
    );
  });

  it('ends the event streams a token opened: at once where revoked, at the next heartbeat elsewhere', async () => {
    const eve = await server.user({ name: 'Eve' });
    const gifts = await server.list(eve.token, { name: 'Gifts' });
    const open = async (token: string, path = '/api/me/events') => {
      const stream = await SseReader.open(server.baseUrl, path, token);
      expect(stream.status).toBe(200);
      return stream;
    };
    const ended = (stream: SseReader, what: string) =>
      stream.until(() => stream.ended, 2000, `end of ${what}`);
    const [lights, speaker, clock] = await Promise.all(
      ['Lights', 'Speaker', 'Clock'].map(
        async (name) => (await create(eve.token, { name, scope: 'read' })).body,
      ),
    );
    const streams = [
      await open(lights!.token),
      await open(lights!.token, `/api/lists/${gifts._id}/events`),
    ];
    const bySpeaker = await open(speaker!.token);
    const byClock = await open(clock!.token);
    const bySession = await open(eve.token);

    expect((await revoke(eve.token, lights!.id)).status).toBe(204);
    for (const stream of streams) await ended(stream, "the revoked token's stream");
    // Revoked by another process: this one learns of it at its next heartbeat.
    await server.database.db.deleteFrom('api_tokens').where('id', '=', speaker!.id).execute();
    expect(bySpeaker.ended).toBe(false);
    await server.services.live.ping();
    await ended(bySpeaker, 'a stream whose token another process revoked');
    expect([byClock.ended, bySession.ended]).toEqual([false, false]);
    // A new password ends every token, and so their streams.
    const changed = await server.request('PUT', '/api/auth/password', {
      token: eve.token,
      body: { currentPassword: eve.password, newPassword: 'a new secret' },
    });
    expect(changed.status).toBe(200);
    await server.services.live.ping();
    await ended(byClock, 'a stream whose token a new password ended');
    bySession.close();
  });

  it("answers 404 for someone else's token id, and changes nothing", async () => {
    const eve = await server.user({ name: 'Eve' });
    const fin = await server.user({ name: 'Fin' });
    const fins = (await create(fin.token, { name: 'Fin script', scope: 'read' })).body;
    const res = await revoke(eve.token, fins.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await revoke(eve.token, 'no-such-token')).status).toBe(404);
    expect((await list(fin.token)).body.map((t) => t.id)).toEqual([fins.id]);
    expect((await server.request('GET', '/api/lists', { token: fins.token })).status).toBe(200);
  });

  it('refuses bad names and scopes with a 400 naming the field, in the caller language', async () => {
    const gus = await server.user({ name: 'Gus' });
    const refused: Array<[unknown, string]> = [
      [{ scope: 'read' }, 'Token name is required'],
      [{ name: '', scope: 'read' }, 'Token name is required'],
      [{ name: '   ', scope: 'read' }, 'Token name is required'],
      [{ name: '\u200b', scope: 'read' }, 'Token name is required'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'Token name must be at most 60 characters'],
      [
        { name: 'a\nb', scope: 'read' },
        'Token name must be one line, without tabs or other control characters',
      ],
      [{ name: 'Script', scope: 'admin' }, 'Scope must be read or write'],
      [{ name: 'Script' }, 'Scope must be read or write'],
      [{ name: 42, scope: 'read' }, 'Token name must be a string'],
    ];
    for (const [body, message] of refused) {
      const res = await create(gus.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await create(gus.token, { scope: 'read' }, 'fr')).body.message).toBe(
      'Le champ « Nom du jeton » est obligatoire',
    );
    expect((await create(gus.token, { name: 'x', scope: 'all' }, 'de')).body.message).toBe(
      'Der Umfang muss read oder write sein',
    );
    expect(await rows(gus.user.id)).toEqual([]);
    // 60 characters, once trimmed, is allowed.
    const longest = await create(gus.token, { name: ` ${'y'.repeat(60)} `, scope: 'write' });
    expect(longest.status).toBe(201);
  });

  it(`holds at most ${API_TOKEN_LIMITS.perAccount} tokens an account, and says so`, async () => {
    const hal = await server.user({ name: 'Hal' });
    const made: CreatedApiToken[] = [];
    for (let n = 0; n < API_TOKEN_LIMITS.perAccount; n++)
      made.push((await create(hal.token, { name: `Script ${n}`, scope: 'read' })).body);
    const over = await create(hal.token, { name: 'One too many', scope: 'read' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      code: 'API_TOKEN_LIMIT',
      message: `You can have at most ${API_TOKEN_LIMITS.perAccount} API tokens. Revoke one you no longer use to make another.`,
    });
    expect(await rows(hal.user.id)).toHaveLength(API_TOKEN_LIMITS.perAccount);
    // Simultaneous creations cannot pass it either.
    await revoke(hal.token, made[0]!.id);
    const race = await Promise.all(
      [1, 2, 3].map((n) => create(hal.token, { name: `Race ${n}`, scope: 'read' })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await rows(hal.user.id)).toHaveLength(API_TOKEN_LIMITS.perAccount);
  });

  it('writes the last use at most once a minute per token', async () => {
    const ida = await server.user({ name: 'Ida' });
    const made = (await create(ida.token, { name: 'Cron', scope: 'read' })).body;
    const lastUsed = async () => (await list(ida.token)).body[0]?.lastUsedAt;
    await server.request('GET', '/api/lists', { token: made.token });
    const first = await lastUsed();
    expect(first).toEqual(expect.any(String));
    await server.request('GET', '/api/lists', { token: made.token });
    expect(await lastUsed()).toBe(first);
    // A use over a minute later is written.
    const old = new Date(Date.now() - 61_000).toISOString();
    await server.database.db
      .updateTable('api_tokens')
      .set({ last_used_at: old })
      .where('id', '=', made.id)
      .execute();
    await server.request('GET', '/api/lists', { token: made.token });
    expect(Date.parse((await lastUsed()) ?? '')).toBeGreaterThan(Date.parse(old));
  });

  it('costs a cached answer one statement more than a session: the token, read with its owner', async () => {
    const jo: AuthResult = await server.user({ name: 'Jo' });
    const made = (await create(jo.token, { name: 'Dashboard', scope: 'read' })).body;
    // The mail worker's sending of Jo's confirmation would be counted, and would move the epoch.
    await server.smtp.waitFor((mail) => mail.to === jo.user.email);
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .selectFrom('mail_queue')
              .select('id')
              .where('status', '=', 'pending')
              .execute()
          ).length,
      )
      .toBe(0);
    // A write of the server's own in between (a mail sent, a use recorded) rightly empties the
    // cache and costs that read the whole answer: the fewest statements of three cached reads is
    // what a cached answer costs.
    const statements = async (token: string) => {
      await server.request('GET', '/api/lists', { token });
      const counts: number[] = [];
      for (let read = 0; read < 3; read++) {
        await server.request('GET', '/api/lists', { token });
        server.statements = 0;
        expect((await server.request('GET', '/api/lists', { token })).status).toBe(200);
        counts.push(server.statements);
      }
      return Math.min(...counts);
    };
    expect(await statements(made.token)).toBe((await statements(jo.token)) + 1);
  });
});
