import type { Insertable, Selectable } from 'kysely';
import { compiledQuery } from '../../../db/compiled-query.js';
import type { Db, Dialect } from '../../../db/database.js';
import type { ApiTokensTable } from '../../../db/schema.js';

export type ApiTokenRow = Pick<
  Selectable<ApiTokensTable>,
  'id' | 'name' | 'scope' | 'created_at' | 'last_used_at'
>;

/** A token found by its text's hash, with its owner's row as the token checks read it. */
export interface ApiTokenHolderRow {
  id: string;
  scope: ApiTokensTable['scope'];
  /** The owner's token version when the token was made. */
  token_version: number;
  last_used_at: string | null;
  user_id: string;
  email: string;
  name: string;
  email_verified: number;
  /** The owner's token version now. */
  user_token_version: number;
}

/** Personal API tokens (P2): the only SQL that touches `api_tokens`. */
export class ApiTokenRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  // Runs on every request that carries an API token.
  private readonly byHash = compiledQuery((tokenHash: string) =>
    this.db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select([
        'api_tokens.id',
        'api_tokens.scope',
        'api_tokens.token_version',
        'api_tokens.last_used_at',
        'users.id as user_id',
        'users.email',
        'users.name',
        'users.email_verified',
        'users.token_version as user_token_version',
      ])
      .where('api_tokens.token_hash', '=', tokenHash),
  );

  async findByHash(tokenHash: string): Promise<ApiTokenHolderRow | undefined> {
    return (await this.byHash(this.db, tokenHash)).rows[0] as ApiTokenHolderRow | undefined;
  }

  /**
   * Records a use, unless one was recorded since `since`: of several processes that see the
   * same stale time, one writes and the others change no row.
   */
  async touch(id: string, now: string, since: string): Promise<void> {
    await this.db
      .updateTable('api_tokens')
      .set({ last_used_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
      .execute();
  }

  /**
   * Inserts `token` unless its owner already holds `cap` live tokens (answers false then).
   * Tokens a new password ended (an older `token_version`) are deleted first: they can never
   * be used again, and the list shows none of them.
   */
  insertUnderCap(token: Insertable<ApiTokensTable>, cap: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Two creations at once must not both pass the cap: PostgreSQL lets both count before
      // either inserts unless the owner's row is locked; SQLite runs one transaction at a time.
      if (this.dialect === 'postgres')
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', token.user_id)
          .forUpdate()
          .execute();
      await trx
        .deleteFrom('api_tokens')
        .where('user_id', '=', token.user_id)
        .where('token_version', '<>', token.token_version)
        .execute();
      const { count } = await trx
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', token.user_id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= cap) return false;
      await trx.insertInto('api_tokens').values(token).execute();
      return true;
    });
  }

  /** The owner's live tokens (those of their current token version), newest first. */
  list(userId: string, tokenVersion: number): Promise<ApiTokenRow[]> {
    return this.db
      .selectFrom('api_tokens')
      .select(['id', 'name', 'scope', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('token_version', '=', tokenVersion)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Which of the tokens `ids` still speak for their owner (no new password since). */
  async stillValid(ids: string[]): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select('api_tokens.id')
      .where('api_tokens.id', 'in', ids)
      .whereRef('api_tokens.token_version', '=', 'users.token_version')
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Deletes `userId`'s token `id`; false when they hold no such token. */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('api_tokens')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
