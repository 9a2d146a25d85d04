import type { MessageKey } from '../../../i18n/catalogs.js';
import { english, type Message, msg } from '../../../i18n/message.js';

/** Stable reasons a scrape can be refused or fail. The API may switch on these. */
export type ScrapeRefusedCode =
  | 'INVALID_URL'
  | 'URL_NOT_ALLOWED'
  | 'ADDRESS_NOT_ALLOWED'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'FETCH_FAILED'
  | 'UPSTREAM_STATUS'
  /** Reading the page took more memory than allowed (a render Chromium was stopped for). */
  | 'PAGE_TOO_LARGE';

/**
 * HTTP status the API should answer with for each code. Always 4xx: 400 when the input itself
 * is refused, 422 when the page could not be used.
 */
const STATUS: Record<ScrapeRefusedCode, 400 | 422> = {
  INVALID_URL: 400,
  URL_NOT_ALLOWED: 400,
  ADDRESS_NOT_ALLOWED: 400,
  TOO_MANY_REDIRECTS: 422,
  TOO_LARGE: 422,
  NOT_HTML: 422,
  FETCH_FAILED: 422,
  UPSTREAM_STATUS: 422,
  PAGE_TOO_LARGE: 422,
};

const DEFAULT_MESSAGE: Record<ScrapeRefusedCode, MessageKey> = {
  INVALID_URL: 'server.scrape.invalidUrl',
  URL_NOT_ALLOWED: 'server.scrape.urlNotAllowed',
  ADDRESS_NOT_ALLOWED: 'server.scrape.addressNotAllowed',
  TOO_MANY_REDIRECTS: 'server.scrape.tooManyRedirects',
  TOO_LARGE: 'server.scrape.tooLarge',
  NOT_HTML: 'server.scrape.notHtml',
  FETCH_FAILED: 'server.scrape.fetchFailed',
  UPSTREAM_STATUS: 'server.scrape.upstreamStatus',
  // The extraction thread's words when a page outgrows its heap: the same refusal.
  PAGE_TOO_LARGE: 'server.scrape.tooLargeToRead',
};

/**
 * A scrape that was refused or failed. `text` is a sentence that can be shown to the user, in
 * their language; `message` is its English.
 */
export class ScrapeRefusedError extends Error {
  override readonly name = 'ScrapeRefusedError';
  readonly status: 400 | 422;

  constructor(
    readonly code: ScrapeRefusedCode,
    readonly text: Message = msg(DEFAULT_MESSAGE[code]),
    options?: { cause?: unknown },
  ) {
    super(english(text), options);
    this.status = STATUS[code];
  }
}

/** Finds a ScrapeRefusedError in an error or its `cause` chain (undici/net may wrap errors). */
export function findRefusal(error: unknown): ScrapeRefusedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof ScrapeRefusedError) return current;
    current = current.cause;
  }
  return undefined;
}
