/**
 * Fetches what a rendered page asks for (scripts, JSON, stylesheets) under the rules the page
 * itself was fetched with: the same URL and address vetting, the same connector (every address
 * vetted inside its own DNS lookup), redirects followed by hand and re-vetted at each hop. What
 * differs is what one page's requests share: one deadline and one allowance of bytes.
 */
import { Agent, type Dispatcher, request } from 'undici';
import type { AddressPolicy } from './address-policy.js';
import { ScrapeRefusedError } from './errors.js';
import {
  addressPolicyFor,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  decompress,
  type FetchPageOptions,
  firstHeader,
  parseTargetUrl,
  REDIRECT_STATUSES,
  toScrapeError,
} from './fetch-page.js';
import { createSafeConnector } from './safe-lookup.js';

/** Bytes all of one page's requests may read together; past it, every request is refused. */
export class ByteAllowance {
  private spent = 0;

  constructor(readonly max: number) {}

  get exceeded(): boolean {
    return this.spent > this.max;
  }

  get remaining(): number {
    return Math.max(0, this.max - this.spent);
  }

  /** Counts bytes read; throws TOO_LARGE once the total passes the allowance. */
  spend(bytes: number): void {
    this.spent += bytes;
    if (this.spent > this.max) throw new ScrapeRefusedError('TOO_LARGE');
  }
}

export interface ResourceRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
}

export interface FetchedResource {
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body, decompressed (Content-Encoding undone). */
  body: Buffer;
}

/**
 * Request headers never passed on: undici sets or refuses these itself, and the server has no
 * cookies to send; it reads as the same browser the page fetch claims to be.
 */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
  'cookie',
  'accept-encoding',
  'user-agent',
]);

function forwardedHeaders(headers: Record<string, string>, userAgent: string) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!lower.startsWith(':') && !NOT_FORWARDED.has(lower)) kept[lower] = value;
  }
  kept['user-agent'] = userAgent;
  kept['accept-encoding'] = 'gzip, deflate, br';
  return kept;
}

/**
 * One page's fetcher: one connection pool (its connector carries the address policy), one
 * deadline (`signal`), one {@link ByteAllowance}. Only GET and HEAD: the server reads other
 * people's sites, it never posts to them.
 */
export class ResourceFetcher {
  private readonly agent: Agent;
  private readonly policy: AddressPolicy;
  private readonly userAgent: string;
  private readonly maxRedirects: number;

  constructor(
    options: FetchPageOptions,
    readonly allowance: ByteAllowance,
    private readonly signal: AbortSignal,
  ) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.policy = addressPolicyFor(options);
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    this.agent = new Agent({
      connect: createSafeConnector({
        policy: this.policy,
        lookup: options.lookup,
        connectTimeoutMs: timeoutMs,
      }),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  }

  /** Throws {@link ScrapeRefusedError} when the request is refused or fails. */
  async fetch(wanted: ResourceRequest): Promise<FetchedResource> {
    const method = wanted.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') throw new ScrapeRefusedError('URL_NOT_ALLOWED');
    if (this.allowance.exceeded) throw new ScrapeRefusedError('TOO_LARGE');
    if (this.signal.aborted) throw new ScrapeRefusedError('FETCH_FAILED');
    let url = parseTargetUrl(wanted.url, this.policy);
    const headers = forwardedHeaders(wanted.headers, this.userAgent);
    try {
      for (let redirects = 0; ; redirects++) {
        const response = await request(url, {
          dispatcher: this.agent,
          method,
          headers,
          signal: this.signal,
        });
        const location = firstHeader(response.headers.location);
        if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
          response.body.on('error', () => {}).destroy();
          if (redirects >= this.maxRedirects) throw new ScrapeRefusedError('TOO_MANY_REDIRECTS');
          url = parseTargetUrl(location, this.policy, url);
          continue;
        }
        return await this.read(url, response);
      }
    } catch (error) {
      throw toScrapeError(error);
    }
  }

  private async read(url: URL, response: Dispatcher.ResponseData): Promise<FetchedResource> {
    const { statusCode: status, headers, body } = response;
    try {
      const declared = Number(firstHeader(headers['content-length']));
      if (Number.isFinite(declared) && declared > this.allowance.remaining) {
        throw new ScrapeRefusedError('TOO_LARGE');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) {
        this.allowance.spend(chunk.length);
        chunks.push(chunk);
      }
      const raw = Buffer.concat(chunks);
      const encoding = firstHeader(headers['content-encoding']);
      // What decompressing adds to the raw bytes is spent too: the cap is on what is held.
      const decoded = await decompress(raw, encoding, this.allowance.remaining + raw.length);
      if (decoded.length > raw.length) this.allowance.spend(decoded.length - raw.length);
      return { url: url.href, status, headers, body: decoded };
    } finally {
      if (!body.destroyed) body.on('error', () => {}).destroy();
    }
  }

  close(): void {
    this.agent.destroy().catch(() => {});
  }
}
