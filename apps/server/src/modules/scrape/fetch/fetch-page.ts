import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { decodeHtml } from '@wishlist/extract/decode';
import { Agent, type Dispatcher, request } from 'undici';
import { msg } from '../../../i18n/message.js';
import { type AddressPolicy, anyAddress, publicAddressesOnly } from './address-policy.js';
import { findRefusal, ScrapeRefusedError } from './errors.js';
import { createSafeConnector } from './safe-lookup.js';

export interface FetchPageOptions {
  /** Skip the address checks (SCRAPE_ALLOW_PRIVATE=1, tests only). Every other rule still applies. */
  allowPrivate?: boolean;
  /** Overall deadline for all hops, connecting and reading the body. Default 10 000 ms. */
  timeoutMs?: number;
  /** Most bytes read (and decompressed) from the body. Default 5 MB. */
  maxBytes?: number;
  /** Most redirects followed. Default 5. */
  maxRedirects?: number;
  /** dns.lookup-compatible resolver (tests inject one). Its answers are still vetted. */
  lookup?: LookupFunction;
  userAgent?: string;
  /**
   * Which IP addresses may be contacted; default: public unicast only. Tests use this to allow
   * one loopback address and block another — production code should not pass it.
   */
  addressPolicy?: AddressPolicy;
}

export interface FetchedPage {
  /** The URL of the page finally answered, after redirects (without #fragment). */
  finalUrl: string;
  /** The final, non-redirect HTTP status — 4xx/5xx pages are returned, not thrown. */
  status: number;
  html: string;
}

