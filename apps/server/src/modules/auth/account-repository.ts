import type { Db } from '../../db/database.js';

/** Removing an account and what hangs on it, inside the caller's transaction. */
export class AccountRepository {
  /**
   * Frees the gifts the user claimed on other lists (so their friends see them free again),
   * drops the invitations sent to their address, then the user row: its lists with their items
   * and invitations, its reset and confirmation links and known addresses go with it (the
   * foreign keys cascade). Every token the user held ends, as their row is gone.
   */
  async deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
    await db
      .updateTable('items')
      .set({ bought_by: null, bought_at: null })
      .where('bought_by', '=', user.id)
      .execute();
    await db.deleteFrom('invitations').where('invitee_email', '=', user.email).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
  }
}
