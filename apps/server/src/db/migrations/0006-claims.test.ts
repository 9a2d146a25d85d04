import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectName, freshStorage, type TestStorage } from '../../test/databases.js';
import { type DatabaseHandle, migrate, openPostgres, openSqlite } from '../database.js';
import type { Database } from '../schema.js';
import { migrationProvider } from './index.js';

const at = '2026-11-01T10:00:00.000Z';
const boughtAt = '2026-11-20T18:30:00.000Z';

async function seedBeforeClaims(db: Kysely<Database>) {
  const user = (id: string, email: string) => ({
    id,
    email,
    name: id,
    password_hash: 'x',
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('users')
    .values([user('owner', 'owner@example.com'), user('friend', 'friend@example.com')])
    .execute();
  await db
    .insertInto('lists')
    .values({
      id: 'l1',
      owner_id: 'owner',
      name: 'Birthday',
      is_public: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const item = (id: string, position: number, boughtBy: string | null) => ({
    id,
    list_id: 'l1',
    position,
    name: id,
    type: 'want',
    created_at: at,
    updated_at: at,
    bought_by: boughtBy,
    bought_at: boughtBy ? boughtAt : null,
  });
  await db
    .insertInto('items')
    .values([item('bought', 0, 'friend'), item('free', 1, null)])
    .execute();
}

describe(`migration 0006: claims (${dialectName})`, () => {
  let storage: TestStorage;
  let handle: DatabaseHandle;

  afterEach(async () => {
    await handle.close();
    await storage.drop();
  });

  it('keeps every list, item and purchase; a purchase becomes a claim of 1 by its buyer', async () => {
    storage = await freshStorage();
    handle = storage.databaseUrl
      ? await openPostgres(storage.databaseUrl)
      : openSqlite(storage.dataDir);
    const { db } = handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('0005-account-safety');
    expect(before.error).toBeUndefined();
    await seedBeforeClaims(db);

    await migrate(db);

    expect(
      await db.selectFrom('lists').select(['id', 'name', 'surprise', 'event_date']).execute(),
    ).toEqual([{ id: 'l1', name: 'Birthday', surprise: 0, event_date: null }]);
    expect(
      await db
        .selectFrom('items')
        .select(['id', 'quantity', 'claimed', 'bought_by', 'bought_at'])
        .orderBy('position')
        .execute(),
    ).toEqual([
      { id: 'bought', quantity: 1, claimed: 1, bought_by: 'friend', bought_at: boughtAt },
      { id: 'free', quantity: 1, claimed: 0, bought_by: null, bought_at: null },
    ]);
    expect(await db.selectFrom('claims').selectAll().execute()).toEqual([
      { item_id: 'bought', list_id: 'l1', user_id: 'friend', quantity: 1, claimed_at: boughtAt },
    ]);
  });
});
