import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { AuthResult, WishList } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer, tempDir, waitUntilUp } from './test/process.js';

afterEach(killServers);

const run = promisify(execFile);
const backupEntry = fileURLToPath(new URL('./backup.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs the backup command (from source; `npm run backup` runs its build). */
function backup(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', tsxLoader, backupEntry, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}

// Always the embedded database: backups of PostgreSQL are pg_dump's job.
describe('npm run backup', () => {
  it('is wired to the built backup command', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.backup).toBe('node apps/server/bundle/backup.js');
  });

  it('copies the live database consistently while writes go on, and the copy restores', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const secret = 'backup-test-secret-that-is-32-characters-';
    const env = { DATA_DIR: dataDir, JWT_SECRET: secret, AUTH_RATE_LIMIT: '1000000' };
    startServer({ ...env, PORT: String(port) });
    await waitUntilUp(port);
    const base = `http://127.0.0.1:${port}`;
    const post = async <T>(url: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    };
    // Several accounts, so the writes go on past one account's quota of lists.
    const tokens: string[] = [];
    for (const name of ['bea', 'bo', 'bel', 'ben', 'bex']) {
      const registered = await post<AuthResult>('/api/auth/register', {
        email: `${name}@example.com`,
        name,
        password: 'secret1',
      });
      tokens.push(registered.body.token);
    }

    // Writes keep coming while the backup runs.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const token = tokens[Math.floor(n / 150)];
        if (!token) throw new Error('the backup took longer than 750 lists');
        const res = await post<WishList>('/api/lists', { name: `List ${n}` }, token);
        expect(res.status).toBe(201);
        acknowledged.push(res.body.name);
      }
    })();
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
    const beforeBackup = [...acknowledged];
    const file = path.join(tempDir(), 'wishlist-backup.db');
    const result = await backup(env, file);
    const afterBackup = acknowledged.length;
    writing = false;
    await writer;
    expect(result.stdout).toMatch(
      /^Backed up .*wishlist\.db to .*wishlist-backup\.db \(\d+ bytes; 5 users, \d+ lists, 0 items, 0 invitations; integrity ok\)\n$/,
    );
    expect(afterBackup).toBeGreaterThan(beforeBackup.length);
    // One self-contained file: no -wal or -shm beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['wishlist-backup.db']);

    // Restore: a new DATA_DIR holding the copy as its database.
    const restoredDir = tempDir();
    fs.copyFileSync(file, path.join(restoredDir, 'wishlist.db'));
    const restoredPort = await freePort();
    startServer({ ...env, DATA_DIR: restoredDir, PORT: String(restoredPort) });
    await waitUntilUp(restoredPort);
    const names: string[] = [];
    for (const token of tokens) {
      const res = await fetch(`http://127.0.0.1:${restoredPort}/api/lists`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      names.push(...((await res.json()) as WishList[]).map((list) => list.name));
    }
    // Everything acknowledged before the backup started is in it; nothing beyond what was
    // acknowledged by the time it finished (one snapshot, not a torn copy).
    expect(names).toEqual(expect.arrayContaining(beforeBackup));
    expect(names.length).toBeLessThanOrEqual(afterBackup + 1);
    const shown = new Set(names);
    expect(acknowledged.slice(0, names.length).every((name) => shown.has(name))).toBe(true);
  });

  it('refuses to overwrite a file, explains its usage, and points PostgreSQL users to pg_dump', async () => {
    const dataDir = tempDir();
    const existing = path.join(dataDir, 'exists.db');
    fs.writeFileSync(existing, 'keep me');
    await expect(backup({ DATA_DIR: dataDir })).rejects.toMatchObject({
      code: 2,
      stderr: 'Backup failed: usage: npm run backup -- <file>\n',
    });
    await expect(backup({ DATA_DIR: dataDir }, existing)).rejects.toMatchObject({
      code: 1,
      stderr: `Backup failed: ${existing} already exists; choose a new file\n`,
    });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    await expect(
      backup({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }, 'x.db'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('back up PostgreSQL with pg_dump'),
    });
  });
});
