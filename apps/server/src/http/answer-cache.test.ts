import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResult, WishList } from '@wishlist/core';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SqliteChangeEpoch } from '../db/change-epoch.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { dialectName } from '../test/databases.js';
import { TestServer } from '../test/harness.js';
import { linkIn } from '../test/smtp-sink.js';
import { EpochAnswerCache } from './answer-cache.js';

/** Two connections to one new SQLite file, as two processes would have. */
function twoConnections() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-epoch-'));
  const file = path.join(dir, 'epoch.db');
  const mine = new SQLite(file);
  mine.pragma('journal_mode = WAL');
  mine.exec('create table t (n integer)');
  const other = new SQLite(file);
  return {
    mine,
    other,
    close() {
      mine.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('SqliteChangeEpoch', () => {
  const connections: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const c of connections.splice(0)) c.close();
  });

  it("moves on another connection's commits and on this connection's own writes, not on reads", () => {
    const c = twoConnections();
    connections.push(c);
    const epoch = new SqliteChangeEpoch(c.mine);
    const start = epoch.read();
    c.mine.prepare('select count(*) from t').get();
    c.other.prepare('select count(*) from t').get();
    expect(epoch.read()).toBe(start);

    c.other.prepare('insert into t values (1)').run();
    const afterOther = epoch.read();
    expect(afterOther).toBeGreaterThan(start);
    expect(epoch.read()).toBe(afterOther);

    // SQLite's counter ignores this connection's own commits: they must be noted.
    c.mine.prepare('insert into t values (2)').run();
    expect(epoch.read()).toBe(afterOther);
    epoch.noteWrite();
    expect(epoch.read()).toBeGreaterThan(afterOther);
  });

  it('reads once for every caller of one turn, after all of them asked', async () => {
    const c = twoConnections();
    connections.push(c);
    const epoch = new SqliteChangeEpoch(c.mine);
    const before = epoch.read();
    const first = epoch.soon();
    // A commit after the first caller asked but within the same turn is seen by both callers.
    c.other.prepare('insert into t values (1)').run();
    const second = epoch.soon();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a).toBeGreaterThan(before);
    expect(await epoch.soon()).toBe(a);
  });

  it('passes a failed read on to every caller waiting for it', async () => {
    const c = twoConnections();
    connections.push(c);
    const epoch = new SqliteChangeEpoch(c.mine);
    const waiting = [epoch.soon(), epoch.soon()];
    c.mine.close();
    for (const w of waiting) await expect(w).rejects.toThrow(/not open/);
  });
});

describe('EpochAnswerCache', () => {
  let c: ReturnType<typeof twoConnections>;
  beforeAll(() => {
    c = twoConnections();
  });
  afterAll(() => c.close());

  /** Runs `cached` and says whether `produce` had to work it out. */
  async function ask(cache: EpochAnswerCache, key: string, value: string) {
    let produced = false;
    const answer = await cache.cached(key, async () => {
      produced = true;
      return value;
    });
    return { answer: answer.toString(), produced };
  }

  it('caches answers until the epoch moves, then works them out again', async () => {
    const epoch = new SqliteChangeEpoch(c.mine);
    const cache = new EpochAnswerCache(epoch);
    expect(await ask(cache, 'a', 'one')).toEqual({ answer: 'one', produced: true });
    expect(await ask(cache, 'a', 'two')).toEqual({ answer: 'one', produced: false });
    expect(await ask(cache, 'b', 'bee')).toEqual({ answer: 'bee', produced: true });
    epoch.noteWrite();
    expect(await ask(cache, 'a', 'three')).toEqual({ answer: 'three', produced: true });
    // Everything cached before the move is gone, not only the answer asked for.
    expect(cache.size).toBe(1);
  });

  it('does not cache an answer worked out before a change another caller has already seen', async () => {
    const epoch = new SqliteChangeEpoch(c.mine);
    const cache = new EpochAnswerCache(epoch);
    let release!: () => void;
    const slow = cache.cached('a', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'old';
    });
    await new Promise((resolve) => setImmediate(resolve));
    epoch.noteWrite();
    expect(await ask(cache, 'b', 'new')).toEqual({ answer: 'new', produced: true });
    release();
    expect((await slow).toString()).toBe('old');
    expect(await ask(cache, 'a', 'fresh')).toEqual({ answer: 'fresh', produced: true });
  });

  it('drops the least recently used answers past its budget of bytes', async () => {
    const cache = new EpochAnswerCache(new SqliteChangeEpoch(c.mine), 9);
    await ask(cache, 'a', 'aaaa');
    await ask(cache, 'b', 'bbb');
    await ask(cache, 'a', '');
    await ask(cache, 'c', 'ccc');
    expect(await ask(cache, 'b', 'b2')).toMatchObject({ produced: true });
    expect(await ask(cache, 'a', 'a2')).toEqual({ answer: 'aaaa', produced: false });
    expect(await ask(cache, 'huge', '0123456789')).toMatchObject({ produced: true });
    expect(await ask(cache, 'huge', 'small')).toEqual({ answer: 'small', produced: true });
    // Counted in UTF-8 bytes, not characters: five characters of ten bytes are over budget.
    expect(await ask(cache, 'wide', 'ééééé')).toEqual({ answer: 'ééééé', produced: true });
    expect(await ask(cache, 'wide', 'again')).toEqual({ answer: 'again', produced: true });
    expect(await ask(cache, 'ok', 'ü€')).toEqual({ answer: 'ü€', produced: true });
    expect(await ask(cache, 'ok', 'no')).toEqual({ answer: 'ü€', produced: false });
  });
});

