import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newId } from '../ids.js';

/** PostgreSQL for the tests when TEST_DATABASE_URL is set; SQLite otherwise. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const dialectName = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestStorage {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty store: a temp DATA_DIR, plus a new PostgreSQL database when testing on it. */
export async function freshStorage(): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-test-'));
  if (!testDatabaseUrl) {
    return {
      dataDir,
      databaseUrl: undefined,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `wl_test_${newId()}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
