import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Fixed-window counters kept in the database, so every server process shares them. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Counts one hit and answers the window's count and start. */
  async hit(
    key: string,
    now: number,
    windowMs: number,
  ): Promise<{ count: number; windowStart: number }> {
    const expired = now - windowMs;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
          window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), windowStart: Number(row.window_start) };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async deleteExpired(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
  }
}
