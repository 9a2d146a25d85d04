/**
 * Fits the visible-price scorer's weights (src/visible-price/score.ts) on the development pages
 * of the synthetic corpus, and prints them with how often the fitted and the current weights
 * pick the right price: on development pages, on held-out families (never fitted on) and on the
 * 60 saved pages (never fitted on).
 *
 * The model is a conditional logit: on each page, the chance a candidate is the price grows
 * with exp(score), against a "no price here" choice scored 0. So the weights say which
 * candidate wins, and the bias says when none should.
 *
 *   npm run fit:price-weights
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHtml } from '../src/decode.js';
import { readPage } from '../src/product.js';
import { type Candidate, priceCandidates } from '../src/visible-price/candidates.js';
import {
  choosePrice,
  featureVector,
  MIN_SCORE,
  WEIGHTS,
  type Weights,
} from '../src/visible-price/score.js';
import { fixturesDir, priceCorrect } from '../test/saved-pages.js';
import { syntheticPages } from '../test/synthetic/index.js';

interface Example {
  candidates: Candidate[];
  /** Index of a right candidate, or -1 when "no price" is the answer. */
  right: number;
  isRight: (value: string) => boolean;
}

function example(html: string, url: string, isRight: (value: string) => boolean): Example {
  // The page as the extractor reads it: the same parser, the same heading.
  const { $, heading } = readPage(html, url);
  const candidates = priceCandidates($, heading);
  return { candidates, right: candidates.findIndex((c) => isRight(c.value)), isRight };
}

const NAMES = Object.keys(WEIGHTS) as Array<keyof Weights>;

function scores(e: Example, w: Weights): number[] {
  return e.candidates.map((c) => {
    const v = featureVector(c.features) as Record<string, number>;
    return NAMES.reduce((sum, n) => sum + w[n] * (n === 'bias' ? 1 : (v[n] ?? 0)), 0);
  });
}

/**
 * The sign each weight must have, from what the feature means: a struck-through number is never
 * more likely the price for being struck. Fitting within these keeps a quirk of the
 * development layouts from turning a cue around (an unconstrained fit made "far from the buy
 * button" count for a number).
 */
const SIGNS: Partial<Record<keyof Weights, 1 | -1>> = {
  currency: 1,
  priceName: 1,
  nowName: 1,
  inserted: 1,
  nowWord: 1,
  emphasis: 1,
  productArea: 1,
  repeated: 1,
  oldName: -1,
  plainName: -1,
  struck: -1,
  oldWord: -1,
  notThePrice: -1,
  netOfTax: -1,
  foreign: -1,
  bareNumber: -1,
  headingDistance: -1,
  buyDistance: -1,
};

/** Gradient ascent on the log-likelihood, with an L2 penalty that keeps weights modest. */
function fitWeights(examples: Example[], rounds = 1500, rate = 0.5, l2 = 0.01): Weights {
  const w = Object.fromEntries(NAMES.map((n) => [n, 0])) as Weights;
  for (let round = 0; round < rounds; round++) {
    const grad = Object.fromEntries(NAMES.map((n) => [n, -l2 * w[n]])) as Weights;
    for (const e of examples) {
      const s = scores(e, w);
      const max = Math.max(0, ...s);
      const exps = s.map((x) => Math.exp(x - max));
      const none = Math.exp(-max);
      const total = none + exps.reduce((a, b) => a + b, 0);
      e.candidates.forEach((c, i) => {
        const v = featureVector(c.features) as Record<string, number>;
        const p = (exps[i] ?? 0) / total;
        const target = e.isRight(c.value) && e.right >= 0 ? 1 / countRight(e) : 0;
        for (const n of NAMES) grad[n] += (target - p) * (n === 'bias' ? 1 : (v[n] ?? 0));
      });
    }
    for (const n of NAMES) {
      w[n] += (rate * grad[n]) / examples.length;
      const sign = SIGNS[n];
      if (sign && w[n] * sign < 0) w[n] = 0;
    }
  }
  return w;
}

const countRight = (e: Example) => e.candidates.filter((c) => e.isRight(c.value)).length;

function rightCount(examples: Example[], w: Weights, minScore: number): number {
  return examples.filter((e) => {
    const chosen = choosePrice(e.candidates, w, minScore);
    return chosen ? e.isRight(chosen.value) : e.right < 0;
  }).length;
}

function accuracy(examples: Example[], w: Weights, minScore = 0): string {
  const right = rightCount(examples, w, minScore);
  return `${right}/${examples.length} (${((100 * right) / Math.max(1, examples.length)).toFixed(1)} %)`;
}

/**
 * The penalty that predicts unseen layouts best: each development family is left out in turn,
 * fitted on the others and scored on it. Held-out families play no part in the choice.
 */
function chooseL2(pages: Array<{ family: string; example: Example }>): number {
  const families = [...new Set(pages.map((p) => p.family))];
  let best = { l2: 0.01, right: -1 };
  for (const l2 of [0.003, 0.01, 0.03, 0.1, 0.3]) {
    let right = 0;
    for (const family of families) {
      const w = fitWeights(
        pages.filter((p) => p.family !== family).map((p) => p.example),
        undefined,
        undefined,
        l2,
      );
      right += rightCount(
        pages.filter((p) => p.family === family).map((p) => p.example),
        w,
        0,
      );
    }
    console.log(`  l2 ${l2}: ${right}/${pages.length} right on the family left out`);
    if (right > best.right) best = { l2, right };
  }
  return best.l2;
}

function savedPages(): Example[] {
  const dir = fixturesDir();
  const data = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as {
    fixtures: Record<string, Parameters<typeof priceCorrect>[1]>;
  };
  return Object.values(data.fixtures)
    .filter((f) => f.file)
    .map((f) =>
      example(decodeHtml(readFileSync(path.join(dir, f.file ?? ''))), f.url ?? '', (v) =>
        priceCorrect(v, f),
      ),
    );
}

const pages = syntheticPages();
const same = (expected: string | null) => (value: string) =>
  expected !== null && Math.abs(Number(value) - Number(expected)) < 0.005;
const devPages = pages
  .filter((p) => !p.heldOut)
  .map((p) => ({ family: p.family, example: example(p.html, p.url, same(p.expected.price)) }));
const dev = devPages.map((p) => p.example);
const held = pages
  .filter((p) => p.heldOut)
  .map((p) => example(p.html, p.url, same(p.expected.price)));
const saved = savedPages();

console.log('choosing the penalty, one development family left out at a time:');
const l2 = chooseL2(devPages);
const fitted = fitWeights(dev, undefined, undefined, l2);
console.log('\nweights (fitted on %d development pages, l2 %s):', dev.length, l2);
for (const n of NAMES)
  console.log(`  ${n.padEnd(16)} ${fitted[n].toFixed(2).padStart(6)}   now ${WEIGHTS[n]}`);
console.log('\nvisible price chosen right (no structured data used):');
console.log('                  current weights        fitted weights');
for (const [name, set] of [
  ['development', dev],
  ['held out', held],
  ['saved 60', saved],
] as const) {
  console.log(
    `  ${name.padEnd(14)}  ${accuracy(set, WEIGHTS, MIN_SCORE).padEnd(22)} ${accuracy(set, fitted)}`,
  );
}