/** A fetched page before decoding: the bytes can go to a worker thread as they are. */
export interface FetchedBytes {
  finalUrl: string;
  status: number;
  /** The Content-Type header, which may name the charset. */
  contentType: string | undefined;
  /** The body, decompressed. */
  bytes: Uint8Array;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAX_URL_LENGTH = 4096;
export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Parses and vets one hop's URL: http(s) only, no credentials, and a literal-IP host must pass
 * the address policy (no DNS lookup happens for it). WHATWG URL parsing has already turned
 * decimal/hex/octal/short IPv4 forms (2130706433, 0x7f000001, 127.1) into dotted form.
 */
export function parseTargetUrl(input: string, policy: AddressPolicy, base?: URL): URL {
  let url: URL;
  try {
    if (input.length > MAX_URL_LENGTH) throw new Error('URL too long');
    url = new URL(input.trim(), base);
  } catch (cause) {
    throw base
      ? new ScrapeRefusedError('FETCH_FAILED', msg('server.scrape.redirectInvalid'), { cause })
      : new ScrapeRefusedError('INVALID_URL', undefined, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeRefusedError('URL_NOT_ALLOWED');
  }
  if (url.username !== '' || url.password !== '') {
    throw new ScrapeRefusedError('URL_NOT_ALLOWED', msg('server.scrape.credentials'));
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0 && !policy(host)) throw new ScrapeRefusedError('ADDRESS_NOT_ALLOWED');
  url.hash = '';
  return url;
}

export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isHtml(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && HTML_TYPES.has(mediaType);
}

async function readCapped(body: Dispatcher.ResponseData['body'], maxBytes: number) {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new ScrapeRefusedError('TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/** Undoes Content-Encoding; the decompressed size is capped too (no zip bombs). */
export async function decompress(
  raw: Buffer,
  encodingHeader: string | undefined,
  maxBytes: number,
) {
  const encodings = (encodingHeader ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== 'identity');
  // Lenient like browsers: a truncated gzip/deflate stream still yields what it holds.
  const lenient = { maxOutputLength: maxBytes, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  let data = raw;
  try {
    for (const encoding of encodings.reverse()) {
      if (encoding === 'gzip' || encoding === 'x-gzip') data = await gunzip(data, lenient);
      else if (encoding === 'deflate') {
        // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
        data = await inflate(data, lenient).catch(() => inflateRaw(data, lenient));
      } else if (encoding === 'br') data = await brotli(data, { maxOutputLength: maxBytes });
      else throw new Error(`Unsupported content-encoding ${encoding}`);
    }
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ScrapeRefusedError('TOO_LARGE', undefined, { cause });
    }
    throw new ScrapeRefusedError('FETCH_FAILED', msg('server.scrape.couldNotRead'), { cause });
  }
  if (data.length > maxBytes) throw new ScrapeRefusedError('TOO_LARGE');
  return data;
}

const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);

/**
 * A refused connection, one that never completes (a filtered port) and one that answers too
 * slowly all read the same, so Quick Add cannot map which ports of a host are open. Only a name
 * that does not exist (public knowledge) gets words of its own.
 */
export function toScrapeError(error: unknown): ScrapeRefusedError {
  const refusal = findRefusal(error);
  if (refusal) return refusal;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && NOT_FOUND_CODES.has(code)) {
    return new ScrapeRefusedError('FETCH_FAILED', msg('server.scrape.unknownSite'), {
      cause: error,
    });
  }
  return new ScrapeRefusedError('FETCH_FAILED', undefined, { cause: error });
}

/** The addresses a fetch with these options may contact. */
export function addressPolicyFor(options: FetchPageOptions): AddressPolicy {
  return options.allowPrivate ? anyAddress : (options.addressPolicy ?? publicAddressesOnly);
}

/**
 * Fetches a user-supplied shop page safely: every hop is re-validated, every address the socket
 * connects to is vetted inside its own DNS lookup, redirects are followed by hand, and the whole
 * operation is bounded in time and size. Throws {@link ScrapeRefusedError} on refusal/failure.
 */
export async function fetchPage(
  input: string,
  options: FetchPageOptions = {},
): Promise<FetchedPage> {
  const { finalUrl, status, contentType, bytes } = await fetchPageBytes(input, options);
  return { finalUrl, status, html: decodeHtml(bytes, contentType) };
}

/** {@link fetchPage} without the decoding, which the caller does elsewhere. */
export async function fetchPageBytes(
  input: string,
  options: FetchPageOptions = {},
): Promise<FetchedBytes> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const policy = addressPolicyFor(options);
  const headers = {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-language': 'en-GB,en;q=0.9',
    'accept-encoding': 'gzip, deflate, br',
  };

  let url = parseTargetUrl(input, policy);

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new ScrapeRefusedError('FETCH_FAILED')),
    timeoutMs,
  );
  // One agent per call: its connector carries this call's policy and resolver, and its sockets
  // die with it. Redirects are never followed by undici itself (no redirect interceptor).
  const agent = new Agent({
    connect: createSafeConnector({ policy, lookup: options.lookup, connectTimeoutMs: timeoutMs }),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        headers,
        signal: controller.signal,
      });
      const location = firstHeader(response.headers.location);
      if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
        response.body.on('error', () => {}).destroy();
        if (redirects >= maxRedirects) throw new ScrapeRefusedError('TOO_MANY_REDIRECTS');
        url = parseTargetUrl(location, policy, url);
        continue;
      }
      return await readPage(url, response, maxBytes);
    }
  } catch (error) {
    throw toScrapeError(error);
  } finally {
    clearTimeout(timer);
    agent.destroy().catch(() => {});
  }
}

async function readPage(
  url: URL,
  response: Dispatcher.ResponseData,
  maxBytes: number,
): Promise<FetchedBytes> {
  const { statusCode: status, body } = response;
  try {
    const contentType = firstHeader(response.headers['content-type']);
    // Error pages are handed back whatever their type, so the caller can recognise bot walls.
    if (status >= 200 && status < 300 && !isHtml(contentType)) {
      throw new ScrapeRefusedError('NOT_HTML');
    }
    const declaredLength = Number(firstHeader(response.headers['content-length']));
    if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
      throw new ScrapeRefusedError('TOO_LARGE');
    }
    const raw = await readCapped(body, maxBytes);
    const encoding = firstHeader(response.headers['content-encoding']);
    const bytes = await decompress(raw, encoding, maxBytes);
    return { finalUrl: url.href, status, contentType, bytes };
  } finally {
    if (!body.destroyed) body.on('error', () => {}).destroy();
  }
}
