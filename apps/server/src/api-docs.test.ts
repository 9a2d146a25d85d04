import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './test/harness.js';

const run = promisify(execFile);
const guide = fs.readFileSync(
  fileURLToPath(new URL('../../../docs/api.md', import.meta.url)),
  'utf8',
);
/** The guide's shell examples, in order. */
const examples = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
/** The example of the guide whose text holds `marker`. */
const example = (marker: string) => {
  const found = examples.filter((text) => text.includes(marker));
  if (found.length !== 1) throw new Error(`docs/api.md: ${found.length} examples hold ${marker}`);
  return found[0]!;
};

const PRODUCT = `<!doctype html><html><head><title>Kettle</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Copper Kettle","description":"Boils water.","image":"https://img.example/kettle.jpg",
"offers":{"@type":"Offer","price":"39.50","priceCurrency":"EUR"}}</script></head>
<body><h1>Copper Kettle</h1></body></html>`;

/**
 * docs/api.md's three examples, run as written (bash, curl, jq) against the real server with a
 * token made as the guide says, so the guide cannot drift from the API.
 */
describe('the API guide (docs/api.md)', () => {
  let server: TestServer;
  let shop: http.Server;
  let shopUrl: string;
  let env: NodeJS.ProcessEnv;
  let listId: string;
  let ownerToken: string;

  beforeAll(async () => {
    shop = http.createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(PRODUCT),
    );
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/products/kettle`;
    server = await TestServer.start({ SCRAPE_ALLOW_PRIVATE: '1' });
    const owner = await server.user({ name: 'Script Owner' });
    ownerToken = owner.token;
    const list = await server.list(owner.token, { name: 'Kitchen' });
    listId = list._id;
    await server.putItems(owner.token, list._id, [{ name: 'Whisk', quantity: 2 }]);
    const made = await server.request<{ token: string }>('POST', '/api/auth/tokens', {
      token: owner.token,
      body: { name: 'Home automation', scope: 'write' },
    });
    expect(made.status).toBe(201);
    env = { PATH: process.env.PATH, WISHLIST: server.baseUrl, WISHLIST_TOKEN: made.body.token };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => shop?.close(resolve));
  });

  const shell = async (script: string) =>
    (await run('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', script], { env }))
      .stdout;
  const items = async () =>
    (await server.request<WishList>('GET', `/api/lists/${listId}`, { token: ownerToken })).body
      .items;

  it('lists my lists', async () => {
    const [all, summary] = examples.filter((text) => text.includes('/api/lists"'));
    expect(JSON.parse(await shell(all!)).map((l: WishList) => l.name)).toEqual(['Kitchen']);
    expect(await shell(summary!)).toBe('Kitchen: 1 items\n');
  });

  it('adds an item, keeping the others as they were', async () => {
    await shell(example('Pasta machine'));
    expect((await items()).map((i) => [i.name, i.quantity, i.price])).toEqual([
      ['Whisk', 2, null],
      ['Pasta machine', 1, 89.9],
    ]);
  });

  it('reads a shop page with Quick Add, then adds what it found', async () => {
    const read = example('-d \'{"url"');
    expect(
      JSON.parse(await shell(read.replaceAll('https://shop.example/products/kettle', shopUrl))),
    ).toMatchObject({ title: 'Copper Kettle', price: '39.50' });
    // $LIST as example 2 set it.
    const add = `LIST=${listId}\n${example('ITEM=$(').replaceAll('https://shop.example/products/kettle', shopUrl)}`;
    await shell(add);
    expect((await items()).at(-1)).toMatchObject({
      name: 'Copper Kettle',
      description: 'Boils water.',
      price: 39.5,
      affiliateLink: shopUrl,
      imageUrl: 'https://img.example/kettle.jpg',
    });
    expect((await items()).map((i) => i.name)).toEqual(['Whisk', 'Pasta machine', 'Copper Kettle']);
  });
});
