/**
 * Told when bearer tokens end, so that what they hold open ends with them: the live event
 * streams they opened (decision 029). Other processes learn it at their next heartbeat.
 */
export interface SessionEnds {
  /** The session token `tokenId` was signed out. */
  tokenEnded(tokenId: string): void;
  /**
   * Every token of `userId` made before the token version `version` ended (a new password), or
   * every one (no version: the account is gone).
   */
  accountEnded(userId: string, version?: number): void;
}
