/**
 * What the extension keeps on the device: the Wishlist server's address and the personal API
 * token (P2) the web app gave it. Both in `storage.local`, which only the extension's own pages
 * and worker can read; the token never goes into an address.
 */
import browser from 'webextension-polyfill';

/** Where a Wishlist runs on the person's own machine (the server's default `PORT`). */
export const DEFAULT_SERVER = 'http://localhost:3000';
/** The web app's page that makes the extension's token (connect-relay.ts speaks to it). */
export const CONNECT_PATH = '/connect-extension';

export interface Settings {
  /** The server's origin, as `http(s)://host[:port]`. */
  server: string;
  token: string | null;
}

/** The origin of an http(s) address the person typed, or null when it is not one. */
export function serverOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The match pattern of a server's pages, as host permissions name it. */
export const originPattern = (origin: string) => `${origin}/*`;

export async function readSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(['server', 'token']);
  const server = typeof stored.server === 'string' ? stored.server : DEFAULT_SERVER;
  const token = typeof stored.token === 'string' ? stored.token : null;
  return { server, token };
}

/** A new address forgets the token: it was made by, and only works on, the old server. */
export async function saveServer(origin: string): Promise<void> {
  const { server } = await readSettings();
  if (origin === server) return;
  await browser.storage.local.set({ server: origin });
  await browser.storage.local.remove('token');
}

export async function saveToken(token: string): Promise<void> {
  await browser.storage.local.set({ token });
}

export async function forgetToken(): Promise<void> {
  await browser.storage.local.remove('token');
}

/** Whether the extension may call the server (its host permission, granted or asked for). */
export function canReach(origin: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originPattern(origin)] });
}
