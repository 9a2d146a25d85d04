import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResult, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { SseReader } from '../../test/sse.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const PRODUCT_PAGE = `<!doctype html><html><head><title>Lamp</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Desk Lamp",
"offers":{"@type":"Offer","price":"49.90","priceCurrency":"GBP"}}</script></head><body></body></html>`;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format (comments skipped). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] =
        /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      // Our label values hold no comma or quote.
      const labels = Object.fromEntries(
        labelText
          .split(',')
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 2, -1)]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The value of the one sample named `name` whose labels include `labels`, if there is one. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  const found = samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`GET /metrics with METRICS_TOKEN set (${dialectName})`, () => {
  let server: TestServer;
  let shop: http.Server;
  let shopBase: string;
  let owner: AuthResult;
  let giver: AuthResult;
  let list: WishList;

  const scrape = async () => {
    const res = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    shop = http.createServer((req, res) => {
      if (req.url === '/lamp')
        res.writeHead(200, { 'content-type': 'text/html' }).end(PRODUCT_PAGE);
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopBase = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    server = await TestServer.start({ METRICS_TOKEN: TOKEN, SCRAPE_ALLOW_PRIVATE: '1' });
    owner = await server.user({ name: 'Olive Owner' });
    giver = await server.user({ name: 'Gil Giver' });
    list = await server.list(owner.token);
    list = await server.putItems(owner.token, list._id, [{ name: 'Lamp' }]);
    await server.share(owner.token, list._id, giver);
  });
  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => shop.close(resolve));
  });

  it('answers 401 without the bearer token or with another, naming the scheme', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-the-metrics-token-at-all' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${server.baseUrl}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('wishlist_');
    }
  });

  it('answers the Prometheus text format, with the process metrics', async () => {
    const res = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE wishlist_http_request_duration_seconds histogram');
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts claims by outcome, and requests by route pattern and status, never by URL', async () => {
    const item = list.items[0]!;
    const path = (action: string) => `/api/lists/${list._id}/items/${item._id}/${action}`;
    expect((await server.request('PUT', path('mark-bought'), { token: giver.token })).status).toBe(
      200,
    );
    expect((await server.request('PUT', path('mark-bought'), { token: giver.token })).status).toBe(
      409,
    );
    expect(
      (await server.request('PUT', path('unmark-bought'), { token: giver.token })).status,
    ).toBe(200);
    expect(
      (await server.request('PUT', path('unmark-bought'), { token: giver.token })).status,
    ).toBe(409);

    const text = await scrape();
    const claims = (action: string, outcome: string) =>
      sampleValue(text, 'wishlist_claims_total', { action, outcome });
    expect(claims('claim', 'ok')).toBe(1);
    expect(claims('claim', 'ALREADY_BOUGHT')).toBe(1);
    expect(claims('give_back', 'ok')).toBe(1);
    expect(claims('give_back', 'NOT_BOUGHT')).toBe(1);

    const route = '/api/lists/:id/items/:itemId/mark-bought';
    const count = (status: string) =>
      sampleValue(text, 'wishlist_http_request_duration_seconds_count', {
        method: 'PUT',
        route,
        status,
      });
    expect(count('200')).toBe(1);
    expect(count('409')).toBe(1);
    const within = (le: string) =>
      sampleValue(text, 'wishlist_http_request_duration_seconds_bucket', {
        route,
        status: '200',
        le,
      });
    expect(within('+Inf')).toBe(1);
    expect(text).not.toContain(list._id);
    expect(text).not.toContain(item._id);
  });

  it('counts Quick Add reads by outcome', async () => {
    const read = (url: string) =>
      server.request('POST', '/api/scrape', { token: owner.token, body: { url } });
    expect((await read(`${shopBase}/lamp`)).status).toBe(200);
    expect((await read(`${shopBase}/gone`)).status).toBe(422);
    expect((await read('file:///etc/passwd')).status).toBe(400);
    const text = await scrape();
    expect(sampleValue(text, 'wishlist_scrapes_total', { outcome: 'ok' })).toBe(1);
    expect(sampleValue(text, 'wishlist_scrapes_total', { outcome: 'PAGE_NOT_USABLE' })).toBe(1);
    expect(samples(text).filter((s) => s.name === 'wishlist_scrapes_total')).toHaveLength(3);
  });

  it('reads the open event streams when scraped', async () => {
    const streams = async () => sampleValue(await scrape(), 'wishlist_event_streams_open');
    expect(await streams()).toBe(0);
    const stream = await SseReader.open(
      server.baseUrl,
      `/api/lists/${list._id}/events`,
      giver.token,
    );
    expect(stream.status).toBe(200);
    await until(streams, (n) => n === 1, 'one open stream');
    stream.close();
    await until(streams, (n) => n === 0, 'no open stream');
  });

  it("reads the mail queue's depth and the age of its oldest message when scraped", async () => {
    await server.services.mailWorker.idle();
    let text = await scrape();
    expect(sampleValue(text, 'wishlist_mail_queue_messages', { status: 'pending' })).toBe(0);
    expect(sampleValue(text, 'wishlist_mail_queue_oldest_age_seconds')).toBe(0);

    // A message queued 90 s ago whose next attempt is an hour away: it waits, as one does
    // while the SMTP server is down.
    const now = server.services.clock.nowMs();
    const at = (ms: number) => new Date(now + ms).toISOString();
    await server.database.db
      .insertInto('mail_queue')
      .values({
        id: 'a'.repeat(24),
        recipient: 'waiting@example.com',
        subject: 'Waiting',
        text_body: 'Waiting',
        html_body: '<p>Waiting</p>',
        status: 'pending',
        attempts: 3,
        next_attempt_at: at(3_600_000),
        created_at: at(-90_000),
        headers: null,
      })
      .execute();
    text = await scrape();
    expect(sampleValue(text, 'wishlist_mail_queue_messages', { status: 'pending' })).toBe(1);
    const age = sampleValue(text, 'wishlist_mail_queue_oldest_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);

    await server.database.db
      .updateTable('mail_queue')
      .set({ status: 'failed' })
      .where('id', '=', 'a'.repeat(24))
      .execute();
    text = await scrape();
    expect(sampleValue(text, 'wishlist_mail_queue_messages', { status: 'pending' })).toBe(0);
    expect(sampleValue(text, 'wishlist_mail_queue_messages', { status: 'failed' })).toBe(1);
    expect(sampleValue(text, 'wishlist_mail_queue_oldest_age_seconds')).toBe(0);
  });

  it(
    dialectName === 'postgres'
      ? "reads PostgreSQL's pool when scraped"
      : 'has no pool gauges on SQLite (one connection)',
    async () => {
      const text = await scrape();
      const pool = (state: string) => sampleValue(text, 'wishlist_db_pool_connections', { state });
      if (dialectName === 'postgres') {
        expect(pool('max')).toBe(10);
        expect(pool('open')).toBeGreaterThanOrEqual(1);
        expect(pool('idle')).toBeLessThanOrEqual(pool('open')!);
        expect(sampleValue(text, 'wishlist_db_pool_waiting')).toBe(0);
      } else {
        expect(text).not.toContain('wishlist_db_pool');
      }
    },
  );
});

describe(`metrics off: METRICS_TOKEN unset (${dialectName})`, () => {
  it('adds no hook that observes answers, and /metrics is an unknown address', async () => {
    const off = await TestServer.start();
    const on = await TestServer.start({ METRICS_TOKEN: TOKEN });
    try {
      const hooks = (server: TestServer) =>
        server.app.printRoutes({ includeHooks: true, commonPrefix: false });
      expect(hooks(off)).not.toContain('onResponse');
      expect(hooks(on)).toContain('onResponse');
      const res = await fetch(`${off.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await off.stop();
      await on.stop();
    }
  });
});
