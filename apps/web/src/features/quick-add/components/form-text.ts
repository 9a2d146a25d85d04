import { capAtWord, isHttpUrl, LIMITS, type TextShape, toAllowedText } from '@wishlist/core';

/**
 * What Quick Add puts in the item form, made safe to save whatever the server sent: plain text
 * (the server sends it so, but an older server or a proxy may not), within the form's limits
 * (packages/core LIMITS), and without what the form's rules refuse. Saving cannot then fail on
 * a length or a stray tag the person never typed.
 */

const MARKUP = /<[a-z!/]|&(#x?[0-9a-f]+|[a-z][a-z0-9]*);/i;
const BREAKS = new Set(['div', 'dd', 'dt', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const PARAGRAPHS = new Set(['p', 'ul', 'ol', 'dl', 'table', 'blockquote', 'pre', 'section']);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'svg']);

/** Text of parsed HTML: tags gone, block elements and <br> as line breaks, entities decoded. */
function textOfHtml(html: string, keepLines: boolean): string {
  // DOMParser makes an inert document: its scripts never run and its images never load.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let out = '';
  // Line breaks wait for the text after them: a block's end and the next one's start are one.
  let pending = 0;
  let bullet = false;
  const lineBreak = (count: number, add = false) => {
    pending = Math.min(2, add ? pending + count : Math.max(pending, count));
  };
  const stack: Array<{ node: Node; leaving: boolean }> = [{ node: doc.body, leaving: false }];
  while (stack.length > 0) {
    const { node, leaving } = stack.pop() as { node: Node; leaving: boolean };
    if (node.nodeType === Node.TEXT_NODE) {
      const data = node.textContent ?? '';
      const text = keepLines ? data : data.replace(/\s+/g, ' ');
      if (text.trim() && out) out += '\n'.repeat(pending);
      if (text.trim()) {
        out += bullet ? `• ${text.trimStart()}` : text;
        pending = 0;
        bullet = false;
      } else if (!pending) out += text;
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const name = node.nodeName.toLowerCase();
    if (SKIPPED.has(name)) continue;
    const gap = PARAGRAPHS.has(name) ? 2 : BREAKS.has(name) ? 1 : 0;
    if (name === 'br') {
      if (!leaving) lineBreak(1, true);
      continue;
    }
    if (gap) lineBreak(gap);
    if (leaving) continue;
    if (name === 'li') bullet = true;
    stack.push({ node, leaving: true });
    const children = Array.from(node.childNodes).reverse();
    for (const child of children) stack.push({ node: child, leaving: false });
  }
  return out;
}

/** Spaces folded, each line trimmed, at most one blank line in a row. */
function foldBlock(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/[^\S\n]+/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' && (kept.length === 0 || kept.at(-1) === '')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/** Any value as form text of the given shape: plain, allowed by the rules, within `max`. */
export function formText(value: unknown, shape: TextShape, max: number): string {
  if (typeof value !== 'string' || value === '') return '';
  const hasTags = /<[a-z!/]/i.test(value);
  const plain = MARKUP.test(value) ? textOfHtml(value, !hasTags) : value;
  const folded =
    shape === 'line' ? plain.replace(/\s+/g, ' ').trim() : foldBlock(plain.replace(/\r\n?/g, '\n'));
  return capAtWord(toAllowedText(folded, shape, folded.length), max);
}

/** A link the form accepts (http or https, within the limit), or ''. */
export function formLink(value: unknown): string {
  if (typeof value !== 'string') return '';
  const link = value.trim();
  return link.length <= LIMITS.linkMax && isHttpUrl(link) ? link : '';
}
