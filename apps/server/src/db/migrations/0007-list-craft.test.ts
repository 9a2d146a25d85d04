import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectName, freshStorage, type TestStorage } from '../../test/databases.js';
import { type DatabaseHandle, migrate, openPostgres, openSqlite } from '../database.js';
import { migrationProvider } from './index.js';

const at = '2026-11-01T10:00:00.000Z';

describe(`migration 0007: list craft (${dialectName})`, () => {
  let storage: TestStorage;
  let handle: DatabaseHandle;

  afterEach(async () => {
    await handle.close();
    await storage.drop();
  });

  it('keeps every list, item and claim; lists are in USD, not archived; items have no priority', async () => {
    storage = await freshStorage();
    handle = storage.databaseUrl
      ? await openPostgres(storage.databaseUrl)
      : openSqlite(storage.dataDir);
    const { db } = handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0006-claims')).error).toBeUndefined();
    const user = (id: string) => ({
      id,
      email: `${id}@example.com`,
      name: id,
      password_hash: 'x',
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('users')
      .values([user('owner'), user('friend')])
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
    await db
      .insertInto('items')
      .values({
        id: 'i1',
        list_id: 'l1',
        position: 0,
        name: 'Kite',
        type: 'want',
        created_at: at,
        updated_at: at,
        quantity: 3,
      })
      .execute();
    await db
      .insertInto('claims')
      .values({ item_id: 'i1', list_id: 'l1', user_id: 'friend', quantity: 2, claimed_at: at })
      .execute();

    await migrate(db);

    expect(
      await db
        .selectFrom('lists')
        .select(['id', 'name', 'currency', 'archived', 'version'])
        .execute(),
    ).toEqual([{ id: 'l1', name: 'Birthday', currency: 'USD', archived: 0, version: 0 }]);
    expect(
      await db.selectFrom('items').select(['id', 'quantity', 'claimed', 'priority']).execute(),
    ).toEqual([{ id: 'i1', quantity: 3, claimed: 2, priority: 0 }]);
    expect(await db.selectFrom('claims').select(['user_id', 'quantity']).execute()).toEqual([
      { user_id: 'friend', quantity: 2 },
    ]);
  });
});
