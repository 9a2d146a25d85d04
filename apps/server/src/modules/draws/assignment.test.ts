import { describe, expect, it } from 'vitest';
import { type Allowed, allowedPairs, assign, exactSample, isImpossible } from './assignment.js';

/** A seeded generator (mulberry32): the same cases on every run, thousands of them. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every valid assignment, by brute force (small cases only). */
function everyValid(allowed: Allowed): string[] {
  const count = allowed.length;
  const found: string[] = [];
  const walk = (giver: number, taken: Set<number>, so: number[]) => {
    if (giver === count) {
      found.push(so.join(','));
      return;
    }
    for (let receiver = 0; receiver < count; receiver++) {
      if (taken.has(receiver) || !allowed[giver]![receiver]) continue;
      taken.add(receiver);
      walk(giver + 1, taken, [...so, receiver]);
      taken.delete(receiver);
    }
  };
  walk(0, new Set(), []);
  return found;
}

/** Chi-square statistic of `counts` against equal chances. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe('the draw (D1)', () => {
  it('is valid whenever one exists, and says why not otherwise: 4,000 random circles', () => {
    const random = seeded(45);
    for (let run = 0; run < 4000; run++) {
      const count = 2 + Math.floor(random() * 6);
      const excluded: Array<[number, number]> = [];
      const exclusions = Math.floor(random() * count * 1.5);
      for (let e = 0; e < exclusions; e++)
        excluded.push([Math.floor(random() * count), Math.floor(random() * count)]);
      const allowed = allowedPairs(count, excluded);
      const result = assign(allowed, random);
      const valid = everyValid(allowed);
      if (isImpossible(result)) {
        expect(valid).toEqual([]);
        // Hall's witness: these givers may only give to fewer receivers than they are.
        expect(result.receivers.length).toBeLessThan(result.givers.length);
        for (const giver of result.givers)
          for (let receiver = 0; receiver < count; receiver++)
            if (allowed[giver]![receiver]) expect(result.receivers).toContain(receiver);
      } else {
        expect(valid).toContain(result.join(','));
        expect(new Set(result).size).toBe(count);
        result.forEach((receiver, giver) => {
          expect(receiver).not.toBe(giver);
          expect(excluded).not.toContainEqual([giver, receiver]);
        });
      }
    }
  });

  it('comes up with every valid assignment of a small case about equally often', () => {
    // Four people, one couple kept apart both ways: the derangements of four that pair
    // neither way (the brute force counts them); each should come up about as often.
    const allowed = allowedPairs(4, [
      [0, 1],
      [1, 0],
    ]);
    const valid = everyValid(allowed);
    expect(valid.length).toBeGreaterThan(2);
    const random = seeded(7);
    const counts = new Map(valid.map((key) => [key, 0]));
    const draws = 20_000;
    for (let n = 0; n < draws; n++) {
      const result = assign(allowed, random);
      if (isImpossible(result)) throw new Error('a valid draw exists');
      const key = result.join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(valid.length);
    // Below the 0.999 quantile of chi-square with (k - 1) degrees of freedom, k <= 9: 27.9.
    expect(chiSquare([...counts.values()])).toBeLessThan(27.9);
  });

  it('samples exactly uniformly by counting when valid draws are rare', () => {
    // Five people in a ring of allowed pairs and one more edge: few of the 120 orders are valid.
    const allowed = allowedPairs(5, []);
    for (let giver = 0; giver < 5; giver++)
      for (let receiver = 0; receiver < 5; receiver++)
        allowed[giver]![receiver] = receiver === (giver + 1) % 5 || receiver === (giver + 2) % 5;
    const valid = everyValid(allowed);
    const random = seeded(11);
    const counts = new Map(valid.map((key) => [key, 0]));
    for (let n = 0; n < 10_000; n++) {
      const key = exactSample(allowed, random).join(',');
      expect(counts.has(key)).toBe(true);
      counts.set(key, counts.get(key)! + 1);
    }
    expect(chiSquare([...counts.values()])).toBeLessThan(27.9);
  });

  it('finds a valid draw for a large circle with many exclusions', () => {
    const count = 60;
    const excluded: Array<[number, number]> = [];
    for (let giver = 0; giver < count; giver++)
      for (let k = 1; k <= 40; k++) excluded.push([giver, (giver + k) % count]);
    const allowed = allowedPairs(count, excluded);
    const result = assign(allowed, seeded(3));
    expect(isImpossible(result)).toBe(false);
    (result as number[]).forEach((receiver, giver) => {
      expect(allowed[giver]![receiver]).toBe(true);
    });
  });
});
