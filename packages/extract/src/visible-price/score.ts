/**
 * Weighs each printed number's features (candidates.ts) into one score and picks the price.
 *
 * The weights were set by hand from what each cue means, then measured against a conditional
 * logit fitted on the synthetic corpus's development pages (`npm run fit:price-weights`): the
 * fit wins on the pages it was fitted on and loses on every page it never saw (held-out layout
 * families, the 60 saved pages, each development family left out in turn), so these stay.
 * docs/performance.md has the figures; run the script again when the corpus grows.
 */
import type { Candidate, Features } from './candidates.js';

/** Below this, no printed number is taken for the price. */
export const MIN_SCORE = -4;

export type Weights = Record<keyof Features | 'bias', number>;

export const WEIGHTS: Weights = {
  bias: -1,
  currency: 2,
  priceName: 1.5,
  nowName: 1,
  oldName: -3,
  plainName: -0.5,
  struck: -4,
  inserted: 1.5,
  oldWord: -3,
  nowWord: 1.5,
  notThePrice: -4,
  netOfTax: -2,
  foreign: -5,
  screenReader: 0.3,
  emphasis: 0.5,
  productArea: 1,
  bareNumber: -1,
  repeated: 1,
  headingDistance: -0.6,
  buyDistance: -0.4,
};

/** What a distance counts as on a page without a buy button: neither near nor far. */
const UNKNOWN_DISTANCE = 20;

/** Distances count by their order of magnitude: 3 elements away is near, 300 is far. */
export function featureVector(features: Features): Record<keyof Features, number> {
  const buy = features.buyDistance < 0 ? UNKNOWN_DISTANCE : features.buyDistance;
  return {
    ...features,
    headingDistance: Math.log1p(features.headingDistance),
    buyDistance: Math.log1p(buy),
  };
}

export function scoreOf(candidate: Candidate, weights: Weights = WEIGHTS): number {
  const vector = featureVector(candidate.features);
  let sum = weights.bias;
  for (const [name, value] of Object.entries(vector) as Array<[keyof Features, number]>) {
    sum += weights[name] * value;
  }
  return sum;
}

/** The best-scoring candidate, or undefined when none scores as more likely than not. */
export function choosePrice(
  candidates: Candidate[],
  weights: Weights = WEIGHTS,
  minScore = MIN_SCORE,
): Candidate | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of candidates) {
    const score = scoreOf(candidate, weights);
    if (!best || score > best.score) best = { candidate, score };
  }
  return best && best.score > minScore ? best.candidate : undefined;
}
