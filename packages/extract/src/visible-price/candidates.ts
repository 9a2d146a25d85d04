/**
 * Every number the page prints that could be the product's price, with what the page says
 * around it: its names (class, id, itemprop), the words before and after it, whether it is
 * struck through, where it sits relative to the product's heading and buy button. The scorer
 * (score.ts) weighs these; nothing here decides.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { numbersIn } from '../price.js';
import {
  FOREIGN_NAMES,
  NET_OF_TAX_NAMES,
  NOW_PRICE_NAMES,
  OLD_PRICE_NAMES,
  OTHER_AMOUNT_NAMES,
  PLAIN_PRICE_NAMES,
  PRICE_NAMES,
  SCREEN_READER_NAMES,
  SLIDER_NAMES,
} from './cue-names.js';
import {
  BUY_WORDS,
  INSTALMENT,
  NET_OF_TAX,
  NOW_PRICE_WORDS,
  OLD_PRICE_WORDS,
  PER_UNIT,
  POINTS,
  SAVING,
  SHIPPING,
} from './cues.js';
import { MAX_PRICE_TEXT, printedText } from './printed-text.js';

export interface Candidate {
  value: string;
  /** The text the number was read from (its currency sign is in there). */
  text: string;
  /** Document order of the element, for distances. */
  order: number;
  features: Features;
}

/** What the page says about one printed number: 0/1 flags, and two distances. */
export interface Features {
  currency: number;
  priceName: number;
  nowName: number;
  oldName: number;
  plainName: number;
  struck: number;
  inserted: number;
  oldWord: number;
  nowWord: number;
  notThePrice: number;
  netOfTax: number;
  foreign: number;
  screenReader: number;
  emphasis: number;
  productArea: number;
  bareNumber: number;
  /** Other candidates outside foreign areas printing the same value (0, 1, 2+ as 0..1). */
  repeated: number;
  /** Elements between the heading and the number, in document order; before the heading costs more. */
  headingDistance: number;
  /** Elements between the number and the buy button; -1 when the page has none. */
  buyDistance: number;
}

const SKIP = /^(script|style|noscript|template|option|select|svg|head|title|textarea|input)$/i;
const CHROME_TAGS = new Set(['header', 'footer', 'nav']);
const STRUCK_TAGS = new Set(['del', 's', 'strike']);
const CHROME_ROLES = new Set(['banner', 'navigation', 'contentinfo']);
const PRODUCT_AREA = /(product|detail|pdp|buy-?box|purchase|summary|item-?info)/i;
const EMPHASIS = /^(strong|b|h2|h3|h4|ins|big)$/i;
const BIG_NAMES = /(big|large|lg|xl|main|primary|hero|headline|display)/i;
/** How far up an element's ancestors its names still speak for it. */
const NAME_DEPTH = 3;

