import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeLookup,
  html,
  refusal,
  startServer,
  type TestServer,
} from '../../../test/fetch-servers.js';
import { type FetchPageOptions, fetchPage } from './fetch-page.js';

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
