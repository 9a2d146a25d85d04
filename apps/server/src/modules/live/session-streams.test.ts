import type { AuthResult } from '@wishlist/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { SseReader } from '../../test/sse.js';

type Person = AuthResult & { password: string };

describe(`live streams end with the session that opened them (${dialectName})`, () => {
  let server: TestServer;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => server.stop());

  const open = async (token: string, path: string) => {
    const reader = await SseReader.open(server.baseUrl, path, token);
    expect(reader.status).toBe(200);
    readers.push(reader);
    return reader;
  };
  /** A list stream and an own-lists stream of the session `token`. */
  const both = async (token: string, listId: string) => [
    await open(token, `/api/lists/${listId}/events`),
    await open(token, '/api/me/events'),
  ];
  const ended = async (streams: SseReader[], what: string) => {
    for (const stream of streams) await stream.until(() => stream.ended, 3000, `end of ${what}`);
  };
  const isOpen = (streams: SseReader[]) => streams.map((stream) => stream.ended);
  const signIn = async (who: Person, password = who.password) => {
    const res = await server.request<AuthResult>('POST', '/api/auth/login', {
      body: { email: who.user.email, password },
    });
    expect(res.status).toBe(200);
    return res.body.token;
  };
  /** Someone with a list, a second session, and a friend who may see the list. */
  async function setUp() {
    const who = await server.user();
    const friend = await server.user();
    const list = await server.list(who.token);
    await server.share(who.token, list._id, friend);
    return { who, friend, list, other: await signIn(who) };
  }

  it('a sign-out ends that session’s streams at once, and only those', async () => {
    const { who, friend, list, other } = await setUp();
    const signedOut = await both(who.token, list._id);
    const kept = await both(other, list._id);
    const friends = await both(friend.token, list._id);
    const res = await server.request('POST', '/api/auth/logout', { token: who.token });
    expect(res.status).toBe(204);
    // Ended before the answer, in this process: no heartbeat was needed.
    expect(server.services.live.size(who.user.id)).toBe(2);
    await ended(signedOut, 'a signed-out session’s stream');
    await server.services.live.ping();
    expect(isOpen([...kept, ...friends])).toEqual([false, false, false, false]);
  });

  it('a new password ends every older session’s streams at once; the new session’s go on', async () => {
    const { who, friend, list, other } = await setUp();
    const older = [...(await both(who.token, list._id)), ...(await both(other, list._id))];
    const friends = await both(friend.token, list._id);
    const res = await server.request<AuthResult>('PUT', '/api/auth/password', {
      token: who.token,
      body: { currentPassword: who.password, newPassword: 'a whole new secret' },
    });
    expect(res.status).toBe(200);
    expect(server.services.live.size(who.user.id)).toBe(0);
    await ended(older, 'a stream of a session the new password ended');
    const fresh = await both(res.body.token, list._id);
    await server.services.live.ping();
    expect(isOpen([...fresh, ...friends])).toEqual([false, false, false, false]);
  });

  it('deleting the account ends all its streams at once', async () => {
    const { who, friend, list, other } = await setUp();
    const friendsList = await server.list(friend.token, { name: 'Friend’s' });
    await server.share(friend.token, friendsList._id, who);
    const all = [...(await both(who.token, list._id)), ...(await both(other, friendsList._id))];
    const friends = await both(friend.token, friendsList._id);
    const res = await server.request('DELETE', '/api/auth/account', {
      token: who.token,
      body: { password: who.password },
    });
    expect(res.status).toBe(204);
    expect(server.services.live.size(who.user.id)).toBe(0);
    await ended(all, 'a stream of a deleted account');
    expect(isOpen(friends)).toEqual([false, false]);
  });

  it('ends them at the next heartbeat when another process ended the session', async () => {
    // What another process's sign-out, new password and account deletion write; this one
    // hears of none of them but through its heartbeat's check.
    const [out, changed, gone] = [await setUp(), await setUp(), await setUp()];
    const outs = await both(out.who.token, out.list._id);
    const outKept = await both(out.other, out.list._id);
    const changeds = [
      ...(await both(changed.who.token, changed.list._id)),
      ...(await both(changed.other, changed.list._id)),
    ];
    const gones = await both(gone.who.token, gone.list._id);
    const claims = await server.services.auth.claims(`Bearer ${out.who.token}`);
    await server.database.db
      .insertInto('revoked_tokens')
      .values({ token_hash: claims.tokenId, expires_at: '2999-01-01T00:00:00.000Z' })
      .execute();
    await server.database.db
      .updateTable('users')
      .set({ token_version: sql<number>`token_version + 1` })
      .where('id', '=', changed.who.user.id)
      .execute();
    await server.database.db.deleteFrom('users').where('id', '=', gone.who.user.id).execute();
    expect(isOpen([...outs, ...changeds, ...gones]).every((e) => !e)).toBe(true);

    await server.services.live.ping();
    await ended([...outs, ...changeds, ...gones], 'a stream whose session another process ended');
    expect(isOpen(outKept)).toEqual([false, false]);
  });
});
