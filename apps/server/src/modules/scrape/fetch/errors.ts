/** Stable reasons a scrape can be refused or fail. The API may switch on these. */
export type ScrapeRefusedCode =
  | 'INVALID_URL'
  | 'URL_NOT_ALLOWED'
  | 'ADDRESS_NOT_ALLOWED'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'FETCH_FAILED'
  | 'UPSTREAM_STATUS';

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
};

const DEFAULT_MESSAGE: Record<ScrapeRefusedCode, string> = {
  INVALID_URL: 'That does not look like a web address.',
  URL_NOT_ALLOWED: 'Only ordinary http:// or https:// web addresses can be used.',
  ADDRESS_NOT_ALLOWED: 'That address points to a private or local network, so it cannot be used.',
  TOO_MANY_REDIRECTS: 'The shop page redirected too many times.',
  TOO_LARGE: 'The shop page is too large to read.',
  NOT_HTML: 'That address does not point to a web page.',
  FETCH_FAILED: 'We could not load that shop page.',
  UPSTREAM_STATUS: 'The shop did not return the page.',
};

/** A scrape that was refused or failed. `message` is a sentence that can be shown to the user. */
export class ScrapeRefusedError extends Error {
  override readonly name = 'ScrapeRefusedError';
  readonly status: 400 | 422;

  constructor(
    readonly code: ScrapeRefusedCode,
    message: string = DEFAULT_MESSAGE[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
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
