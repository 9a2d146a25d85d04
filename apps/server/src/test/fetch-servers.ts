import type { LookupAddress } from 'node:dns';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { expect } from 'vitest';
import { ScrapeRefusedError } from '../modules/scrape/fetch/errors.js';

/**
 * Test servers and a stand-in resolver for the safe fetch's tests (its refusals of private
 * targets, its limits and decoding).
 */

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestServer {
  host: string;
  port: number;
  origin: string;
  /** TCP connections accepted and HTTP requests seen — the SSRF tests require both to stay 0. */
  hits: { connections: number; requests: number; paths: string[]; headers: IncomingHttpHeaders[] };
  reset(): void;
  close(): Promise<void>;
}

export async function startServer(
  handler: Handler,
  host = '127.0.0.1',
  port = 0,
): Promise<TestServer> {
  const hits: TestServer['hits'] = { connections: 0, requests: 0, paths: [], headers: [] };
  const server = createServer((req, res) => {
    hits.requests++;
    hits.paths.push(req.url ?? '');
    hits.headers.push(req.headers);
    handler(req, res);
  });
  server.on('connection', () => {
    hits.connections++;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    host,
    port: bound,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    hits,
    reset() {
      Object.assign(hits, { connections: 0, requests: 0, paths: [], headers: [] });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A dns.lookup stand-in answering from a table; records the names it was asked for. */
export function fakeLookup(table: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const lookup: LookupFunction = (hostname, options, callback) => {
    calls.push(hostname);
    const entry = table[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    setImmediate(() => {
      if (!addresses) {
        const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
        err.code = 'ENOTFOUND';
        callback(err, []);
        return;
      }
      const all: LookupAddress[] = addresses.map((address) => ({
        address,
        family: address.includes(':') ? 6 : 4,
      }));
      if (options.all) callback(null, all);
      else callback(null, all[0]?.address ?? '', all[0]?.family);
    });
  };
  return { lookup, calls };
}

export async function refusal(promise: Promise<unknown>): Promise<ScrapeRefusedError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the fetch to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ScrapeRefusedError);
  const refused = error as ScrapeRefusedError;
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.status).toBeLessThan(500);
  expect(refused.message).toMatch(/\.$/);
  return refused;
}

export const html = (
  res: ServerResponse,
  body: string | Buffer,
  type = 'text/html; charset=utf-8',
) => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};
