import { afterAll, describe, expect, it } from 'vitest';
import { ExtractPool } from './extract-pool.js';
import type { ExtractTask } from './extract-worker.js';

const task = (html: string): ExtractTask => ({
  finalUrl: 'https://shop.example/p',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  bytes: Buffer.from(html),
});
const LAMP = task('<title>Desk Lamp | Shop</title><h1>Desk Lamp</h1>');
/** Deep nesting: every ancestor walk of the extractor crosses all of it. */
const SLOW = task(`<h1>Lamp</h1>${'<i>'.repeat(20_000)}x${'</i>'.repeat(20_000)}`);

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error as { code?: string }).code,
  );

describe('ExtractPool', () => {
  const pool = new ExtractPool();
  afterAll(() => pool.close());

  it('reads a page in its thread', async () => {
    const outcome = await pool.run(LAMP);
    expect(outcome).toMatchObject({ kind: 'product', product: { title: 'Desk Lamp' } });
  });

  it('stops a page over its time limit, then reads the next one in a fresh thread', async () => {
    const started = performance.now();
    expect(await codeOf(pool.run(SLOW))).toBe('PAGE_TOO_SLOW');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await pool.run(LAMP)).toMatchObject({ kind: 'product' });
  });

  it('refuses a fifth page while four are being read or wait', async () => {
    const four = [1, 2, 3, 4].map(() => codeOf(pool.run(SLOW)));
    expect(await codeOf(pool.run(LAMP))).toBe('SCRAPE_BUSY');
    expect(await Promise.all(four)).toEqual(Array(4).fill('PAGE_TOO_SLOW'));
  });
});