const names = (el: Element): string => {
  const a = el.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''} ${a.itemprop ?? ''} ${a['data-testid'] ?? ''} ${a['data-price-type'] ?? ''}`;
};

function ancestors(el: Element, depth: number): Element[] {
  const out: Element[] = [];
  let node: Element | null = el;
  for (let d = 0; node && d <= depth; d++) {
    out.push(node);
    node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
  }
  return out;
}

/** The first buy button outside chrome, in document order, or -1. */
function buyButtonAt($: CheerioAPI, order: Map<Element, number>): number {
  for (const el of $(
    'button, input[type="submit"], input[type="button"], a[role="button"], [class*="cart" i] button',
  ).toArray()) {
    const label = `${$(el).text()} ${el.attribs?.value ?? ''} ${el.attribs?.['aria-label'] ?? ''}`;
    if (label.length < 60 && BUY_WORDS.test(label) && !ancestors(el, 64).some(isChrome))
      return order.get(el) ?? -1;
  }
  return -1;
}

/**
 * The label printed just before a price in an element of its own: "Was", "UVP:", "Brez DDV:".
 * A neighbour with digits in it is another price or a sentence, not this one's label.
 */
function labelBefore(el: Element): string {
  let prev = el.prev;
  while (prev && prev.type === 'text' && !(prev as unknown as { data: string }).data.trim())
    prev = prev.prev;
  let label = '';
  if (prev?.type === 'text') label = (prev as unknown as { data: string }).data.trim();
  else if (prev?.type === 'tag') label = printedText(prev as Element, 30);
  return label.length <= 30 && !/\d/.test(label) ? label : '';
}

/**
 * The elements worth reading: those with a digit in their own text, and their parents up to
 * NAME_DEPTH (a price split into whole and fraction is whole only a level or two up). The rest
 * of a page, most of it, is never walked for text.
 */
function digitHolders(all: Element[]): Set<Element> {
  const holders = new Set<Element>();
  for (const el of all) {
    const own = el.children.some(
      (c) => c.type === 'text' && /\d/.test((c as unknown as { data: string }).data),
    );
    if (own) for (const a of ancestors(el, NAME_DEPTH)) holders.add(a);
  }
  return holders;
}

export function priceCandidates($: CheerioAPI, heading: Element | undefined): Candidate[] {
  const all = $('body *').toArray();
  const order = new Map(all.map((el, i) => [el, i] as const));
  const headingAt = heading ? (order.get(heading) ?? -1) : -1;
  const buyAt = buyButtonAt($, order);
  const headingArea = new Set(heading ? ancestors(heading, 64) : []);
  const found: Candidate[] = [];

  const holders = digitHolders(all);
  all.forEach((el, i) => {
    if (!holders.has(el) || SKIP.test(el.tagName)) return;
    const text = printedText(el);
    if (!text || text.length > MAX_PRICE_TEXT || !/\d/.test(text)) return;
    // The smallest element holding the whole printed price reads it; its wrappers do not.
    const numbers = numbersIn(text);
    if (numbers.length === 0) return;
    const childTexts = el.children
      .filter((c): c is Element => c.type === 'tag')
      .map((c) => printedText(c));
    const chain = ancestors(el, NAME_DEPTH);
    const chainNames = chain.map(names).join(' ');
    const priceName = PRICE_NAMES.test(chainNames) ? 1 : 0;
    const label = labelBefore(el);
    const up = ancestors(el, 64);
    const struck =
      up.some((a) => STRUCK_TAGS.has(a.tagName.toLowerCase())) ||
      chain.some((a) => /line-through/i.test(a.attribs?.style ?? ''))
        ? 1
        : 0;
    const inserted = up.some((a) => a.tagName.toLowerCase() === 'ins') ? 1 : 0;
    const inForeign = isForeign(el, headingArea);
    for (const [n, number] of numbers.entries()) {
      const printed = text.slice(number.start, number.end);
      if (
        childTexts.some(
          (t) => t.includes(printed) && numbersIn(t).some((n) => n.value === number.value),
        )
      )
        continue;
      if (!number.currency && !priceName) continue;
      // Its own words only: in "Was £20 Now £15", "Was" belongs to £20 and "Now" to £15.
      const previous = n > 0 ? (numbers[n - 1]?.end ?? 0) : 0;
      const next = numbers[n + 1]?.start ?? text.length;
      const before = `${n === 0 ? label : ''} ${text.slice(Math.max(previous, number.start - 30), number.start)}`;
      const after = text.slice(number.end, Math.min(next, number.end + 30));
      const around = `${before} ${after}`;
      const distance =
        headingAt < 0 ? 50 : i >= headingAt ? i - headingAt : (headingAt - i) * 3 + 30;
      found.push({
        value: number.value,
        // Its sign is beside it: a text holding two prices must not lend one's sign to the other.
        text: text.slice(Math.max(0, number.start - 8), number.end + 8),
        order: i,
        features: {
          currency: number.currency ? 1 : 0,
          priceName,
          nowName: NOW_PRICE_NAMES.test(chainNames) ? 1 : 0,
          oldName: OLD_PRICE_NAMES.test(chainNames) ? 1 : 0,
          plainName: PLAIN_PRICE_NAMES.test(chainNames) ? 1 : 0,
          struck,
          inserted,
          oldWord: OLD_PRICE_WORDS.test(before) ? 1 : 0,
          nowWord: NOW_PRICE_WORDS.test(before) ? 1 : 0,
          notThePrice:
            PER_UNIT.test(after) ||
            INSTALMENT.test(around) ||
            SHIPPING.test(around) ||
            POINTS.test(around) ||
            SAVING.test(before) ||
            OTHER_AMOUNT_NAMES.test(chainNames)
              ? 1
              : 0,
          netOfTax: NET_OF_TAX.test(around) || NET_OF_TAX_NAMES.test(chainNames) ? 1 : 0,
          foreign: inForeign ? 1 : 0,
          screenReader: SCREEN_READER_NAMES.test(chainNames) ? 1 : 0,
          emphasis: chain.some((a) => EMPHASIS.test(a.tagName) || BIG_NAMES.test(names(a))) ? 1 : 0,
          productArea: productArea(el) ? 1 : 0,
          bareNumber: number.currency ? 0 : 1,
          repeated: 0,
          headingDistance: distance,
          buyDistance: buyAt < 0 ? -1 : Math.abs(i - buyAt),
        },
      });
    }
  });
  for (const c of found) {
    if (c.features.foreign) continue;
    const same = found.filter((o) => o !== c && !o.features.foreign && o.value === c.value).length;
    c.features.repeated = Math.min(same, 2) / 2;
  }
  return found;
}

/**
 * In page chrome or among other products: a header, footer, nav, related-products block or
 * slider. An area that holds the product's heading is the product's own, whatever its name
 * (a page wrapper called "fixed-header", a buy box in an <aside>).
 */
function isForeign(el: Element, headingArea: Set<Element>): boolean {
  return ancestors(el, 12).some((a) => {
    if (headingArea.has(a)) return false;
    const n = `${a.attribs?.class ?? ''} ${a.attribs?.id ?? ''}`;
    return isChrome(a) || FOREIGN_NAMES.test(n) || SLIDER_NAMES.test(n);
  });
}

function isChrome(el: Element): boolean {
  return CHROME_TAGS.has(el.tagName.toLowerCase()) || CHROME_ROLES.has(el.attribs?.role ?? '');
}

function productArea(el: Element): boolean {
  return ancestors(el, 12).some(
    (a) =>
      PRODUCT_AREA.test(`${a.attribs?.class ?? ''} ${a.attribs?.id ?? ''}`) ||
      /Product/.test(a.attribs?.itemtype ?? '') ||
      a.tagName.toLowerCase() === 'main',
  );
}
