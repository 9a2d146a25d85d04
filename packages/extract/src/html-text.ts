/**
 * A shop's description as plain text for the item form (extensions Q1): shops put HTML in
 * JSON-LD and meta descriptions (`<p>`, `<br>`, lists, entities, sometimes escaped twice). Tags
 * go, block elements and `<br>` become line breaks, list items get a bullet, entities are
 * decoded, white space is folded, and the text is cut at a word boundary with an ellipsis to
 * what the item form takes. One rule for every shop; no page gets its own.
 */
import { capAtWord, LIMITS } from '@wishlist/core';
import { load } from 'cheerio';
import { type AnyNode, isTag, isText } from 'domhandler';
import { decodeEntities } from './text.js';

/** Most characters of markup read: far more than the text of a 2000-character description. */
const MAX_INPUT = 200_000;

/** Elements that end a line. */
const LINE_BLOCKS = new Set([
  'address',
  'caption',
  'dd',
  'div',
  'dt',
  'figcaption',
  'footer',
  'header',
  'li',
  'tr',
]);
/** Elements that stand apart as paragraphs (a blank line around them). */
const PARAGRAPHS = new Set([
  'article',
  'aside',
  'blockquote',
  'dl',
  'fieldset',
  'figure',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
/** Elements whose content is not text a person reads. */
const SKIPPED = new Set([
  'head',
  'iframe',
  'noscript',
  'object',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'title',
]);
const CELLS = new Set(['td', 'th']);

// One character each: every pattern below is linear.
const MARKUP = /<[a-z!/]/i;
const ESCAPED_MARKUP = /&lt;\/?[a-z]/i;
const SPACE = /[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const SPACE_RUN = /[\t\n\f\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
const SPACE_NO_NEWLINE = /[\t\f \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

/** Builds text from pieces: folds spaces and holds line breaks until text follows them. */
class TextBuilder {
  private out = '';
  private pendingBreaks = 0;
  private pendingSpace = false;
  private pendingBullet = false;

  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.out.length > this.limit;
  }

  /** 1 ends the line, 2 leaves a blank line; `add` counts `<br>`s, which add up. */
  lineBreak(count: 1 | 2, add = false): void {
    const next = add ? this.pendingBreaks + count : Math.max(this.pendingBreaks, count);
    this.pendingBreaks = Math.min(2, next);
    this.pendingSpace = false;
  }

  bullet(): void {
    this.lineBreak(1);
    this.pendingBullet = true;
  }

  space(): void {
    this.pendingSpace = true;
  }

  /** Text in which any run of white space is one space (HTML) or keeps its line feeds. */
  text(data: string, keepLines: boolean): void {
    const visible = data.replace(INVISIBLE, '');
    if (!keepLines) {
      this.words(visible.replace(SPACE_RUN, ' '));
      return;
    }
    const lines = visible.replace(/\r\n?/g, '\n').split('\n');
    lines.forEach((line, index) => {
      if (index > 0) this.lineBreak(1, true);
      this.words(line.replace(SPACE_NO_NEWLINE, ' '));
    });
  }

  private words(folded: string): void {
    if (!folded) return;
    const leading = SPACE.test(folded[0] ?? '');
    const trailing = SPACE.test(folded.at(-1) ?? '');
    const words = folded.trim();
    if (leading) this.pendingSpace = true;
    if (words) {
      if (this.out) {
        if (this.pendingBreaks > 0) this.out += '\n'.repeat(this.pendingBreaks);
        else if (this.pendingSpace) this.out += ' ';
      }
      if (this.pendingBullet) this.out += '• ';
      this.out += words;
      this.pendingBreaks = 0;
      this.pendingSpace = false;
      this.pendingBullet = false;
    }
    if (trailing) this.pendingSpace = true;
  }

  toString(): string {
    return this.out;
  }
}

/** Walks the nodes in document order without recursion (pages may nest very deeply). */
function walk(nodes: AnyNode[], into: TextBuilder, keepLines: boolean): void {
  type Step = { node: AnyNode; leaving: boolean };
  const stack: Step[] = nodes
    .slice()
    .reverse()
    .map((node) => ({ node, leaving: false }));
  while (stack.length > 0 && !into.full) {
    const { node, leaving } = stack.pop() as Step;
    if (isText(node)) {
      into.text(node.data, keepLines);
      continue;
    }
    if (!isTag(node)) continue;
    const name = node.name.toLowerCase();
    if (SKIPPED.has(name)) continue;
    const breaks = PARAGRAPHS.has(name) ? 2 : LINE_BLOCKS.has(name) ? 1 : 0;
    if (leaving) {
      if (breaks) into.lineBreak(breaks);
      else if (CELLS.has(name)) into.space();
      continue;
    }
    if (name === 'br') into.lineBreak(1, true);
    else if (name === 'li') into.bullet();
    else if (breaks) into.lineBreak(breaks);
    else if (CELLS.has(name)) into.space();
    stack.push({ node, leaving: true });
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child) stack.push({ node: child, leaving: false });
    }
  }
}

/**
 * The plain text of `input`, which may be HTML, HTML escaped once more (`&lt;p&gt;`), or plain
 * text (whose own line breaks are kept). Reads at most `limit` + 1 characters of text.
 */
export function htmlToText(input: string, limit = Number.MAX_SAFE_INTEGER): string {
  let source = input.length > MAX_INPUT ? input.slice(0, MAX_INPUT) : input;
  if (!MARKUP.test(source) && ESCAPED_MARKUP.test(source)) source = decodeEntities(source);
  const markup = MARKUP.test(source);
  const builder = new TextBuilder(limit);
  // htmlparser2, not parse5: parse5's scope checks make deeply nested markup quadratic. It
  // decodes every HTML entity and keeps script and style content apart, as browsers do.
  const $ = load(source, { xml: { xmlMode: false, decodeEntities: true } }, false);
  walk($.root().contents().toArray(), builder, !markup);
  return builder.toString();
}

/** A description for the item form: plain text within the form's limit. */
export function descriptionText(input: string, max: number = LIMITS.itemTextMax): string {
  return capAtWord(htmlToText(input, max), max);
}

/** The same from parsed nodes (a microdata description element's children, say). */
export function nodesDescription(nodes: AnyNode[], max: number = LIMITS.itemTextMax): string {
  const builder = new TextBuilder(max);
  walk(nodes, builder, false);
  return capAtWord(builder.toString(), max);
}
