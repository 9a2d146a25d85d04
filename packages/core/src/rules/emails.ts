/** The e-mail box's entries: split on commas or new lines, trimmed, empty ones gone. */
function emailEntries(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The invitation e-mail box: split on commas or new lines, entries trimmed, and only entries
 * containing '@' kept (spec section 5).
 */
export function splitEmailList(text: string): string[] {
  return emailEntries(text).filter((entry) => entry.includes('@'));
}

/** The entries `splitEmailList` leaves out (no '@'), so the page can name them. */
export function entriesWithoutAt(text: string): string[] {
  return emailEntries(text).filter((entry) => !entry.includes('@'));
}
