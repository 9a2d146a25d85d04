/**
 * What `users.email_verified` holds: how far the account's address is proven. One column, so
 * no state can say "proven by a link" and "not proven" at once, and the accounts proven before
 * the levels existed keep what they had (1).
 */
export const EMAIL_PROOF = {
  /** No link we mailed was followed yet. */
  none: 0,
  /**
   * The mailbox itself: a verification link, a reset link, the provider's verified e-mail (or
   * an account proven before links were told apart). Every invitation to the address shows.
   */
  mailbox: 1,
  /**
   * One invitation's link only (joined from it, or accepted with its token): a link can be
   * forwarded, so it proves that invitation and no other. The address counts as confirmed (no
   * banner asks again), but invitations to it still wait for their own links or a mailbox proof.
   */
  invitationLink: 2,
} as const;

export type EmailProof = (typeof EMAIL_PROOF)[keyof typeof EMAIL_PROOF];

/** What user answers call `emailVerified`: some link mailed to the address was followed. */
export const addressConfirmed = (proof: number): boolean => proof !== EMAIL_PROOF.none;

/** Whether invitations to the address may be shown to the account (E6). */
export const mailboxProven = (proof: number): boolean => proof === EMAIL_PROOF.mailbox;