describe(`read answers after changes the caller did not make (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let friend: AuthResult & { password: string };
  let list: WishList;
  let other: DatabaseHandle;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user();
    friend = await server.user();
    list = await server.list(owner.token);
    list = await server.putItems(owner.token, list._id, [{ name: 'Kite', type: 'want' }]);
    await server.share(owner.token, list._id, friend);
    // A second connection to the same database, as another server process would have.
    other = await openDatabase({
      dataDir: server.storage.dataDir,
      databaseUrl: server.storage.databaseUrl,
    });
  });
  afterAll(async () => {
    await other?.close();
    await server?.stop();
  });

  const read = (token: string, url = `/api/lists/${list._id}`) =>
    server.request<WishList>('GET', url, { token });

  /** Waits (at most 5 s) until the server's change epoch has moved past `epoch`. */
  async function heardAfter(epoch: number): Promise<number> {
    const until = Date.now() + 5000;
    for (;;) {
      const now = server.services.database.changes.read();
      if (now !== epoch) return now;
      if (Date.now() > until) throw new Error('the change was never heard');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('shows a change committed through another connection on the next read', async () => {
    expect((await read(friend.token)).body.items[0]!.name).toBe('Kite');
    expect((await read(friend.token)).body.items[0]!.name).toBe('Kite');
    let epoch = server.services.database.changes.read();
    await other.db.updateTable('items').set({ name: 'Red kite' }).execute();
    // Another process's commit is heard through its change notification (PostgreSQL) or the
    // file's data version (SQLite): on PostgreSQL it arrives a moment after the commit, so the
    // read waits until the process has heard of it, then must show the change.
    epoch = await heardAfter(epoch);
    expect((await read(friend.token)).body.items[0]!.name).toBe('Red kite');

    await other.db.updateTable('lists').set({ name: 'Renamed elsewhere' }).execute();
    await heardAfter(epoch);
    const mine = await server.request<WishList[]>('GET', '/api/lists', { token: owner.token });
    expect(mine.body.map((l) => l.name)).toEqual(['Renamed elsewhere']);
  });

  it('refuses a revoked token even where its answer was cached, and never serves it a newer one', async () => {
    expect((await read(friend.token)).status).toBe(200);
    await server.request('POST', '/api/auth/forgot-password', {
      body: { email: friend.user.email },
    });
    const mail = await server.smtp.waitFor(
      (m) => m.to === friend.user.email && /reset/i.test(m.subject),
    );
    const resetToken = decodeURIComponent(linkIn(mail.text).split('/reset-password/')[1]!);
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'a new password' },
    });
    expect(reset.status).toBe(200);
    const login = await server.request<AuthResult>('POST', '/api/auth/login', {
      body: { email: friend.user.email, password: 'a new password' },
    });
    // The new token's answer is cached first: the old token must not be answered from it.
    expect((await read(login.body.token)).status).toBe(200);
    expect((await read(friend.token)).status).toBe(401);
    expect((await read(friend.token, '/api/lists/shared-lists')).status).toBe(401);
    expect((await read(login.body.token)).status).toBe(200);
  });
});
