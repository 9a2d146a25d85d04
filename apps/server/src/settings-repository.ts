import type { Db } from './db/database.js';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** The stored value, or `fallback` stored now; the first writer wins across processes. */
  async getOrCreate(key: string, fallback: string): Promise<string> {
    await this.db
      .insertInto('app_settings')
      .values({ key, value: fallback })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
