/**
 * How the web app's connect page hands a personal API token (P2) to the browser extension (X1):
 * messages through `window.postMessage` between the page and the extension's relay script on
 * it, each side sending only to the page's own origin and reading only what came from it
 * (docs/decisions/041). Shared so that both sides read the same shapes.
 */

const FROM_EXTENSION = 'wishlist-extension';
const FROM_WEB_APP = 'wishlist-web-app';

/** The relay to the page: it is there, the token was taken, or the extension refused it. */
export type ExtensionSays = {
  source: typeof FROM_EXTENSION;
  type: 'hello' | 'connected' | 'refused';
};

/** The page to the relay: it is listening, or here is the token it made. */
export type WebAppSays =
  | { source: typeof FROM_WEB_APP; type: 'ready' }
  | { source: typeof FROM_WEB_APP; type: 'token'; token: string };

export const extensionMessage = (type: ExtensionSays['type']): ExtensionSays => ({
  source: FROM_EXTENSION,
  type,
});

export const webAppReady = (): WebAppSays => ({ source: FROM_WEB_APP, type: 'ready' });

export const webAppToken = (token: string): WebAppSays => ({
  source: FROM_WEB_APP,
  type: 'token',
  token,
});

/** What the extension said, or null for any other message on the page. */
export function readExtensionMessage(data: unknown): ExtensionSays | null {
  const message = data as Partial<ExtensionSays> | null;
  if (message?.source !== FROM_EXTENSION) return null;
  const { type } = message;
  return type === 'hello' || type === 'connected' || type === 'refused'
    ? { source: FROM_EXTENSION, type }
    : null;
}

/** What the web app said, or null for any other message on the page. */
export function readWebAppMessage(data: unknown): WebAppSays | null {
  const message = data as { source?: unknown; type?: unknown; token?: unknown } | null;
  if (message?.source !== FROM_WEB_APP) return null;
  if (message.type === 'ready') return webAppReady();
  if (message.type === 'token' && typeof message.token === 'string')
    return webAppToken(message.token);
  return null;
}
