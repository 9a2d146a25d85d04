/**
 * Scores Quick Add on the synthetic corpus: each page's price, currency, title and first image
 * against what a careful reader of the page would answer.
 */
import type { ScrapeResult } from '@wishlist/core';
import { extractProduct } from '../src/product.js';
import type { SyntheticPage } from './synthetic/index.js';

export const SYNTHETIC_FIELDS = ['price', 'currency', 'title', 'image'] as const;
export type SyntheticField = (typeof SYNTHETIC_FIELDS)[number];

export interface SyntheticOutcome {
  page: SyntheticPage;
  result: ScrapeResult;
  ok: Record<SyntheticField, boolean>;
}

const fold = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Prices compare as numbers; a page without a price is right only when none is given. */
export function syntheticPriceCorrect(got: string, expected: string | null): boolean {
  if (expected === null) return got === '';
  if (got === '') return false;
  return Math.abs(Number(got) - Number(expected)) < 0.005;
}

export function scoreSyntheticPage(page: SyntheticPage, result: ScrapeResult): SyntheticOutcome {
  const e = page.expected;
  return {
    page,
    result,
    ok: {
      price: syntheticPriceCorrect(result.price, e.price),
      currency: result.currency === e.currency,
      title: fold(result.title) === fold(e.title),
      image: (result.images[0] ?? '').includes(e.image),
    },
  };
}

export function runSynthetic(pages: readonly SyntheticPage[]): SyntheticOutcome[] {
  return pages.map((page) => scoreSyntheticPage(page, extractProduct(page.html, page.url)));
}

export interface Tally {
  correct: number;
  total: number;
}

export function tally(outcomes: readonly SyntheticOutcome[], field: SyntheticField): Tally {
  return {
    correct: outcomes.filter((o) => o.ok[field]).length,
    total: outcomes.length,
  };
}

export interface PriceQuality {
  /** Pages where the extractor gave a price. */
  answered: number;
  /** Of those, the ones whose price is the page's. */
  correct: number;
  /** Pages that show a price to pay. */
  withPrice: number;
  precision: number;
  recall: number;
  f1: number;
}

/** "No price given" is not a false positive: it only costs recall. */
export function priceQuality(outcomes: readonly SyntheticOutcome[]): PriceQuality {
  const answered = outcomes.filter((o) => o.result.price !== '');
  const correct = answered.filter((o) => o.page.expected.price !== null && o.ok.price).length;
  const withPrice = outcomes.filter((o) => o.page.expected.price !== null).length;
  const precision = answered.length ? correct / answered.length : 0;
  const recall = withPrice ? correct / withPrice : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { answered: answered.length, correct, withPrice, precision, recall, f1 };
}
