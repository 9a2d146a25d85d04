/**
 * Cells a spreadsheet would run as a formula when an export is opened (OWASP's "CSV
 * injection"): every line of a cell that a reader could start with `=`, `+`, `-`, `@` or a tab is
 * written with a leading `'`, which `restoreFormulas` takes off again (a CR ends a line here, and
 * what follows it is a line of its own).
 *
 * Every line, not only the cell's first: a spreadsheet reads a quoted multi-line cell as one,
 * but tools that split the file into lines first (a script, a hand-rolled importer) start a row
 * with each line of it. A line counts as dangerous when the formula character comes after
 * characters readers drop or skip (spaces of any kind, invisible format characters such as the
 * byte-order mark, quotes and apostrophes), and in its full-width, small or raised forms, which
 * some spreadsheets (Apple Numbers) fold to the plain ones.
 */

/**
 * Where some tool breaks a line: CR LF, LF, CR, and the rest of what Python's `splitlines`
 * splits at (VT, FF, the file, group and record separators, NEL, U+2028, U+2029), the widest
 * reading there is. Captured, so `split` keeps them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const LINE_BREAKS = /(\r\n|[\n\v\f\r\x1c-\x1e\x85\u2028\u2029])/;

/** What a reader may skip or drop before the line's first real character. */
const SKIPPED = /^[\p{Zs}\p{Cf}'"\t]$/u;

/** The formula signs, as NFKC folds their look-alikes (＝ ﹦ ⁼, ＋ ﹢ ⁺, － ﹣, ＠ ﹫, and −). */
const SIGNS = new Set(['=', '+', '-', '@', '\u2212']);

const startsFormula = (char: string) => char === '\t' || SIGNS.has(char.normalize('NFKC')[0] ?? '');

/** Whether a reader could start a formula with this line. Stops at its first real character. */
function dangerous(line: string): boolean {
  for (const char of line) {
    if (startsFormula(char)) return true;
    const skipped = SKIPPED.test(char) || SKIPPED.test(char.normalize('NFKC'));
    if (!skipped) return false;
  }
  return false;
}

/** `text` with `change` applied to each of its lines; the line breaks stay as they are. */
function eachLine(text: string, change: (line: string) => string): string {
  if (!LINE_BREAKS.test(text)) return change(text);
  // Odd places hold the breaks themselves.
  return text
    .split(LINE_BREAKS)
    .map((part, n) => (n % 2 === 0 ? change(part) : part))
    .join('');
}

/**
 * A cell as written to a file: each dangerous line gets a leading `'`. A line that already
 * starts with `'` (then a formula sign) counts as dangerous too, so the apostrophe it was written
 * with comes back from `restoreFormulas`: the pair is exact for any text.
 */
export function defuseFormulas(cell: string): string {
  return eachLine(cell, (line) => (dangerous(line) ? `'${line}` : line));
}

/** A cell as read from a file: the `'` that `defuseFormulas` added goes again. */
export function restoreFormulas(cell: string): string {
  // `'` is skipped by `dangerous`, so a line defused is one starting with `'` that still is.
  return eachLine(cell, (line) => (line.startsWith("'") && dangerous(line) ? line.slice(1) : line));
}
