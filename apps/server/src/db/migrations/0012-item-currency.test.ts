import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectName, freshStorage, type TestStorage } from '../../test/databases.js';
import { type DatabaseHandle, migrate, openPostgres, openSqlite } from '../database.js';
import { migrationProvider } from './index.js';

const at = '2026-11-01T10:00:00.000Z';
const later = '2026-11-02T10:00:00.000Z';

describe(`migration 0012: item currency (${dialectName})`, () => {
  let storage: TestStorage;
  let handle: DatabaseHandle;

  afterEach(async () => {
    await handle.close();
    await storage.drop();
  });

  it('keeps every item and claim, each in its list’s currency; a claimed item’s change tells both currencies', async () => {
    storage = await freshStorage();
    handle = storage.databaseUrl
      ? await openPostgres(storage.databaseUrl)
      : openSqlite(storage.dataDir);
    const { db } = handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0011-api-tokens')).error).toBeUndefined();
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
        currency: 'EUR',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('items')
      .values(
        ['Kite', 'Scarf'].map((name, position) => ({
          id: `i${position}`,
          list_id: 'l1',
          position,
          name,
          price: 10 + position,
          type: 'want',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('claims')
      .values({ item_id: 'i0', list_id: 'l1', user_id: 'friend', quantity: 1, claimed_at: at })
      .execute();

    await migrate(db);

    expect(
      await db
        .selectFrom('items')
        .select(['id', 'name', 'price', 'currency', 'claimed'])
        .orderBy('position')
        .execute(),
    ).toEqual([
      { id: 'i0', name: 'Kite', price: 10, currency: null, claimed: 1 },
      { id: 'i1', name: 'Scarf', price: 11, currency: null, claimed: 0 },
    ]);
    expect(await db.selectFrom('claims').select(['item_id', 'user_id']).execute()).toEqual([
      { item_id: 'i0', user_id: 'friend' },
    ]);

    // The claimed item moves to pounds, its price unchanged: the claimer is told, with both.
    await db
      .updateTable('items')
      .set({ currency: 'GBP', updated_at: later })
      .where('id', '=', 'i0')
      .execute();
    expect(
      await db
        .selectFrom('notices')
        .select(['kind', 'item_id', 'user_id', 'previous_price', 'price'])
        .select(['previous_currency', 'currency'])
        .execute(),
    ).toEqual([
      {
        kind: 'changed',
        item_id: 'i0',
        user_id: 'friend',
        previous_price: 10,
        price: 10,
        previous_currency: 'EUR',
        currency: 'GBP',
      },
    ]);
  });
});
