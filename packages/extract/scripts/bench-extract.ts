/**
 * Scores the Quick Add extractor on the saved product pages (test/saved-pages.ts says how), then
 * on the synthetic corpus (test/synthetic), per failure class, development and held-out families
 * apart, and the CPU time of one extraction over all pages. Only the saved pages' targets set
 * the exit code.
 *
 *   npm run bench:extract             # PRODUCT_PAGES_DIR overrides the fixture dir
 *   npm run bench:extract -- --misses # also lists the synthetic pages' wrong prices
 *                                     # (development; --held-out-misses for the rest)
 */
import {
  FIELDS,
  fixturesDir,
  loadSavedPages,
  scoreFixtures,
  TARGETS,
} from '../test/saved-pages.js';
import { syntheticPages } from '../test/synthetic/index.js';
import { cpuTimes, spread } from './bench-extract/cpu-time.js';
import { printSyntheticReport } from './bench-extract/synthetic-report.js';

function main(): void {
  const started = performance.now();
  const saved = loadSavedPages();
  const score = scoreFixtures(fixturesDir(), saved);
  const elapsed = Math.round(performance.now() - started);
  let failed = false;
  for (const field of FIELDS) {
    const s = score[field];
    const below = s.correct < TARGETS[field];
    failed ||= below;
    console.log(
      `${field.padEnd(8)} ${s.correct}/${s.total}  (target ${TARGETS[field]})${below ? '  BELOW TARGET' : ''}`,
    );
  }
  for (const field of FIELDS) {
    const { misses } = score[field];
    if (misses.length === 0) continue;
    console.log(`\nWrong ${field}:`);
    for (const m of misses) {
      console.log(`  ${m.file}\n    got:      ${m.got}\n    expected: ${m.expected}`);
    }
  }
  console.log(`\n${elapsed} ms`);

  const synthetic = syntheticPages();
  printSyntheticReport(synthetic, {
    development: process.argv.includes('--misses'),
    heldOut: process.argv.includes('--held-out-misses'),
  });
  const ms = cpuTimes([...synthetic, ...saved]);
  const line = (label: string, sample: number[]): string => {
    const t = spread(sample);
    const f = (n: number): string => n.toFixed(2);
    return `  ${label.padEnd(10)} ${String(t.pages).padStart(4)} pages: median ${f(t.median)} ms, p90 ${f(t.p90)} ms, p99 ${f(t.p99)} ms, max ${f(t.max)} ms`;
  };
  console.log('\nextractProduct CPU time per page (process.cpuUsage, after a warm-up pass):');
  console.log(line('all', ms));
  console.log(line('synthetic', ms.slice(0, synthetic.length)));
  console.log(line('saved', ms.slice(synthetic.length)));
  if (failed) process.exitCode = 1;
}

main();
