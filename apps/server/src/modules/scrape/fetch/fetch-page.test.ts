import type { LookupAddress } from 'node:dns';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScrapeRefusedError } from './errors.js';
import { type FetchPageOptions, fetchPage } from './fetch-page.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface TestServer {
  host: string;
  port: number;
  origin: string;
  /** TCP connections accepted and HTTP requests seen — the SSRF tests require both to stay 0. */
  hits: { connections: number; requests: number; paths: string[]; headers: IncomingHttpHeaders[] };
  reset(): void;
  close(): Promise<void>;
}

async function startServer(handler: Handler, host = '127.0.0.1', port = 0): Promise<TestServer> {
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
function fakeLookup(table: Record<string, string[] | (() => string[])>) {
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

async function refusal(promise: Promise<unknown>): Promise<ScrapeRefusedError> {
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

const html = (res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};

describe('fetchPage refuses SSRF targets (default policy)', () => {
  let target: TestServer;
  let target6: TestServer | undefined;

  beforeAll(async () => {
    target = await startServer((_req, res) => html(res, '<p>secret</p>'));
    target6 = await startServer((_req, res) => html(res, '<p>secret</p>'), '::1').catch(
      () => undefined,
    );
  });
  afterAll(async () => {
    await target.close();
    await target6?.close();
  });
  afterEach(() => {
    // Not a single TCP connection may reach the loopback servers.
    expect(target.hits).toMatchObject({ connections: 0, requests: 0 });
    expect(target6?.hits.connections ?? 0).toBe(0);
  });

  it('WHATWG URL parsing normalises odd IPv4 spellings to dotted form', () => {
    for (const host of [
      '2130706433',
      '0x7f000001',
      '127.1',
      '0177.0.0.1',
      '0x7f.0.0.1',
      '127.0.1',
    ]) {
      expect(new URL(`http://${host}/`).hostname).toBe('127.0.0.1');
    }
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it.each([
    ['loopback', (p: number) => `http://127.0.0.1:${p}/`],
    ['IPv4-mapped IPv6', (p: number) => `http://[::ffff:127.0.0.1]:${p}/`],
    ['IPv4-compatible IPv6', (p: number) => `http://[::127.0.0.1]:${p}/`],
    ['decimal', (p: number) => `http://2130706433:${p}/`],
    ['hex', (p: number) => `http://0x7f000001:${p}/`],
    ['octal', (p: number) => `http://0177.0.0.1:${p}/`],
    ['short form', (p: number) => `http://127.1:${p}/`],
    ['0.0.0.0 (reaches localhost on Linux)', (p: number) => `http://0.0.0.0:${p}/`],
    ['https to loopback', (p: number) => `https://127.0.0.1:${p}/`],
  ])('refuses a literal %s address before connecting', async (_name, url) => {
    const error = await refusal(fetchPage(url(target.port)));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
  });

  it('refuses IPv6 loopback [::1]', async () => {
    // Where IPv6 loopback cannot listen, the refusal must still come from the address check
    // (ADDRESS_NOT_ALLOWED), not from a failed connection.
    const port = target6?.port ?? target.port;
    const error = await refusal(fetchPage(`http://[::1]:${port}/`));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
  });

  it('refuses "localhost" resolved by the real system resolver', async () => {
    const error = await refusal(fetchPage(`http://localhost:${target.port}/`));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
  });

  it('refuses a hostname that resolves to loopback, inside the lookup the socket uses', async () => {
    const { lookup, calls } = fakeLookup({ 'shop.test': ['127.0.0.1'] });
    const error = await refusal(fetchPage(`http://shop.test:${target.port}/p/1`, { lookup }));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
    expect(calls).toEqual(['shop.test']);
  });

  it.each([
    [['93.184.216.34', '127.0.0.1']],
    [['127.0.0.1', '93.184.216.34']],
    [['2606:4700::1111', '::ffff:127.0.0.1']],
    [['93.184.216.34', '169.254.169.254']],
  ])('refuses a hostname whose answers mix public and private: %j', async (addresses) => {
    const { lookup } = fakeLookup({ 'mixed.test': addresses });
    const error = await refusal(fetchPage(`http://mixed.test:${target.port}/`, { lookup }));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
  });

  it.each([
    'file:///etc/passwd',
    'ftp://127.0.0.1/',
    'javascript:alert(1)',
    'gopher://127.0.0.1:70/_GET%20/',
    'data:text/html,<p>hi</p>',
    'ws://shop.test/',
  ])('refuses the scheme of %s', async (url) => {
    const error = await refusal(fetchPage(url, { allowPrivate: true }));
    expect(error).toMatchObject({ code: 'URL_NOT_ALLOWED', status: 400 });
  });

  it('refuses credentials in the URL even when private addresses are allowed', async () => {
    for (const creds of ['user:pass@', 'user@', ':pass@']) {
      const error = await refusal(
        fetchPage(`http://${creds}127.0.0.1:${target.port}/`, { allowPrivate: true }),
      );
      expect(error).toMatchObject({ code: 'URL_NOT_ALLOWED', status: 400 });
    }
  });

  it('refuses text that is not a URL', async () => {
    for (const input of ['not a url', '', 'shop.test/product', 'http://']) {
      const error = await refusal(fetchPage(input));
      expect(error).toMatchObject({ code: 'INVALID_URL', status: 400 });
    }
  });
});

describe('fetchPage re-validates every redirect hop and every connection', () => {
  // A (127.0.0.1) is the "public" shop; B (127.0.0.2, same port) stands for an internal host.
  const onlyA: FetchPageOptions['addressPolicy'] = (address) => address === '127.0.0.1';
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const routes: Record<string, (res: ServerResponse) => void> = {
      '/ok': (res) => html(res, '<p>from A</p>'),
      '/to-literal': (res) => res.writeHead(302, { location: `http://127.0.0.2:${a.port}/` }).end(),
      '/to-mapped': (res) =>
        res.writeHead(301, { location: `http://[::ffff:127.0.0.2]:${a.port}/` }).end(),
      '/to-name': (res) =>
        res.writeHead(307, { location: `http://internal.test:${a.port}/` }).end(),
      '/to-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
      '/to-creds': (res) =>
        res.writeHead(302, { location: `http://u:p@127.0.0.1:${a.port}/ok` }).end(),
      '/rebind-hop': (res) => res.writeHead(302, { location: '/ok', connection: 'close' }).end(),
    };
    for (let attempt = 0; ; attempt++) {
      a = await startServer((req, res) => (routes[req.url ?? ''] ?? ((r) => r.end()))(res));
      try {
        b = await startServer((_req, res) => html(res, '<p>internal</p>'), '127.0.0.2', a.port);
        break;
      } catch (error) {
        await a.close();
        if (attempt > 5) throw error;
      }
    }
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  beforeEach(() => {
    a.reset();
    b.reset();
  });

  it('sanity: the policy lets A through', async () => {
    const page = await fetchPage(`${a.origin}/ok`, { addressPolicy: onlyA });
    expect(page).toEqual({ finalUrl: `${a.origin}/ok`, status: 200, html: '<p>from A</p>' });
  });

  it.each([
    ['a literal blocked IP', '/to-literal'],
    ['an IPv4-mapped blocked IP', '/to-mapped'],
  ])('refuses a redirect to %s; the internal host gets no hit', async (_name, path) => {
    const error = await refusal(fetchPage(`${a.origin}${path}`, { addressPolicy: onlyA }));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
    expect(a.hits.requests).toBe(1);
    expect(b.hits.connections).toBe(0);
  });

  it('refuses a redirect to a name resolving to a blocked IP', async () => {
    const { lookup, calls } = fakeLookup({ 'internal.test': ['127.0.0.2'] });
    const error = await refusal(fetchPage(`${a.origin}/to-name`, { addressPolicy: onlyA, lookup }));
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
    expect(calls).toEqual(['internal.test']);
    expect(b.hits.connections).toBe(0);
  });

  it('refuses a redirect to another scheme or to a URL with credentials', async () => {
    for (const path of ['/to-file', '/to-creds']) {
      const error = await refusal(fetchPage(`${a.origin}${path}`, { addressPolicy: onlyA }));
      expect(error).toMatchObject({ code: 'URL_NOT_ALLOWED', status: 400 });
    }
    expect(a.hits.paths).toEqual(['/to-file', '/to-creds']);
  });

  it('DNS rebinding: the address checked is the address connected to (one lookup)', async () => {
    let answer = 0;
    const { lookup, calls } = fakeLookup({
      'rebind.test': () => (answer++ === 0 ? ['127.0.0.1'] : ['127.0.0.2']),
    });
    const page = await fetchPage(`http://rebind.test:${a.port}/ok`, {
      addressPolicy: onlyA,
      lookup,
    });
    expect(page.html).toBe('<p>from A</p>');
    expect(calls).toEqual(['rebind.test']);
    expect(b.hits.connections).toBe(0);
  });

  it('DNS rebinding: a new connection on a later hop is vetted again', async () => {
    let answer = 0;
    const { lookup, calls } = fakeLookup({
      'rebind.test': () => (answer++ === 0 ? ['127.0.0.1'] : ['127.0.0.2']),
    });
    const error = await refusal(
      fetchPage(`http://rebind.test:${a.port}/rebind-hop`, { addressPolicy: onlyA, lookup }),
    );
    expect(error).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', status: 400 });
    expect(calls).toEqual(['rebind.test', 'rebind.test']);
    expect(a.hits.paths).toEqual(['/rebind-hop']);
    expect(b.hits.connections).toBe(0);
  });
});

describe('fetchPage limits and decoding (allowPrivate)', () => {
  let server: TestServer;
  const timers = new Set<NodeJS.Timeout>();
  const base = () => server.origin;
  const SJIS_KONNICHIWA = [0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd];
  const EUCJP_KONNICHIWA = [0xa4, 0xb3, 0xa4, 0xf3, 0xa4, 0xcb, 0xa4, 0xc1, 0xa4, 0xcf];

  beforeAll(async () => {
    server = await startServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      const loop = /^\/loop\/(\d+)$/.exec(path);
      const chain = /^\/chain\/(\d+)$/.exec(path);
      if (loop) {
        res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
      } else if (chain) {
        const left = Number(chain[1]);
        if (left === 0) html(res, '<p>end of chain</p>');
        else res.writeHead(302, { location: `/chain/${left - 1}` }).end();
      } else if (path === '/hang') {
        // never answers
      } else if (path === '/trickle') {
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write('.'), 50);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
      } else if (path === '/slow-redirect') {
        const timer = setTimeout(() => res.writeHead(302, { location: path }).end(), 200);
        timers.add(timer);
      } else if (path === '/endless') {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(16 * 1024, 'a');
        const pump = () => {
          while (!res.destroyed && res.write(chunk)) {}
        };
        res.on('drain', pump);
        pump();
      } else if (path === '/big-declared') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': 10 * 1024 * 1024 });
        res.write('<p>'); // and then nothing: the fetcher must not wait for the rest
      } else if (path === '/json') {
        html(res, '{"price": 10}', 'application/json');
      } else if (path === '/no-type') {
        res.end('<p>no content type</p>');
      } else if (path === '/xhtml') {
        html(res, '<html xmlns="http://www.w3.org/1999/xhtml"/>', 'application/xhtml+xml');
      } else if (path === '/r1') {
        res.writeHead(302, { location: 'sub/r2' }).end();
      } else if (path === '/sub/r2') {
        res.writeHead(301, { location: '../final?x=1#frag' }).end();
      } else if (path === '/final') {
        html(res, `<p>final ${url.search}</p>`);
      } else if (path === '/cp1252') {
        const bytes = [
          ...Buffer.from('<p>Caf'),
          0xe9,
          0x20,
          0x96,
          0x20,
          0x80,
          0x35,
          ...Buffer.from('</p>'),
        ];
        html(res, Buffer.from(bytes), 'text/html; charset=windows-1252');
      } else if (path === '/sjis') {
        const head = '<html><head><meta charset="Shift_JIS"><title>';
        html(res, Buffer.from([...Buffer.from(head), ...SJIS_KONNICHIWA]), 'text/html');
      } else if (path === '/eucjp') {
        const head = '<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP"><p>';
        html(res, Buffer.from([...Buffer.from(head), ...EUCJP_KONNICHIWA]), 'text/html');
      } else if (path === '/404') {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      } else if (path === '/403-text') {
        res.writeHead(403, { 'content-type': 'text/plain' }).end('Access denied');
      } else if (path === '/gzip') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync('<p>compressed café</p>'));
      } else if (path === '/gzip-bomb') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024, ' ')));
      } else if (path === '/headers') {
        html(res, '<p>ok</p>');
      } else {
        res.writeHead(500).end();
      }
    });
  });
  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer);
    await server.close();
  });

  const opts = (extra: FetchPageOptions = {}): FetchPageOptions => ({
    allowPrivate: true,
    ...extra,
  });

  async function timed<T>(promise: Promise<T>) {
    const start = performance.now();
    const result = await promise;
    return { result, ms: performance.now() - start };
  }

  it('times out when the headers never come', async () => {
    const { result, ms } = await timed(
      refusal(fetchPage(`${base()}/hang`, opts({ timeoutMs: 500 }))),
    );
    expect(result).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(1500);
  });

  it('times out when the body trickles', async () => {
    const { result, ms } = await timed(
      refusal(fetchPage(`${base()}/trickle`, opts({ timeoutMs: 500 }))),
    );
    expect(result).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
    expect(ms).toBeLessThan(1500);
  });

  it('the deadline covers all hops together, not each hop', async () => {
    const { result, ms } = await timed(
      refusal(fetchPage(`${base()}/slow-redirect`, opts({ timeoutMs: 500 }))),
    );
    expect(result).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
    expect(ms).toBeLessThan(1500);
  });

  it('times out when DNS never answers', async () => {
    const lookup: LookupFunction = () => {};
    const { result, ms } = await timed(
      refusal(fetchPage('http://slow-dns.test/', { timeoutMs: 300, lookup })),
    );
    expect(result).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
    expect(ms).toBeLessThan(1500);
  });

  it('stops reading an endless body', async () => {
    const error = await refusal(fetchPage(`${base()}/endless`, opts({ maxBytes: 64 * 1024 })));
    expect(error).toMatchObject({ code: 'TOO_LARGE', status: 422 });
  });

  it('refuses at once on a Content-Length over the cap', async () => {
    const { result, ms } = await timed(
      refusal(fetchPage(`${base()}/big-declared`, opts({ timeoutMs: 5000 }))),
    );
    expect(result).toMatchObject({ code: 'TOO_LARGE', status: 422 });
    expect(ms).toBeLessThan(1000);
  });

  it('caps the decompressed size too (gzip bomb)', async () => {
    const error = await refusal(fetchPage(`${base()}/gzip-bomb`, opts()));
    expect(error).toMatchObject({ code: 'TOO_LARGE', status: 422 });
  });

  it('decompresses gzip', async () => {
    const page = await fetchPage(`${base()}/gzip`, opts());
    expect(page.html).toBe('<p>compressed café</p>');
  });

  it('refuses a JSON answer and one without a Content-Type', async () => {
    for (const path of ['/json', '/no-type']) {
      const error = await refusal(fetchPage(`${base()}${path}`, opts()));
      expect(error).toMatchObject({ code: 'NOT_HTML', status: 422 });
    }
  });

  it('accepts application/xhtml+xml', async () => {
    const page = await fetchPage(`${base()}/xhtml`, opts());
    expect(page.status).toBe(200);
  });

  it('follows at most 5 redirects', async () => {
    server.reset();
    const error = await refusal(fetchPage(`${base()}/loop/0`, opts()));
    expect(error).toMatchObject({ code: 'TOO_MANY_REDIRECTS', status: 422 });
    expect(server.hits.requests).toBe(6);
    const page = await fetchPage(`${base()}/chain/5`, opts());
    expect(page).toMatchObject({ finalUrl: `${base()}/chain/0`, html: '<p>end of chain</p>' });
    const fewer = await refusal(fetchPage(`${base()}/chain/3`, opts({ maxRedirects: 2 })));
    expect(fewer.code).toBe('TOO_MANY_REDIRECTS');
  });

  it('resolves relative redirects and reports the final URL', async () => {
    const page = await fetchPage(`${base()}/r1`, opts());
    expect(page).toEqual({
      finalUrl: `${base()}/final?x=1`,
      status: 200,
      html: '<p>final ?x=1</p>',
    });
  });

  it('decodes windows-1252 from the header charset', async () => {
    const page = await fetchPage(`${base()}/cp1252`, opts());
    expect(page.html).toBe('<p>Café – €5</p>');
  });

  it('decodes Shift_JIS from <meta charset> and EUC-JP from <meta http-equiv>', async () => {
    expect((await fetchPage(`${base()}/sjis`, opts())).html).toMatch(/<title>こんにちは$/);
    expect((await fetchPage(`${base()}/eucjp`, opts())).html).toMatch(/<p>こんにちは$/);
  });

  it('returns 4xx pages with their status instead of throwing', async () => {
    expect(await fetchPage(`${base()}/404`, opts())).toEqual({
      finalUrl: `${base()}/404`,
      status: 404,
      html: '<h1>Not found</h1>',
    });
    expect(await fetchPage(`${base()}/403-text`, opts())).toMatchObject({
      status: 403,
      html: 'Access denied',
    });
  });

  it('sends browser-like headers', async () => {
    server.reset();
    await fetchPage(`${base()}/headers`, opts());
    expect(server.hits.headers[0]).toMatchObject({
      'user-agent': expect.stringMatching(/^Mozilla\/5\.0 /),
      accept: expect.stringMatching(/^text\/html,application\/xhtml\+xml/),
      'accept-language': 'en-GB,en;q=0.9',
    });
    await fetchPage(`${base()}/headers`, opts({ userAgent: 'WishlistBot/1.0' }));
    expect(server.hits.headers[1]?.['user-agent']).toBe('WishlistBot/1.0');
  });

  it('reports a refused connection and an unknown host as FETCH_FAILED', async () => {
    const closed = await startServer(() => {});
    const port = closed.port;
    await closed.close();
    const error = await refusal(fetchPage(`http://127.0.0.1:${port}/`, opts()));
    expect(error).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
    const { lookup } = fakeLookup({});
    const missing = await refusal(fetchPage('http://nowhere.test/', { lookup }));
    expect(missing).toMatchObject({ code: 'FETCH_FAILED', status: 422 });
  });

  it('allowPrivate still uses the injected resolver', async () => {
    const { lookup, calls } = fakeLookup({ 'shop.test': ['127.0.0.1'] });
    const page = await fetchPage(`http://shop.test:${server.port}/404`, opts({ lookup }));
    expect(page.status).toBe(404);
    expect(calls).toEqual(['shop.test']);
  });
});
