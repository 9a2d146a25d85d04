/** What a cut text may not end on before its ellipsis: spaces, punctuation, opening brackets. */
const SEPARATORS = new Set([...' \t\n.,;:-–—/|([{«“‘。、，；：（「『', '\u00a0', '\u3000']);
const SPACE = /[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;

/** How far back from the limit a word boundary is looked for, at most (a fifth of it below). */
const BOUNDARY_WINDOW = 200;

let wordSegmenter: Intl.Segmenter | null | undefined;
function segmenter(): Intl.Segmenter | null {
  wordSegmenter ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'word' })
      : null;
  return wordSegmenter;
}

/** The last place at or before `end` where a word starts or ends, past `start`; -1 if none. */
function lastWordBoundary(text: string, start: number, end: number): number {
  const words = segmenter();
  let best = -1;
  if (words) {
    for (const { index } of words.segment(text.slice(start, end + 1))) {
      if (index > 0 && start + index <= end) best = start + index;
    }
    return best;
  }
  for (let i = end; i > start; i--) if (SPACE.test(text[i] ?? '')) return i;
  return best;
}

/**
 * `text` cut to at most `max` characters: when longer, at the last word boundary before the
 * limit (any script: words are found by Intl.Segmenter) and ended with an ellipsis. Only the
 * end is searched, so one very long word is cut rather than most of the text. Used where a
 * shop's text meets a form's limit, on the server (extraction) and in the web app alike.
 */
export function capAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 1;
  const window = Math.min(BOUNDARY_WINDOW, Math.floor(max / 5));
  let cut = lastWordBoundary(text, Math.max(0, room - window), room);
  if (cut <= 0) cut = room;
  // Never split a surrogate pair.
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  while (cut > 0 && SEPARATORS.has(text[cut - 1] ?? '')) cut -= 1;
  return `${text.slice(0, cut)}…`;
}
