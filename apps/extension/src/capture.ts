/**
 * Takes the page of a tab as the person's browser shows it (after scripts, sign-in and bot
 * checks), so Quick Add reads what they see rather than what a shop shows a server (X1). It runs
 * with `activeTab`: the toolbar button or the context-menu entry grants it for that tab.
 */
import { SCRAPE_HTML_MAX_BYTES } from '@wishlist/core';
import browser from 'webextension-polyfill';

export interface CapturedPage {
  url: string;
  /** Absent when the page could not be read (a browser page, a store the browser protects). */
  html?: string;
}

/** Runs in the page: its address and the document as it stands now. */
function readDocument(): { url: string; html: string } {
  return { url: location.href, html: document.documentElement.outerHTML };
}

/**
 * The page of `tabId`. When the browser refuses to run script there, its address alone: Quick
 * Add then fetches the page, as the web app's does.
 */
export async function capturePage(tabId: number): Promise<CapturedPage | null> {
  try {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: readDocument,
    });
    const result = frame?.result as { url?: unknown; html?: unknown } | undefined;
    if (typeof result?.url === 'string' && typeof result.html === 'string') {
      // Past what the server reads (413), the server fetches the address instead.
      const fits = new TextEncoder().encode(result.html).byteLength <= SCRAPE_HTML_MAX_BYTES;
      return fits ? { url: result.url, html: result.html } : { url: result.url };
    }
  } catch {
    // Not scriptable here: fall back to the address below.
  }
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  return tab?.url && /^https?:/.test(tab.url) ? { url: tab.url } : null;
}
