import type { Db } from '../../../db/database.js';
import { EMAIL_PROOF } from '../email-proof.js';
import { NO_PASSWORD } from '../passwords.js';

/** What signing in through the provider changes on an existing account. */
export class ProviderAccountRepository {
  /**
   * An account whose mailbox the provider has now proven, and nothing had before (an
   * invitation's link proves less, since it can be forwarded): nobody had shown that its
   * password and sessions were the mailbox owner's (someone may have registered the address
   * first, to wait for its owner), so the password is removed and every token issued before
   * ends. The account is then verified (the caller marks it, with its pending links).
   * Answers false when the mailbox was proven already, and changes nothing then.
   */
  async forgetUnproven(db: Db, userId: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set((eb) => ({
        password_hash: NO_PASSWORD,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', userId)
      .where('email_verified', '<>', EMAIL_PROOF.mailbox)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
