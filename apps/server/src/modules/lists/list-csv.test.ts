import type { ExportedItem } from '@wishlist/core';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCsv, toCsv } from './list-csv.js';

/**
 * What a reader could run: a line whose first character, once the spaces, invisible characters
 * and quotes a reader may drop are gone, is a formula sign or a tab, plain or as a look-alike
 * that NFKC folds to one. Written apart from the code under test, as a reader sees it.
 */
const runs = (line: string) =>
  /^[=+\-@\t\u2212]/u.test(line.replace(/^[\p{Zs}\p{Cf}"]+/u, '').normalize('NFKC'));

/** Every line of a text, at every break any tool splits lines at. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const lines = (text: string) => text.split(/\r\n|[\n\v\f\r\x1c-\x1e\x85\u2028\u2029]/);

/** Characters that break CSV or make formulas, then anything at all. */
const hostileUnit = fc.constantFrom(
  ...['=', '+', '-', '@', '\t', '\r', '\n', '\r\n', '"', "'", ',', ';', ' ', 'a', '1', 'é'],
  ...['\uFEFF', '\u00A0', '\u3000', '\u200B', '\u2028', '\u0085', '\v', '\u2212'],
  ...['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE62', '\uFE66', '\u207C', '\u208A'],
);
const hostileText = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);
const optionalText = fc.option(hostileText, { nil: null });

const exportedItem: fc.Arbitrary<ExportedItem> = fc.record({
  name: hostileText.filter((name) => name !== ''),
  description: optionalText,
  category: optionalText,
  price: fc.option(
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => cents / 100),
    { nil: null },
  ),
  affiliateLink: optionalText,
  imageUrl: optionalText,
  type: fc.constantFrom('want', 'have'),
  priority: fc.integer({ min: 0, max: 3 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  currency: fc.constantFrom(null, 'EUR'),
});

/** An item as an import reads it back: empty cells are absent fields. */
function asImported(item: ExportedItem): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: item.name,
    description: item.description,
    category: item.category,
    price: item.price,
    affiliateLink: item.affiliateLink,
    imageUrl: item.imageUrl,
    type: item.type,
    priority: item.priority,
    quantity: item.quantity,
    currency: item.currency,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
  );
}

describe('CSV export against spreadsheets', () => {
  it('quotes a cell with a line break and defuses every line of it', () => {
    const csv = toCsv([
      {
        name: 'Kettle',
        description: "Lovely kettle\n=cmd|' /C calc'!A0\r  @SUM(1)\u2028\t-2",
        category: null,
        price: null,
        affiliateLink: null,
        imageUrl: null,
        type: 'want',
        priority: 0,
        quantity: 1,
        currency: null,
      },
    ]);
    expect(csv).toContain(`Kettle,"Lovely kettle\n'=cmd|' /C calc'!A0\r'  @SUM(1)\u2028'\t-2",`);
    expect(fromCsv(csv)[0]?.item.description).toBe(
      "Lovely kettle\n=cmd|' /C calc'!A0\r  @SUM(1)\u2028\t-2",
    );
  });

  it('for any text: no cell line and no line of the file a reader could run, and the import gives the same items', () => {
    fc.assert(
      fc.property(fc.array(exportedItem, { minLength: 1, maxLength: 4 }), (items) => {
        const csv = toCsv(items);
        // A standard reader, with its own defaults.
        const records = parse(csv.slice(1), { relax_column_count: true }) as string[][];
        expect(records).toHaveLength(items.length + 1);
        for (const cell of records.flat())
          for (const line of lines(cell)) expect(runs(line), JSON.stringify(cell)).toBe(false);
        for (const line of lines(csv)) expect(runs(line), JSON.stringify(line)).toBe(false);
        expect(fromCsv(csv).map((row) => row.item)).toEqual(items.map(asImported));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives back a cell that was written with an apostrophe before a formula sign', () => {
    const texts = ["'=1+1", "''@x", "a\n'-b", "'", "'plain", ' =x', '\uFEFF=x', '"=x'];
    const items = texts.map((name) => ({
      name,
      description: name,
      category: null,
      price: null,
      affiliateLink: null,
      imageUrl: null,
      type: 'want' as const,
      priority: 0,
      quantity: 1,
      currency: null,
    }));
    const read = fromCsv(toCsv(items)).map((row) => row.item.name);
    expect(read).toEqual(texts);
  });
});
