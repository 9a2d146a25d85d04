import type { Db } from '../../db/database.js';

/** Removing an account and what hangs on it, inside the caller's transaction. */
export class AccountRepository {
  /**
   * Drops the invitations sent to the user's address, then the user row: its lists with their
   * items and invitations, its claims on other lists, its reset and confirmation links and known
   * addresses go with it (the foreign keys cascade). The claims' triggers give each claimed item
   * its units back, so friends see those gifts free again. Every token the user held ends, as
   * their row is gone.
   */
  async deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
    await db.deleteFrom('invitations').where('invitee_email', '=', user.email).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
  }
}
