import type { Db } from '../../db/database.js';
import type { ClaimRepository } from '../lists/claim-repository.js';

/** Removing an account and what hangs on it, inside the caller's transaction. */
export class AccountRepository {
  constructor(private readonly claims: ClaimRepository) {}

  /**
   * Frees the gifts the user claimed on other lists (so their friends see them free again),
   * drops the invitations sent to their address, then the user row: its lists with their items
   * and invitations, its reset and confirmation links and known addresses go with it (the
   * foreign keys cascade). Every token the user held ends, as their row is gone.
   */
  async deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
    await this.claims.releaseEveryClaimOf(user.id, db);
    await db.deleteFrom('invitations').where('invitee_email', '=', user.email).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
  }
}
