import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_PAGE_BYTES, PageQueue } from './page-queue.js';

const MB = 1024 * 1024;

/** A read that ends when the test says so. */
function gate() {
  let open: () => void = () => {};
  const done = new Promise<string>((resolve) => {
    open = () => resolve('read');
  });
  return { read: () => done, open };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: { reason?: string }) => error.reason,
  );

describe('PageQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads one page at a time, first come first served, however many wait', async () => {
    const queue = new PageQueue(64 * MB);
    const order: number[] = [];
    const first = gate();
    const reads = [queue.run(MB, 10_000, first.read)];
    for (let n = 1; n < 20; n++)
      reads.push(
        queue.run(MB, 10_000, async () => {
          order.push(n);
          return 'read';
        }),
      );
    expect(queue.heldBytes).toBe(20 * MB);
    first.open();
    expect(await Promise.all(reads)).toEqual(Array(20).fill('read'));
    expect(order).toEqual(Array.from({ length: 19 }, (_, n) => n + 1));
    expect(queue.heldBytes).toBe(0);
  });

  it('refuses a page whose bytes would pass the bound, and takes pages again once read', async () => {
    const queue = new PageQueue(10 * MB);
    const first = gate();
    const reading = queue.run(5 * MB, 10_000, first.read);
    const waiting = queue.run(4 * MB, 10_000, async () => 'read');
    expect(await outcome(queue.run(2 * MB, 10_000, async () => 'read'))).toBe('full');
    // A smaller page still fits; an empty one counts as MIN_PAGE_BYTES, and then none does.
    const small = queue.run(MB - MIN_PAGE_BYTES, 10_000, async () => 'read');
    const empty = queue.run(0, 10_000, async () => 'read');
    expect(queue.heldBytes).toBe(10 * MB);
    expect(await outcome(queue.run(0, 10_000, async () => 'read'))).toBe('full');
    first.open();
    expect(await Promise.all([reading, waiting, small, empty])).toEqual(Array(4).fill('read'));
    expect(await queue.run(10 * MB, 10_000, async () => 'read')).toBe('read');
  });

  it('refuses a page still waiting at its deadline, and lets the others go on', async () => {
    const queue = new PageQueue(64 * MB);
    const first = gate();
    const reading = queue.run(MB, 0, first.read);
    const hasty = outcome(queue.run(MB, 500, async () => 'read'));
    const patient = queue.run(MB, 5_000, async () => 'read');
    await vi.advanceTimersByTimeAsync(499);
    expect(queue.heldBytes).toBe(3 * MB);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasty).toBe('late');
    expect(queue.heldBytes).toBe(2 * MB);
    first.open();
    expect(await Promise.all([reading, patient])).toEqual(['read', 'read']);
  });

  it('frees the turn and the bytes when a read fails', async () => {
    const queue = new PageQueue(MB);
    await expect(
      queue.run(MB, 0, async () => {
        throw new Error('broken page');
      }),
    ).rejects.toThrow('broken page');
    expect(queue.heldBytes).toBe(0);
    expect(await queue.run(MB, 0, async () => 'read')).toBe('read');
  });
});
