import { describe, expect, it } from 'vitest';
import { perTurn } from './per-turn.js';

/** A batch function whose answers the test releases, recording the batches it was sent. */
function heldBatches() {
  const sent: number[][] = [];
  const release: Array<() => void> = [];
  const batch = (keys: readonly number[]) => {
    sent.push([...keys]);
    return new Promise<number[]>((resolve) => release.push(() => resolve(keys.map((k) => k * 10))));
  };
  return { sent, release, batch };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('perTurn', () => {
  it('sends the calls of one turn together, at once when nothing is on its way', async () => {
    const { sent, release, batch } = heldBatches();
    const loader = perTurn(batch, 100);
    const answers = Promise.all([1, 2, 3].map((n) => loader.load(n)));
    await turn();
    expect(sent).toEqual([[1, 2, 3]]);
    release.shift()!();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('holds the calls made while a batch is on its way, then sends them as one', async () => {
    const { sent, release, batch } = heldBatches();
    const loader = perTurn(batch, 100);
    const first = loader.load(1);
    await turn();
    // Three more turns' calls while the first batch waits for its answer.
    const later: Array<Promise<number>> = [];
    for (const n of [2, 3, 4]) {
      later.push(loader.load(n));
      await turn();
    }
    expect(sent).toEqual([[1]]);
    release.shift()!();
    expect(await first).toBe(10);
    await turn();
    expect(sent).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('sends the next batch when one fails', async () => {
    let calls = 0;
    const loader = perTurn(async (keys: readonly number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('lost');
      return keys.map((k) => k);
    }, 100);
    await expect(loader.load(1)).rejects.toThrow('lost');
    expect(await loader.load(2)).toBe(2);
  });
});
