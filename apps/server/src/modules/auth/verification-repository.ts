import type { Db } from '../../db/database.js';
import { EMAIL_PROOF } from './email-proof.js';

/** The links that prove a mailbox (migration 0005), stored as hashes like reset links. */
export class VerificationRepository {
  constructor(private readonly db: Db) {}

  async create(
    db: Db,
    link: { tokenHash: string; userId: string; expiresAt: string; now: string },
  ): Promise<void> {
    await db
      .insertInto('email_verifications')
      .values({
        token_hash: link.tokenHash,
        user_id: link.userId,
        expires_at: link.expiresAt,
        created_at: link.now,
      })
      .execute();
  }

  /**
   * Uses a verification link once and marks its account's mailbox proven, in one transaction.
   * Answers the account's id, or undefined for an unknown, used or expired link.
   */
  consume(tokenHash: string, now: string): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const link = await trx
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!link) return undefined;
      await this.markMailboxProven(trx, link.user_id, now);
      return link.user_id;
    });
  }

  /** The account's mailbox is proven (a verification link, the provider's word). */
  async markMailboxProven(db: Db, userId: string, now: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ email_verified: EMAIL_PROOF.mailbox, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified', '<>', EMAIL_PROOF.mailbox)
      .execute();
    // Every other link of the account has done its work.
    await db
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * The account followed one invitation's link: its address counts as confirmed, its mailbox
   * not (see `EMAIL_PROOF.invitationLink`). Its verification links stay usable: following one
   * is what proves the mailbox.
   */
  async markInvitationLinkProven(db: Db, userId: string, now: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ email_verified: EMAIL_PROOF.invitationLink, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified', '=', EMAIL_PROOF.none)
      .execute();
  }
}
