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

  it('reads ten pages arriving at once, one after the other, refusing none', async () => {
    const ten = Array.from({ length: 10 }, () => codeOf(pool.run(LAMP)));
    expect(await Promise.all(ten)).toEqual(Array(10).fill('read'));
    expect(pool.heldBytes).toBe(0);
  });

  it('refuses with 422 a page whose turn would come past its deadline, and the next is read', async () => {
    const slow = codeOf(pool.run(SLOW));
    const hasty = codeOf(pool.run(LAMP, Date.now() + 300));
    const patient = codeOf(pool.run(LAMP));
    expect(await hasty).toBe('PAGE_TOO_SLOW');
    expect(await slow).toBe('PAGE_TOO_SLOW');
    expect(await patient).toBe('read');
  });

  it('answers 503 only when the pages waiting hold all the bytes they may', async () => {
    const small = new ExtractPool({ maxHeldBytes: 3 * SLOW.bytes.byteLength });
    try {
      const three = [1, 2, 3].map(() => codeOf(small.run(SLOW, Date.now() + 60_000)));
      expect(await codeOf(small.run(SLOW))).toBe('SCRAPE_BUSY');
      expect(await Promise.all(three)).toEqual(Array(3).fill('PAGE_TOO_SLOW'));
      expect(await codeOf(small.run(LAMP))).toBe('read');
    } finally {
      await small.close();
    }
  });
});
