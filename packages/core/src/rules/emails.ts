/**
 * The invitation e-mail box: split on commas or new lines, entries trimmed, and only entries
 * containing '@' kept (spec section 5).
 */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.includes('@'));
}
