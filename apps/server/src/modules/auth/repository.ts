import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  token_version: number;
}

const USER_COLUMNS = ['id', 'email', 'name', 'password_hash', 'token_version'] as const;

export class UserRepository {
  constructor(private readonly db: Db) {}

  // Runs on every signed-in request (the token version check).
  private readonly byId = compiledQuery((id: string) =>
    this.db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id),
  );

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  async findById(id: string, db: Db = this.db): Promise<UserRow | undefined> {
    return (await this.byId(db, id)).rows[0];
  }

  /** Inserts a user; answers false when the e-mail is taken (the unique index decides). */
  async create(user: {
    id: string;
    email: string;
    name: string;
    passwordHash: string;
    now: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        name: user.name,
        password_hash: user.passwordHash,
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async updateName(id: string, name: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ name, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async createReset(
    db: Db,
    reset: { tokenHash: string; userId: string; expiresAt: string; now: string },
  ): Promise<void> {
    await db
      .insertInto('password_resets')
      .values({
        token_hash: reset.tokenHash,
        user_id: reset.userId,
        expires_at: reset.expiresAt,
        created_at: reset.now,
      })
      .execute();
  }

  /**
   * Uses a reset token once: marks it used, sets the new hash and ends every older session
   * (token_version + 1), all in one transaction. Answers false for an unknown, used or
   * expired token.
   */
  consumeReset(tokenHash: string, passwordHash: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const reset = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!reset) return false;
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', reset.user_id)
        .execute();
      // Any other outstanding reset links for this account stop working too.
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
      return true;
    });
  }
}
