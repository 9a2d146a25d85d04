import type { LookupFunction } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeLookup,
  html,
  refusal,
  startServer,
  type TestServer,
} from '../../../test/fetch-servers.js';
import { type FetchPageOptions, fetchPage } from './fetch-page.js';

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
