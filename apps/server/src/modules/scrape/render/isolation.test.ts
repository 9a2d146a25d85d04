import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScrapeRefusedError } from '../fetch/errors.js';
import { type FetchPageOptions, fetchPageBytes } from '../fetch/fetch-page.js';
import { PageRenderer } from './renderer.js';

type Respond = (res: http.ServerResponse) => void;

/** A server that counts what reaches it: TCP connections and HTTP requests (paths). */
async function serve(host: string, routes: Record<string, Respond> = {}) {
  const seen = { connections: 0, paths: [] as string[] };
  const server = http.createServer((req, res) => {
    seen.paths.push(req.url ?? '');
    const respond = routes[req.url ?? ''];
    if (respond) respond(res);
    else res.writeHead(200, { 'content-type': 'text/plain' }).end('secret');
  });
  server.on('connection', () => seen.connections++);
  server.on('upgrade', (req, socket) => {
    seen.paths.push(`upgrade ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, seen, close };
}

/** Resolves internal.test to the blocked address: the fetcher must vet what names resolve to. */
const lookup: LookupFunction = (hostname, options, callback) => {
  setImmediate(() => {
    if (hostname !== 'internal.test') {
      callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    } else if (options.all) callback(null, [{ address: '127.0.0.2', family: 4 }]);
    else callback(null, '127.0.0.2', 4);
  });
};

const html = (body: string) => (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);

/**
 * Every way a page can try to reach another host, each writing its outcome to #log; and
 * another public site, which it may read only where that site allows it (CORS).
 */
const attackPage = (blocked: string, other: string) => {
  const port = new URL(blocked).port;
  return `<!doctype html><html><head><title>Lamp</title>
<link rel="preconnect" href="${blocked}"><link rel="prefetch" href="${blocked}/prefetch">
</head><body><h1>Lamp</h1><pre id="log"></pre>
<img src="${blocked}/img"><iframe src="${blocked}/frame"></iframe>
<script>
const log = (k, v) => { document.getElementById('log').textContent += k + '=' + v + ';'; };
alert('hello'); log('confirm', confirm('sure?'));
const read = (k, url) => fetch(url).then((r) => r.text()).then((t) => log(k, t), () => log(k, 'error'));
read('same', '/ok.json');
read('fetch', '${blocked}/fetch');
read('name', 'http://internal.test:${port}/by-name');
read('redirect', '/to-blocked');
read('cors', '${other}/plain');
read('allowed', '${other}/cors');
const xhr = new XMLHttpRequest(); xhr.open('GET', '${blocked}/xhr');
xhr.onload = () => log('xhr', xhr.responseText); xhr.onerror = () => log('xhr', 'error'); xhr.send();
const ws = new WebSocket('ws://127.0.0.2:${port}/ws');
ws.onopen = () => log('ws', 'open'); ws.onclose = () => log('ws', 'closed');
new Worker(URL.createObjectURL(new Blob([
  "new WebSocket('ws://127.0.0.2:${port}/worker-ws'); fetch('${blocked}/worker-fetch').catch(() => {});"
])));
const rtc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.2:${port}' },
  { urls: 'turn:127.0.0.2:${port}?transport=tcp', username: 'u', credential: 'p' }] });
rtc.createDataChannel('x'); rtc.createOffer().then((offer) => rtc.setLocalDescription(offer));
navigator.sendBeacon('/beacon', 'x');
</script></body></html>`;
};

/** Fetches 400 kB at a time, one after the other, while the allowance lasts. */
const HEAVY_PAGE = `<!doctype html><html><body><h1>Heavy</h1><pre id="log"></pre><script>
(async () => {
  for (let i = 1; i <= 4; i++) {
    const outcome = await fetch('/blob/' + i).then((r) => r.text()).then((t) => t.length, () => 'error');
    document.getElementById('log').textContent += outcome + ';';
  }
})();
</script></body></html>`;
const BLOB_BYTES = 400_000;
const ALLOWANCE = 1_000_000;

const streamBlob: Respond = (res) => {
  // No Content-Length: the cap can only be found while reading.
  res.writeHead(200, { 'content-type': 'text/plain' });
  for (let sent = 0; sent < BLOB_BYTES; sent += 50_000) res.write('x'.repeat(50_000));
  res.end();
};

const logOf = (bytes: Uint8Array) =>
  /<pre id="log">([^<]*)<\/pre>/.exec(Buffer.from(bytes).toString('utf8'))?.[1] ?? '';

describe('rendering: no way out but the safe fetcher, within the byte cap', () => {
  let shop: Awaited<ReturnType<typeof serve>>;
  let blocked: Awaited<ReturnType<typeof serve>>;
  let other: Awaited<ReturnType<typeof serve>>;
  let renderer: PageRenderer;
  // The shop is the one loopback address allowed; 127.0.0.2 stands for the internal network.
  const options: FetchPageOptions = {
    addressPolicy: (address) => address === '127.0.0.1',
    lookup,
    maxBytes: ALLOWANCE,
  };
  const render = async (path: string) =>
    renderer.render(await fetchPageBytes(`${shop.origin}${path}`, options));

  beforeAll(async () => {
    blocked = await serve('127.0.0.2');
    other = await serve('127.0.0.1', {
      '/plain': (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('public'),
      '/cors': (res) =>
        res
          .writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
          .end('public'),
    });
    shop = await serve('127.0.0.1', {
      '/attack': html(attackPage(blocked.origin, other.origin)),
      '/ok.json': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('true'),
      '/to-blocked': (res) =>
        res.writeHead(302, { location: `${blocked.origin}/redirected` }).end(),
      '/heavy': html(HEAVY_PAGE),
      '/big-dom': html(`<h1>Big</h1><script>
        document.body.append('x'.repeat(${2 * ALLOWANCE}));</script>`),
      ...Object.fromEntries([1, 2, 3, 4].map((i) => [`/blob/${i}`, streamBlob])),
    });
    renderer = new PageRenderer({ chromiumPath: '/usr/bin/chromium', fetch: options });
  });
  afterAll(async () => {
    await renderer.close();
    await shop.close();
    await blocked.close();
    await other.close();
  });
  beforeEach(() => {
    shop.seen.paths.length = 0;
  });

  it('a page reaching for a private address by every means gets nothing from it', async () => {
    const page = await render('/attack');
    const log = logOf(page.bytes);
    expect(log).toContain('same=true;');
    expect(log).toContain('allowed=public;');
    for (const attempt of ['fetch', 'name', 'redirect', 'xhr', 'cors']) {
      expect(log).toContain(`${attempt}=error;`);
    }
    expect(log).toContain('confirm=false;');
    expect(log).toContain('ws=closed;');
    expect(log).not.toContain('ws=open');
    // The redirect was followed by the server's fetcher, which refused its second hop.
    expect(shop.seen.paths).toContain('/to-blocked');
    // POST (a beacon) is never sent on.
    expect(shop.seen.paths).not.toContain('/beacon');
    expect(blocked.seen).toEqual({ connections: 0, paths: [] });
    expect(renderer.openContexts()).toBe(0);
  });

  it('refuses requests past the byte cap, and fetches nothing more once it is spent', async () => {
    const page = await render('/heavy');
    expect(logOf(page.bytes)).toBe(`${BLOB_BYTES};${BLOB_BYTES};error;error;`);
    expect(shop.seen.paths.filter((path) => path.startsWith('/blob/'))).toEqual([
      '/blob/1',
      '/blob/2',
      '/blob/3',
    ]);
  });

  it('refuses a page whose scripts build markup larger than the cap', async () => {
    const error = await render('/big-dom').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScrapeRefusedError);
    expect(error).toMatchObject({ code: 'TOO_LARGE', status: 422 });
  });
});
