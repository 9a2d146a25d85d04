/**
 * The calls the extension makes, with its personal API token (P2) as the bearer: the caller's
 * lists, Quick Add of the page it sends (X1), and saving an item through the list's items.
 */
import { type ItemBody, type ScrapeResult, toItemBody, type WishList } from '@wishlist/core';
import type { Settings } from './settings.js';

/** A refusal or a failure; `message` is the server's sentence when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

async function call<T>(settings: Settings, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (settings.token) headers.set('authorization', `Bearer ${settings.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${settings.server}${path}`, { ...init, headers });
  } catch {
    // No answer at all: the server is down, or the address is wrong.
    throw new ApiError(0, '');
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : '',
      typeof code === 'string' ? code : undefined,
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The caller's lists that take new items: their own, not archived (L3). */
export async function ownLists(settings: Settings): Promise<WishList[]> {
  const lists = await call<WishList[]>(settings, '/api/lists');
  return lists.filter((list) => !list.archived);
}

/** Quick Add of the page as the browser shows it; without `html`, the server fetches `url`. */
export function scrapePage(settings: Settings, url: string, html?: string): Promise<ScrapeResult> {
  return call<ScrapeResult>(settings, '/api/scrape', {
    method: 'POST',
    body: JSON.stringify(html === undefined ? { url } : { url, html }),
  });
}

/** Tries a save again when another came first (409 `stale`), on the list as it then stands. */
const SAVE_ATTEMPTS = 3;

/** Adds `item` last on the list, keeping every item another save added meanwhile. */
export async function addItem(
  settings: Settings,
  listId: string,
  item: ItemBody,
): Promise<WishList> {
  const path = `/api/lists/${encodeURIComponent(listId)}`;
  for (let attempt = 1; ; attempt++) {
    const list = await call<WishList>(settings, path);
    try {
      return await call<WishList>(settings, path, {
        method: 'PUT',
        body: JSON.stringify({
          version: list.version,
          items: [...list.items.map(toItemBody), item],
        }),
      });
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409 && error.code === 'stale';
      if (!stale || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}
