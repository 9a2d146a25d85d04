import { describe, expect, it } from 'vitest';
import { AccountPacer, HEAVY_BYTES, PACE } from './account-pacer.js';

/** A pacer on a clock the test moves: each pause it asks for is recorded and passes at once. */
function pacedClock() {
  let clock = 0;
  const pauses: number[] = [];
  const pacer = new AccountPacer(
    () => clock,
    async (ms) => {
      pauses.push(Math.round(ms));
      clock += ms;
    },
  );
  return { pacer, pauses, advance: (ms: number) => (clock += ms) };
}

const answerOf = (chars: number) => () => Promise.resolve('x'.repeat(chars));

describe('AccountPacer', () => {
  it('never holds small answers or bodies back', async () => {
    const { pacer, pauses } = pacedClock();
    for (let n = 0; n < 1000; n++) {
      await pacer.answer('small', 'mine', answerOf(HEAVY_BYTES));
      await pacer.body('small', HEAVY_BYTES);
    }
    expect(pauses).toEqual([]);
  });

  it("makes an account's big answers and bodies average its pace after a burst", async () => {
    const { pacer, pauses } = pacedClock();
    const mb = 1_000_000;
    // The first answer shows the key is heavy; from then on the account's debt is counted.
    for (let n = 0; n < 6; n++) await pacer.answer('big', 'mine', answerOf(mb));
    await pacer.body('big', mb);
    // Up to 4 MB owed go at once (five answers), then each megabyte waits what it costs at
    // 2 MB/s: the sixth answer and the body.
    const expected = (1000 * mb) / PACE.bytesPerSecond;
    expect(pauses).toEqual([expected, expected]);
    expect(PACE.burstBytes).toBe(4 * mb);
    // Another account is not held back by it.
    await pacer.answer('other', 'mine', answerOf(mb));
    await pacer.body('other', mb);
    expect(pauses).toHaveLength(2);
  });

  it('pays back over time: a heavy account that rests is not held back', async () => {
    const { pacer, pauses, advance } = pacedClock();
    for (let n = 0; n < 5; n++) {
      await pacer.answer('rested', 'mine', answerOf(1_000_000));
      advance(1000);
    }
    expect(pauses).toEqual([]);
  });

  it('works out a heavy key one at a time, and forgets it once its answers are small', async () => {
    const { pacer } = pacedClock();
    await pacer.answer('a', 'mine', answerOf(HEAVY_BYTES + 1));
    let running = 0;
    let most = 0;
    const slow = (chars: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return 'x'.repeat(chars);
    };
    await Promise.all([1, 2, 3, 4].map(() => pacer.answer('a', 'mine', slow(HEAVY_BYTES + 1))));
    expect(most).toBe(1);
    // Other keys, even of the same account, are not queued behind it.
    most = 0;
    await Promise.all([
      pacer.answer('a', 'mine', slow(10)),
      pacer.answer('a', 'list 1', slow(10)),
      pacer.answer('a', 'list 2', slow(10)),
    ]);
    expect(most).toBe(3);
    // 'mine' answered small last time: it runs side by side again.
    most = 0;
    await Promise.all([1, 2, 3].map(() => pacer.answer('a', 'mine', slow(10))));
    expect(most).toBe(3);
  });
});
