/**
 * What the extension's parts say to each other (runtime messages). What the web app's connect
 * page and the relay say on that page is in @wishlist/core (rules/extension-handoff.ts).
 */

/** The popup or the options page asks the worker to open the web app's connect page. */
export interface OpenConnectPage {
  kind: 'open-connect-page';
}

/** The relay, on the connect page the worker opened, hands over the token the page made. */
export interface TokenFromConnectPage {
  kind: 'token-from-connect-page';
  token: string;
}

export type RuntimeMessage = OpenConnectPage | TokenFromConnectPage;

export function isRuntimeMessage(value: unknown): value is RuntimeMessage {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'open-connect-page' || kind === 'token-from-connect-page';
}
