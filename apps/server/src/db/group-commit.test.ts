import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openSqlite, SQLITE_FILE } from './database.js';
import { GroupCommit } from './group-commit.js';

describe('GroupCommit (SQLite)', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let other: SQLite.Database;
  let statements = 0;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-group-'));
    handle = openSqlite(dir, () => statements++);
    await sql`create table t (n integer primary key)`.execute(handle.db);
    // Another connection, as another process would have.
    other = new SQLite(path.join(dir, SQLITE_FILE));
    statements = 0;
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insert = (n: number) => (trx: typeof handle.db) =>
    sql`insert into t (n) values (${n})`.execute(trx).then(() => n);
  const committed = () =>
    (other.prepare('select n from t order by n').pluck().all() as number[]).join(',');

  it('commits the writes of one turn together and answers each once they are committed', async () => {
    const group = new GroupCommit(handle.db, handle.connection!);
    const seenWhenAnswered: string[] = [];
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        group.run(insert(n)).then((value) => {
          seenWhenAnswered.push(committed());
          return value;
        }),
      ),
    );
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(seenWhenAnswered).toEqual(Array(5).fill('1,2,3,4,5'));
    // One transaction: begin, the five inserts, commit.
    expect(statements).toBe(1 + 5 + 1);

    // A later turn gets a transaction of its own.
    expect(await group.run(insert(6))).toBe(6);
    expect(committed()).toBe('1,2,3,4,5,6');
  });

  it('lets a write refuse before it changes anything, and commits the others together', async () => {
    const group = new GroupCommit(handle.db, handle.connection!);
    const refused = new Error('refused');
    let runs = 0;
    const outcomes = await Promise.allSettled([
      group.run(insert(1)),
      group.run(async (trx) => {
        runs += 1;
        await sql`select n from t`.execute(trx);
        throw refused;
      }),
      group.run(insert(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(refused);
    expect(committed()).toBe('1,3');
    expect(runs).toBe(1);
    // Still one transaction: begin, insert, select, insert, commit.
    expect(statements).toBe(5);
  });

  it('keeps the group whole when SQLite refuses a write: the refused statement changed nothing', async () => {
    const group = new GroupCommit(handle.db, handle.connection!);
    let runs = 0;
    const outcomes = await Promise.allSettled([
      group.run(insert(1)),
      // A second 1 breaks the primary key, as a claim the claims triggers refuse: SQLite undoes
      // that one statement, and the group need not run again one write at a time.
      group.run((trx) => {
        runs += 1;
        return insert(1)(trx);
      }),
      group.run(insert(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committed()).toBe('1,3');
    expect(runs).toBe(1);
    // One transaction: begin, the two inserts that succeeded, commit (the log counts those).
    expect(statements).toBe(4);
  });

  it('undoes a write that throws after writing, alone: the others commit and it hears its own error', async () => {
    const group = new GroupCommit(handle.db, handle.connection!);
    const refused = new Error('refused');
    const answered: string[] = [];
    const outcomes = await Promise.allSettled([
      group.run(insert(1)).then((value) => {
        answered.push(committed());
        return value;
      }),
      group.run(async (trx) => {
        await insert(2)(trx);
        throw refused;
      }),
      // Breaks the primary key after inserting 3: all of it is undone.
      group.run(async (trx) => {
        await insert(3)(trx);
        return insert(1)(trx);
      }),
      group.run(insert(4)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(refused);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committed()).toBe('1,4');
    // The first write answered once its own commit was done, before the fourth's.
    expect(answered).toEqual(['1']);
  });

  it('fails every write of the group, and keeps none, when the transaction itself is lost', async () => {
    const group = new GroupCommit(handle.db, handle.connection!);
    const outcomes = await Promise.allSettled([
      group.run(insert(1)),
      group.run(async (trx) => {
        // Stands in for what an I/O error does: SQLite rolls the whole transaction back.
        await sql`rollback`.execute(trx);
        throw new Error('disk I/O error');
      }),
      group.run(insert(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committed()).toBe('');
    // The connection is usable again afterwards.
    expect(await group.run(insert(7))).toBe(7);
    expect(committed()).toBe('7');
  });
});
