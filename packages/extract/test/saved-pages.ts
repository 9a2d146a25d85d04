/**
 * The saved product pages and their scoring (see the fixtures' README): prices as numbers (any
 * alternative counts), titles with case and white space folded, the FIRST image containing one
 * of `image_match`, categories where the page shows one. Read by the fixture score test and by
 * `npm run bench:extract`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScrapeResult } from '@wishlist/core';
import { decodeHtml } from '../src/decode.js';
import { extractProduct } from '../src/product.js';

export type Field = 'price' | 'title' | 'image' | 'category';
export const FIELDS: Field[] = ['price', 'title', 'image', 'category'];

/** Minimum correct pages per field. */
export const TARGETS: Record<Field, number> = { price: 57, title: 57, image: 57, category: 44 };

interface Expected {
  title: string;
  price: string | null;
  category: string | null;
  image_match: string[];
}
interface Fixture {
  file: string | null;
  url: string | null;
  expected: Expected;
  price_alternatives?: string[];
}

export interface Miss {
  file: string;
  got: string;
  expected: string;
}
export interface FieldScore {
  correct: number;
  total: number;
  misses: Miss[];
}
export type Score = Record<Field, FieldScore>;

/**
 * The fixture directory: $PRODUCT_PAGES_DIR, else the shared fixtures' product-pages folder
 * beside the repository.
 */
export function fixturesDir(): string {
  if (process.env.PRODUCT_PAGES_DIR) return path.resolve(process.env.PRODUCT_PAGES_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../../shared/fixtures/product-pages');
}

const fold = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
/** Categories also fold their separators: one fixture writes "A < B < C". */
const foldCategory = (s: string): string => fold(s).replace(/\s*[<>›»]\s*/g, ' > ');

function leadingNumber(s: string): number {
  const m = s.match(/\d+(?:\.\d+)?/);
  return m ? Number(m[0]) : Number.NaN;
}

export function priceCorrect(got: string, fixture: Fixture): boolean {
  const { price } = fixture.expected;
  if (price === null) return got === '';
  if (got === '') return false;
  const value = Number(got);
  const accepted = [price, ...(fixture.price_alternatives ?? [])].map(leadingNumber);
  return accepted.some((n) => Math.abs(n - value) < 0.005);
}

/** Scores one extraction against its fixture; returns the fields it got right. */
export function scorePage(result: ScrapeResult, fixture: Fixture): Record<Field, boolean | null> {
  const e = fixture.expected;
  const first = result.images[0] ?? '';
  return {
    price: priceCorrect(result.price, fixture),
    title: fold(result.title) === fold(e.title),
    image: e.image_match.some((m) => first.includes(m)),
    category:
      e.category === null ? null : foldCategory(result.category) === foldCategory(e.category),
  };
}

function shown(field: Field, result: ScrapeResult, fixture: Fixture): Miss['got' | 'expected'][] {
  const e = fixture.expected;
  switch (field) {
    case 'price':
      return [
        result.price || '(none)',
        [e.price ?? '(none)', ...(fixture.price_alternatives ?? [])].join(' | '),
      ];
    case 'title':
      return [result.title, e.title];
    case 'image':
      return [result.images[0] ?? '(none)', e.image_match.join(' | ')];
    case 'category':
      return [result.category || '(none)', e.category ?? ''];
  }
}

export interface SavedPage {
  name: string;
  fixture: Fixture;
  html: string;
  url: string;
}

/** Every fixture that has a file, decoded as the fetcher would (declared charset, else UTF-8). */
export function loadSavedPages(dir = fixturesDir()): SavedPage[] {
  const expectedPath = path.join(dir, 'expected.json');
  if (!existsSync(expectedPath)) {
    throw new Error(`Product page fixtures not found: ${expectedPath} (set PRODUCT_PAGES_DIR)`);
  }
  const data = JSON.parse(readFileSync(expectedPath, 'utf8')) as {
    fixtures: Record<string, Fixture>;
  };
  return Object.entries(data.fixtures).flatMap(([name, fixture]) =>
    fixture.file
      ? [
          {
            name,
            fixture,
            html: decodeHtml(readFileSync(path.join(dir, fixture.file))),
            url: fixture.url ?? '',
          },
        ]
      : [],
  );
}

/** Runs the extractor over every fixture that has a file and scores each field. */
export function scoreFixtures(dir = fixturesDir(), pages = loadSavedPages(dir)): Score {
  const score = Object.fromEntries(
    FIELDS.map((f) => [f, { correct: 0, total: 0, misses: [] as Miss[] }]),
  ) as Score;
  for (const { name, fixture, html, url } of pages) {
    const result = extractProduct(html, url);
    const marks = scorePage(result, fixture);
    for (const field of FIELDS) {
      const ok = marks[field];
      if (ok === null) continue;
      score[field].total += 1;
      if (ok) score[field].correct += 1;
      else {
        const [got, expected] = shown(field, result, fixture);
        score[field].misses.push({ file: name, got: got ?? '', expected: expected ?? '' });
      }
    }
  }
  return score;
}
