import { SCRAPE_HTML_MAX_BYTES } from '@wishlist/core';
import { useEffect } from 'react';
import { firstLinkIn } from './shared-link';

/**
 * The page the bookmarklet sends (X2): the shop's page, as the person's browser shows it, goes
 * with its address to the share page this app opened for it, through `postMessage` between the
 * two windows (a cross-origin fetch with the person's session is not allowed, and must not be).
 * The share page says it is ready to the shop page's origin only, and takes the page only from
 * the window that opened it, from that origin, for the link it was given. It is kept in memory
 * until Quick Add reads it, and never stored. Where the shop's own policy cuts the two windows
 * apart (Cross-Origin-Opener-Policy), nothing arrives and Quick Add fetches the address.
 */

/** The share page to the bookmarklet: send the page now. */
export const READY_MESSAGE = { wishlist: 'ready' } as const;

interface SentPage {
  url: string;
  html: string;
}

function readSentPage(data: unknown): SentPage | null {
  const message = data as { wishlist?: unknown; url?: unknown; html?: unknown } | null;
  if (message?.wishlist !== 'page') return null;
  return typeof message.url === 'string' && typeof message.html === 'string'
    ? { url: message.url, html: message.html }
    : null;
}

/** The one page waiting for Quick Add: the bookmarklet is used on one page at a time. */
let waiting: SentPage | null = null;

/** Keeps a page for its link; one over what the server reads is left to be fetched. */
export function keepSentPage(url: string, html: string): void {
  const fits = new TextEncoder().encode(html).byteLength <= SCRAPE_HTML_MAX_BYTES;
  waiting = fits ? { url, html } : null;
}

/** The page sent for `url`, once: Quick Add reads it instead of fetching the address. */
export function takeSentPage(url: string): string | undefined {
  if (waiting?.url !== url) return undefined;
  const { html } = waiting;
  waiting = null;
  return html;
}

/**
 * On the share page opened by the bookmarklet for `link`: asks the shop's page for itself and
 * keeps what it sends, then lets go of the window that opened this one.
 */
export function usePageFromOpener(link: string | null): void {
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!link || !opener) return;
    const origin = new URL(link).origin;
    const hear = (event: MessageEvent) => {
      if (event.source !== opener || event.origin !== origin) return;
      const page = readSentPage(event.data);
      if (!page || firstLinkIn(page.url) !== link) return;
      keepSentPage(link, page.html);
      window.removeEventListener('message', hear);
      window.opener = null;
    };
    window.addEventListener('message', hear);
    opener.postMessage(READY_MESSAGE, origin);
    return () => window.removeEventListener('message', hear);
  }, [link]);
}
