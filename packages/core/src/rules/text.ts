/**
 * What the text people type may hold (pen test issue 21, finding 9). The server refuses the rest
 * with a 400, and the web app can run the same checks: names and links end up in e-mails, page
 * titles and other people's screens, so characters that break lines, hide, or reverse text
 * are refused, and so are lone UTF-16 surrogates, which no database stores as valid UTF-8.
 *
 * Every pattern here matches one character (a class, at most after a lookahead of one), so a
 * test is linear in the text's length.
 */

/** Single-line fields (names, category, e-mail, links) or multi-line ones (descriptions). */
export type TextShape = 'line' | 'block';

// Half of a surrogate pair without its other half. With the `u` flag a well-formed pair is one
// code point, so only a lone half is in the Cs category.
const LONE_SURROGATE = /\p{Cs}/u;

// Every C0 and C1 control (U+0000-U+001F, U+007F-U+009F: Unicode's Cc), CR, LF and TAB
// included. Written as ranges, not \p{Cc}: a plain class is many times faster on long texts.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;

// The same plus the Unicode line and paragraph separators: anything that breaks a line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const LINE_CONTROL = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;

// A description keeps its line feeds and tabs (CR LF is made LF first); other controls go.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const BLOCK_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

// Embeddings, overrides and isolates: they reorder the text that follows them, so "gpj.exe"
// could read "exe.jpg". The marks LRM, RLM and ALM reorder nothing and are allowed: Hebrew and
// Arabic text mixed with digits or Latin needs them.
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/u;

// What shows nothing by itself: white space, default-ignorable code points (zero-width spaces
// and joiners, variation selectors, Hangul fillers) and format characters.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

const LINE_BREAK = /\r\n?/g;

type MaybeWellFormed = { isWellFormed?: (this: string) => boolean };

/** False when the text holds a lone surrogate, which cannot be encoded as UTF-8. */
export function isWellFormedText(text: string): boolean {
  // String.prototype.isWellFormed is in Node 20 and browsers since 2023; older ones use the
  // pattern, which says the same.
  const native = (text as unknown as MaybeWellFormed).isWellFormed;
  return typeof native === 'function' ? native.call(text) : !LONE_SURROGATE.test(text);
}

/** True when the text holds a control character its shape does not allow. */
export function hasControlCharacter(text: string, shape: TextShape): boolean {
  return (shape === 'line' ? LINE_CONTROL : BLOCK_CONTROL).test(text);
}

/** True for any C0 or C1 control: what a password may not hold. */
export function hasAnyControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

export function hasDirectionOverride(text: string): boolean {
  return DIRECTION_OVERRIDE.test(text);
}

/** The length of what is left once the invisible characters are taken out. */
export function visibleLength(text: string): number {
  return text.replace(INVISIBLE, '').length;
}

/** CR LF and a lone CR become LF, as a browser's text area gives them. */
export function normaliseLineBreaks(text: string): string {
  return text.includes('\r') ? text.replace(LINE_BREAK, '\n') : text;
}

/** The messages of the rules above, naming the field. */
export const TEXT_RULE_MESSAGES = {
  illFormed: (label: string) => `${label} contains invalid characters`,
  control: (label: string, shape: TextShape) =>
    shape === 'line'
      ? `${label} must be one line, without tabs or other control characters`
      : `${label} must not contain control characters other than line breaks and tabs`,
  anyControl: (label: string) => `${label} must not contain control characters`,
  directionOverride: (label: string) =>
    `${label} must not contain characters that reverse the direction of text`,
};

const LONE_SURROGATES = /\p{Cs}/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const LINE_CONTROLS = /[\x00-\x1f\x7f-\x9f\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const BLOCK_CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Text that did not come from a person (a shop page read by Quick Add), cut to `max` characters
 * and made to pass the rules above: what they refuse is taken out (line breaks in a line become
 * spaces), so a form it fills can be saved as it is.
 */
export function toAllowedText(text: string, shape: TextShape, max: number): string {
  const cut = text.length > max ? text.slice(0, max) : text;
  const cleaned = normaliseLineBreaks(cut)
    .replace(LONE_SURROGATES, '')
    .replace(DIRECTION_OVERRIDES, '')
    .replace(shape === 'line' ? LINE_CONTROLS : BLOCK_CONTROLS, shape === 'line' ? ' ' : '');
  return cleaned.trim();
}
