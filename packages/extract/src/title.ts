/**
 * Title: the visible product heading when it agrees with the structured name, else the
 * structured name, else the page title without the shop's name.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { documentTitle, headings, overlap } from './page.js';
import { tidy, tokens } from './text.js';

// The lookbehind lets a match start only where white space starts: split() tries every
// position, and `\s+` from each one of a long run is quadratic.
const SEPARATORS = /(?<!\s)\s+(?:\||–|—|-|::|»|·|•|:)\s+/;
/** Words that join a product's name to its shop's: "Desk Lamp at Shop". */
const SHOP_JOINER = / (?:at|from|on|bei|chez|en|su|auf) /gi;

/*
 * The two helpers below take a tidy title (trimmed, single spaces) and find with plain searches
 * what a pattern like `^(.+?)\s+at\s+(.+)$` would: such patterns backtrack over the whole title.
 */

/** Drops a marketplace SEO tail: "… - Buy Cheese Slicer,… Product on Alibaba.com". */
function withoutSeoTail(title: string): string {
  const lastSpace = title.lastIndexOf(' ');
  if (lastSpace < 0) return title;
  const ending = / products? on$/i.exec(title.slice(Math.max(0, lastSpace - 12), lastSpace));
  if (!ending) return title;
  const buy = / - buy /i.exec(title);
  const tailStart = lastSpace - ending[0].length;
  return buy && buy.index + buy[0].length < tailStart ? title.slice(0, buy.index) : title;
}

/** "Desk Lamp at Shop" → ["Desk Lamp", "Shop"], at the first joining word. */
function splitAtShop(title: string): [string, string] | null {
  SHOP_JOINER.lastIndex = 1;
  const joiner = SHOP_JOINER.exec(title);
  if (!joiner || joiner.index + joiner[0].length >= title.length) return null;
  return [title.slice(0, joiner.index), title.slice(joiner.index + joiner[0].length)];
}

function shopLabels(host: string, siteName: string): string[] {
  const labels = host
    .replace(/^www\d?\./, '')
    .split('.')
    .slice(0, -1)
    .filter((l) => l.length >= 3 && !/^(com|co|shop|store)$/.test(l));
  const site = siteName.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return site.length >= 3 ? [...labels, site] : labels;
}

function namesShop(part: string, labels: string[]): boolean {
  const squashed = part.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return labels.some((l) => squashed.includes(l) && squashed.length <= l.length + 24);
}

/** Strips the shop's name and SEO decorations from a page or og:title. */
export function cleanSiteTitle(raw: string, host: string, siteName = ''): string {
  let title = withoutSeoTail(tidy(raw));
  const labels = shopLabels(host, siteName);
  if (labels.length === 0) return title;
  const parts = title.split(SEPARATORS);
  let stripped = false;
  while (parts.length > 1 && namesShop(parts[parts.length - 1] ?? '', labels)) {
    parts.pop();
    stripped = true;
  }
  while (parts.length > 1 && namesShop(parts[0] ?? '', labels)) {
    parts.shift();
    stripped = true;
  }
  if (stripped) {
    // Keep the original separators inside the remaining title.
    const first = parts[0] ?? '';
    const last = parts[parts.length - 1] ?? '';
    title = title.slice(title.indexOf(first), title.lastIndexOf(last) + last.length);
  }
  const tail = splitAtShop(title);
  if (tail && namesShop(tail[1], labels)) title = tail[0];
  if (stripped || tail) title = title.replace(/^(buy|shop|kaufen|acheter|comprar)\s+/i, '');
  return tidy(title.replace(/^\[[^\]]*\]\s*/, ''));
}

export interface TitleSources {
  siteRule: string;
  structured: string;
  og: string;
  twitter: string;
  host: string;
  siteName: string;
}

export interface ChosenTitle {
  title: string;
  heading: Cheerio<Element> | undefined;
}

const HIDDEN =
  '[class*="sr-only" i], [class*="visually-hidden" i], [class*="screen-reader" i], [class*="offleft" i], [class*="offscreen" i], [hidden], [aria-hidden="true"]';

/** Visible text of a heading, without screen-reader-only parts. */
function headingText(h: Cheerio<Element>): string {
  const clone = h.clone();
  clone.find(`script, style, noscript, ${HIDDEN}`).remove();
  return tidy(clone.text());
}

/** The heading that best renders the reference name, if any does. */
function matchingHeading(
  $: CheerioAPI,
  reference: string,
): { text: string; el: Cheerio<Element> } | undefined {
  let best: { text: string; el: Cheerio<Element>; score: number } | undefined;
  for (const h of headings($)) {
    if (h.is(HIDDEN) || h.closest(HIDDEN).length > 0) continue;
    const text = headingText(h);
    if (!text || text.length > 300) continue;
    const score = overlap(text, reference);
    if (score >= 0.75 && (!best || score > best.score)) best = { text, el: h, score };
  }
  return best;
}

/** True when the text is nothing but the shop's name ("Costco Wholesale"). */
function isShopName(text: string, host: string, siteName: string): boolean {
  const squashed = text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return shopLabels(host, siteName).some(
    (l) => squashed.startsWith(l) && squashed.length <= l.length + 12,
  );
}

const same = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Picks between the visible heading and the structured name:
 * - same words: the heading (it keeps the shop's visible punctuation);
 * - heading = brand + name: the heading (structured names often omit the brand);
 * - heading = name minus a tail (variant, colour): the name, unless another source
 *   (og:title, <title>) agrees with the shorter heading;
 * - heading = name plus a tail (price, location, "Details"): the name.
 */
function reconcile(heading: string, name: string, others: string[]): string {
  const h = tokens(heading);
  const n = tokens(name);
  if (same(h, n)) return heading;
  if (h.length > n.length && same(h.slice(h.length - n.length), n) && h.length - n.length <= 6) {
    return heading;
  }
  if (n.length > h.length && same(n.slice(0, h.length), h)) {
    return others.some((o) => same(tokens(o), h)) ? heading : name;
  }
  return name;
}

export function chooseTitle($: CheerioAPI, s: TitleSources): ChosenTitle {
  const og = cleanSiteTitle(s.og, s.host, s.siteName);
  const twitter = cleanSiteTitle(s.twitter, s.host, s.siteName);
  const fromTag = cleanSiteTitle(documentTitle($), s.host, s.siteName);
  const structured = cleanSiteTitle(s.structured, s.host, s.siteName);
  const candidates = [s.siteRule, structured, og, twitter, fromTag].filter(
    (c) => c && !isShopName(c, s.host, s.siteName),
  );
  let heading: { text: string; el: Cheerio<Element> } | undefined;
  for (const c of candidates) {
    heading = matchingHeading($, c);
    if (heading) break;
  }
  if (s.siteRule) return { title: s.siteRule, heading: heading?.el };
  if (structured && heading) {
    return {
      title: reconcile(heading.text, structured, [og, twitter, fromTag]),
      heading: heading.el,
    };
  }
  if (heading) {
    // Without a structured name the visible heading is the best rendering of the name,
    // unless it is much longer (a promo banner or breadcrumb that happens to share words).
    const reference = candidates[0] ?? '';
    if (heading.text.length <= Math.max(reference.length * 2, reference.length + 60)) {
      return { title: heading.text, heading: heading.el };
    }
  }
  if (candidates[0]) return { title: candidates[0], heading: heading?.el };
  const first = headings($).find((h) => !h.is(HIDDEN) && headingText(h));
  return { title: first ? headingText(first) : '', heading: first };
}
