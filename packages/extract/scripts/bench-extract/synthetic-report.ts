/** Prints the synthetic corpus's scores: per class and field, development and held out apart. */
import { FAMILIES, PAGE_CLASSES, type SyntheticPage } from '../../test/synthetic/index.js';
import {
  priceQuality,
  runSynthetic,
  SYNTHETIC_FIELDS,
  type SyntheticOutcome,
  type Tally,
  tally,
} from '../../test/synthetic-score.js';

const pct = (n: number): string => `${(n * 100).toFixed(1)}%`;

function cell(t: Tally): string {
  const share = t.total ? pct(t.correct / t.total) : '-';
  return `${`${t.correct}/${t.total}`.padStart(7)} ${share.padStart(6)}`;
}

function table(outcomes: readonly SyntheticOutcome[]): string[] {
  const header = `  ${'class'.padEnd(18)}${SYNTHETIC_FIELDS.map((f) => f.padStart(14)).join(' ')}`;
  const rows = [...PAGE_CLASSES, 'all' as const].map((cls) => {
    const group = cls === 'all' ? outcomes : outcomes.filter((o) => o.page.class === cls);
    return `  ${cls.padEnd(18)}${SYNTHETIC_FIELDS.map((f) => cell(tally(group, f))).join(' ')}`;
  });
  const q = priceQuality(outcomes);
  const prf = `  price: precision ${pct(q.precision)} (${q.correct}/${q.answered} answered), recall ${pct(q.recall)} (${q.correct}/${q.withPrice} with a price), F1 ${pct(q.f1)}`;
  return [header, ...rows, prf];
}

function familyNames(heldOut: boolean): string {
  return FAMILIES.filter((f) => f.heldOut === heldOut)
    .map((f) => f.name)
    .join(', ');
}

/** Scores the corpus and prints the report; returns the outcomes for the caller's other uses. */
export function printSyntheticReport(
  pages: readonly SyntheticPage[],
  misses: { development: boolean; heldOut: boolean },
): SyntheticOutcome[] {
  const outcomes = runSynthetic(pages);
  const dev = outcomes.filter((o) => !o.page.heldOut);
  const held = outcomes.filter((o) => o.page.heldOut);
  const languages = new Set(pages.map((p) => p.lang.split('-')[0])).size;
  const scripts = new Set(pages.map((p) => p.script)).size;
  console.log(
    `\nSynthetic pages: ${pages.length} (${dev.length} development, ${held.length} held out), ${languages} languages, ${scripts} scripts`,
  );
  console.log(`\nDevelopment (${familyNames(false)}):`);
  for (const line of table(dev)) console.log(line);
  console.log(`\nHeld out, not for tuning (${familyNames(true)}):`);
  for (const line of table(held)) console.log(line);
  const all = priceQuality(outcomes);
  console.log(
    `\nAll synthetic pages, price: precision ${pct(all.precision)}, recall ${pct(all.recall)}, F1 ${pct(all.f1)}`,
  );
  if (misses.development) printMisses('development', dev);
  // Held-out misses are listed only on request: reading them is tuning on them.
  if (misses.heldOut) printMisses('held out', held);
  return outcomes;
}

function printMisses(split: string, outcomes: readonly SyntheticOutcome[]): void {
  const wrong = outcomes.filter((o) => !o.ok.price);
  console.log(`\nWrong synthetic price, ${split} (${wrong.length}):`);
  for (const o of wrong) {
    const got = o.result.price ? `${o.result.price} ${o.result.currency}`.trim() : '(none)';
    const expected = `${o.page.expected.price ?? '(none)'} ${o.page.expected.currency}`.trim();
    console.log(
      `  ${o.page.id} [${o.page.family}]\n    got:      ${got}\n    expected: ${expected}`,
    );
  }
}
