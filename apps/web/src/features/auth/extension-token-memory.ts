/**
 * Which personal API token this browser's extension was last given, per account, on this device:
 * a new connection revokes the one it replaces, so reconnecting (after reinstalling it, or
 * signing out of it) does not pile up tokens towards the account's cap. Only the token's id is
 * kept, never its text.
 */
const key = (userId: string) => `extensionToken:${userId}`;

/** The id of the token the extension was given here before, if any. */
export function heldExtensionToken(userId: string): string | null {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

/** The extension took token `id`: the next connection here replaces it. */
export function rememberExtensionToken(userId: string, id: string): void {
  try {
    localStorage.setItem(key(userId), id);
  } catch {
    // Private mode may refuse storage: the next connection then leaves this token be.
  }
}
