import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface Window {
  count: number;
  windowStart: number;
}

/**
 * Counters kept in the database, so every server process shares them: fixed windows
 * (`hit`, `spend`) and backoff gates (`passGate`), whose row holds the level reached in `count`
 * and the time the gate next opens in `window_start`.
 */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Counts one hit and answers the window's count and start. */
  async hit(key: string, now: number, windowMs: number): Promise<Window> {
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

  /**
   * Adds `amount` to the window's count only if it stays within `cap` (one statement, so
   * processes racing cannot pass it together). Answers undefined when it would not, and then
   * counts nothing. `db`: the transaction of the work being paid for.
   */
  async spend(
    db: Db,
    key: string,
    now: number,
    windowMs: number,
    amount: number,
    cap: number,
  ): Promise<Window | undefined> {
    if (amount > cap) return undefined;
    const expired = now - windowMs;
    const row = await db
      .insertInto('rate_limits')
      .values({ key, window_start: now, count: amount })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql`case when rate_limits.window_start <= ${expired} then ${amount} else rate_limits.count + ${amount} end`,
            window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
          })
          .where((eb) =>
            eb.or([
              eb('rate_limits.window_start', '<=', expired),
              eb(sql`rate_limits.count + ${amount}`, '<=', cap),
            ]),
          ),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirst();
    return row && { count: Number(row.count), windowStart: Number(row.window_start) };
  }

  /** The window's state without counting (undefined when nothing was counted). */
  async peek(key: string, db: Db = this.db): Promise<Window | undefined> {
    const row = await db
      .selectFrom('rate_limits')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && { count: Number(row.count), windowStart: Number(row.window_start) };
  }

  /**
   * Passes the gate `key` if it is open at `now`, and closes it for `delayFor(level)` ms, the
   * level going up by one each pass. Answers the time it opens again when it is closed.
   */
  async passGate(
    key: string,
    now: number,
    delayFor: (level: number) => number,
  ): Promise<{ passed: true } | { passed: false; opensAt: number }> {
    const row = await this.peek(key);
    if (!row) {
      const inserted = await this.db
        .insertInto('rate_limits')
        .values({ key, window_start: now + delayFor(0), count: 1 })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { passed: true };
      return { passed: false, opensAt: now + 1000 };
    }
    if (row.windowStart > now) return { passed: false, opensAt: row.windowStart };
    // Conditional on the level read: of two callers at the open gate, one passes.
    const result = await this.db
      .updateTable('rate_limits')
      .set({ count: row.count + 1, window_start: now + delayFor(row.count) })
      .where('key', '=', key)
      .where('count', '=', row.count)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { passed: true };
    return { passed: false, opensAt: now + 1000 };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async deleteExpired(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
  }

  /** Remembers that the account signed in from `address`. */
  async rememberLogin(userId: string, address: string, now: string): Promise<void> {
    await this.db
      .insertInto('known_logins')
      .values({ user_id: userId, address, seen_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ seen_at: now }))
      .execute();
  }

  /** Whether the account with `email` signed in from `address` since `since`. */
  async isKnownLogin(email: string, address: string, since: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('known_logins')
      .innerJoin('users', 'users.id', 'known_logins.user_id')
      .select('known_logins.seen_at')
      .where('users.email', '=', email)
      .where('known_logins.address', '=', address)
      .where('known_logins.seen_at', '>=', since)
      .executeTakeFirst();
    return row !== undefined;
  }

  async forgetLoginsBefore(before: string): Promise<void> {
    await this.db.deleteFrom('known_logins').where('seen_at', '<', before).execute();
  }
}
