import { CSV_COLUMNS, CSV_EXTRA_COLUMNS, type ExportedItem } from '@wishlist/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import { defuseFormulas, restoreFormulas } from './csv-formulas.js';

type Column = (typeof CSV_COLUMNS)[number] | (typeof CSV_EXTRA_COLUMNS)[number];

/** Every column an import takes: L5's, then ours. */
const KNOWN_COLUMNS: readonly Column[] = [...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS];

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Written first in an export: the UTF-8 byte-order mark, without which spreadsheets (Excel) read
 * the file in the system's legacy code page and garble accents. `fromCsv` takes it off again.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The items as CSV with L5's header row; empty fields are empty cells. `currency` is added last
 * only when some item has a currency of its own (an empty cell: the list's), so a list priced in
 * one currency exports exactly L5's columns, and no price is relabelled by a round trip.
 */
export function toCsv(items: readonly ExportedItem[]): string {
  const withCurrency = items.some((item) => item.currency !== null);
  const rows = items.map((item) =>
    [
      item.name,
      item.description ?? '',
      item.category ?? '',
      item.price === null ? '' : String(item.price),
      item.affiliateLink ?? '',
      item.imageUrl ?? '',
      item.type,
      String(item.priority),
      String(item.quantity),
      ...(withCurrency ? [item.currency ?? ''] : []),
    ].map(defuseFormulas),
  );
  const header = withCurrency ? KNOWN_COLUMNS : CSV_COLUMNS;
  const csv = stringify([[...header], ...rows], {
    eof: true,
    record_delimiter: '\r\n',
    // Given a record delimiter, the library quotes only cells holding that one (CR LF): a lone
    // LF or CR must be quoted too, or a reader starts a row with what follows it.
    quote_record_delimiter: true,
    // Readers trim white space around a bare cell (ours does), which a quoted one keeps.
    quoted_match: /^\s|\s$/u,
  });
  return `${BYTE_ORDER_MARK}${csv}`;
}

/** One data row of an import: its line in the file (the header is line 1) and its fields. */
export interface CsvRow {
  line: number;
  /** What the row says, in the shape of an item of a `PUT` (absent: the cell was empty). */
  item: Record<string, unknown>;
}

/** How each column becomes a field of `itemInput`; numbers stay text the schema reports on. */
const FIELD: Record<Column, string> = {
  name: 'name',
  description: 'description',
  category: 'category',
  price: 'price',
  link: 'affiliateLink',
  image: 'imageUrl',
  type: 'type',
  priority: 'priority',
  quantity: 'quantity',
  currency: 'currency',
};
const NUMERIC = new Set<Column>(['price', 'priority', 'quantity']);

/** A numeric cell as a number when it is one ("12.50"), otherwise as written, to be refused. */
function numberOrText(text: string): unknown {
  const number = Number(text);
  return text !== '' && Number.isFinite(number) ? number : text;
}

/**
 * Reads an import's CSV: a header row naming L5's columns (and `currency`) in any order (`name`
 * required, an unknown column refused: a typo must not silently drop data), then one item a row. Blank lines
 * are skipped; a malformed file (an unclosed quote) is refused with the line where it broke.
 */
export function fromCsv(text: string): CsvRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as {record, info} (the typings know only plain rows).
    records = parse(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // Files from other tools mix line endings; a quoted cell may hold line breaks.
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      line ? msg('server.import.csvUnreadableAt', { line }) : msg('server.import.csvUnreadable'),
      'import_invalid',
    );
  }
  const [header, ...data] = records;
  if (!header) throw badRequest(msg('server.import.csvEmpty'), 'import_invalid');
  const columns = header.record.map((name) => name.toLowerCase());
  const unknown = columns.filter((name) => !(KNOWN_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0 || !columns.includes('name')) {
    const columnsNamed = KNOWN_COLUMNS.join(',');
    throw badRequest(
      unknown.length > 0
        ? msg('server.import.csvHeaderUnknown', {
            columns: columnsNamed,
            unknown: unknown.join(', '),
          })
        : msg('server.import.csvHeader', { columns: columnsNamed }),
      'import_invalid',
    );
  }
  return data.map(({ record, info }) => {
    const item: Record<string, unknown> = {};
    for (const [n, column] of (columns as Column[]).entries()) {
      const cell = restoreFormulas(record[n] ?? '');
      if (cell === '') continue;
      item[FIELD[column]] = NUMERIC.has(column) ? numberOrText(cell) : cell;
    }
    // `info.lines` is where the record ends; a quoted cell's line breaks put its start earlier.
    const breaks = record.reduce((sum, cell) => sum + (cell.match(LINE_BREAK)?.length ?? 0), 0);
    return { line: info.lines - breaks, item };
  });
}
