import type { Db } from '../../../db/database.js';

/**
 * The one-time codes with which the provider's callback hands a signed-in account to the web
 * app (migration 0009): kept as hashes, in the database so that any process can take one.
 */
export class HandoffRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code's hash, and sweeps the codes that expired unused. */
  async create(handoff: {
    codeHash: string;
    userId: string;
    expiresAt: string;
    now: string;
  }): Promise<void> {
    await this.db.deleteFrom('oidc_handoffs').where('expires_at', '<=', handoff.now).execute();
    await this.db
      .insertInto('oidc_handoffs')
      .values({
        code_hash: handoff.codeHash,
        user_id: handoff.userId,
        expires_at: handoff.expiresAt,
        created_at: handoff.now,
      })
      .execute();
  }

  /**
   * Uses a code once: its row is deleted as it is read, so of two processes given the same
   * code only one gets the account. Undefined for an unknown, used or expired code.
   */
  async consume(codeHash: string, now: string): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('oidc_handoffs')
      .where('code_hash', '=', codeHash)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }
}
