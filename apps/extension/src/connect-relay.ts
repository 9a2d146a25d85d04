/**
 * Runs on the web app's connect page, in the tab the extension opened (background.ts): says the
 * extension is there, and carries the token the page made to the extension's worker. Messages go
 * only to the page's own origin, and only the page's own messages are read.
 */
import { extensionMessage, readWebAppMessage } from '@wishlist/core';
import browser from 'webextension-polyfill';

type Said = Parameters<typeof extensionMessage>[0];
const say = (type: Said) => window.postMessage(extensionMessage(type), location.origin);

async function handOver(token: string): Promise<void> {
  const answer = (await browser.runtime
    .sendMessage({ kind: 'token-from-connect-page', token })
    .catch(() => undefined)) as { ok?: boolean } | undefined;
  say(answer?.ok ? 'connected' : 'refused');
}

/** Injected again when the page reloads: one listener per page. */
const relayed = window as typeof window & { wishlistRelay?: true };
if (!relayed.wishlistRelay) {
  relayed.wishlistRelay = true;
  window.addEventListener('message', (event) => {
    if (event.source !== window || event.origin !== location.origin) return;
    const said = readWebAppMessage(event.data);
    if (said?.type === 'ready') say('hello');
    else if (said?.type === 'token') void handOver(said.token);
  });
  say('hello');
}
