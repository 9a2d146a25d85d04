import type { AnyNode, Element } from 'domhandler';
import { FRACTION_NAMES } from './cue-names.js';

/** Elements whose text is never shown. */
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template', 'select', 'option', 'svg']);
/** Elements that break a line: their text is not run together with their neighbours'. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'button',
  'label',
]);

/** Longest text worth reading as one price's surroundings. */
export const MAX_PRICE_TEXT = 120;

/**
 * An element's text as a reader sees it, for finding prices in: blocks apart ("Was £20" and
 * "Now £15" in two divs are not "Was £20Now £15"), inline parts together, and a fraction printed
 * apart from its whole part ("12<sup>99</sup>", `a-price-fraction`) joined to it with a decimal
 * sign, which the page left to the eye. Stops once past `limit` characters (a long text is no
 * price's label), so walking a large element costs little.
 */
export function printedText(el: Element, limit = MAX_PRICE_TEXT): string {
  let out = '';
  // Elements visited: a wrapper of thousands of empty elements is no price's text either.
  let budget = limit * 2;
  const walk = (node: AnyNode): void => {
    if (out.length > limit) return;
    if (--budget < 0) {
      out = out.padEnd(limit + 1);
      return;
    }
    if (node.type === 'text') {
      out += (node as unknown as { data: string }).data;
      return;
    }
    if (node.type !== 'tag') return;
    const child = node as Element;
    const name = child.tagName.toLowerCase();
    if (UNSHOWN.has(name)) return;
    const block = BLOCKS.has(name);
    if (block) out += ' ';
    if (isFraction(child) && /\d$/.test(out)) out += decimalSignAfter(out);
    for (const inner of child.children) walk(inner);
    if (block) out += ' ';
  };
  for (const inner of el.children) walk(inner);
  return out.replace(/\s+/g, ' ').trim();
}

/** A price's fraction printed apart: two digits, raised or named as a fraction. */
function isFraction(el: Element): boolean {
  const text = textOf(el).trim();
  if (!/^\d{2}$/.test(text)) return false;
  const names = `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`;
  return el.tagName.toLowerCase() === 'sup' || FRACTION_NAMES.test(names);
}

/** The decimal sign the whole part leaves room for: a comma after "1.299", else a dot. */
function decimalSignAfter(text: string): string {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i] ?? '';
    if (c === '.') return ',';
    if (!/[\d,\s]/.test(c)) break;
  }
  return '.';
}

function textOf(el: Element): string {
  let out = '';
  for (const child of el.children) {
    if (child.type === 'text') out += (child as unknown as { data: string }).data;
    else if (child.type === 'tag') out += textOf(child as Element);
    if (out.length > 8) break;
  }
  return out;
}
