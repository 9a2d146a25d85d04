import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELDS, fixturesDir, scoreFixtures, TARGETS } from './saved-pages.js';

// Never skipped: a missing fixture directory is a failure, not a reason to pass quietly.
describe('Quick Add extraction on the saved product pages', () => {
  it('has the fixtures', () => {
    const dir = fixturesDir();
    expect(existsSync(path.join(dir, 'expected.json')), `fixtures missing at ${dir}`).toBe(true);
  });

  it('meets every per-field target', { timeout: 120_000 }, () => {
    const score = scoreFixtures();
    for (const field of FIELDS) {
      const s = score[field];
      const misses = s.misses
        .map((m) => `${m.file}: got ${m.got} / expected ${m.expected}`)
        .join('\n');
      expect(s.correct, `${field} ${s.correct}/${s.total}\n${misses}`).toBeGreaterThanOrEqual(
        TARGETS[field],
      );
    }
    expect(score.price.total).toBe(60);
    expect(score.category.total).toBe(48);
  });
});
