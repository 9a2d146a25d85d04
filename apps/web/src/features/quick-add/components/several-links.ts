import type { ItemBody, ScrapeResult } from '@wishlist/core';
import { digitsAndDots, isCurrencyCode, isHttpUrl, LIMITS } from '@wishlist/core';
import { scrapeProduct } from '../api/scrape';
import { t } from '../i18n';
import { formLink, formText } from './form-text';
import { scrapedCurrency, usableImages } from './quick-add-machine';
import { failureMessage, quickAddTooSlow, SCRAPE_DEADLINE_MS } from './use-quick-add';

/**
 * Links read in one go. Each is a Quick Add call, and the server allows a person 30 of those
 * per 15 minutes (AUTH_RATE_LIMIT): 20 leaves room for a few single ones after.
 */
export const SEVERAL_LINKS_MAX = 20;
/** Shops read side by side: quicker than one by one, gentler on the server than all at once. */
export const SEVERAL_LINKS_AT_ONCE = 2;

// Functions, not constants: each is said in the language in use when a link is read.
export const notALink = () => t('quickAdd.several.notALink');
export const noName = () => t('quickAdd.several.noName');
export const stopped = () => t('quickAdd.several.stopped');

export type LinkOutcome =
  | { url: string; ok: true; item: ItemBody; currency: string }
  | { url: string; ok: false; message: string };

/** The links in a pasted text: one a line, blank lines and repeats left out. */
export function linksIn(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return [...new Set(lines.filter(Boolean))];
}

/**
 * The item Quick Add would prefill from a page, added as it is (name, price, link, image…), its
 * price in the page's currency when the page stated one (the list's otherwise).
 */
export function itemFromScrape(url: string, result: ScrapeResult): LinkOutcome {
  const name = formText(result.title, 'line', LIMITS.itemNameMax);
  if (!name) return { url, ok: false, message: noName() };
  const item: ItemBody = { name, type: 'want', quantity: 1, priority: 0 };
  const description = formText(result.description, 'block', LIMITS.itemTextMax);
  if (description) item.description = description;
  const category = formText(result.category, 'line', LIMITS.itemTextMax);
  if (category) item.category = category;
  const price = Number.parseFloat(
    digitsAndDots(typeof result.price === 'string' ? result.price : ''),
  );
  if (Number.isFinite(price) && price >= 0) item.price = Math.round(price * 100) / 100;
  item.affiliateLink = formLink(result.url) || url;
  const image = usableImages(result.images)[0];
  if (image) item.imageUrl = image;
  const currency = scrapedCurrency(result);
  if (isCurrencyCode(currency)) item.currency = currency;
  return { url, ok: true, item, currency };
}

async function readOne(url: string, stop: AbortSignal, deadlineMs: number): Promise<LinkOutcome> {
  if (!isHttpUrl(url) || url.length > LIMITS.linkMax)
    return { url, ok: false, message: notALink() };
  const call = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    call.abort();
  }, deadlineMs);
  const onStop = () => call.abort();
  stop.addEventListener('abort', onStop);
  try {
    return itemFromScrape(url, await scrapeProduct(url, call.signal));
  } catch (error) {
    if (stop.aborted) return { url, ok: false, message: stopped() };
    return { url, ok: false, message: late ? quickAddTooSlow() : failureMessage(error) };
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', onStop);
  }
}

interface ReadLinksOptions {
  /** Aborted: the links not yet read are left, and those being read are given up. */
  stop: AbortSignal;
  onRead: (outcome: LinkOutcome, index: number) => void;
  atOnce?: number;
  deadlineMs?: number;
}

/** Reads every link with Quick Add, `atOnce` at a time, in their order; outcomes by index. */
export async function readLinks(
  urls: readonly string[],
  {
    stop,
    onRead,
    atOnce = SEVERAL_LINKS_AT_ONCE,
    deadlineMs = SCRAPE_DEADLINE_MS,
  }: ReadLinksOptions,
): Promise<LinkOutcome[]> {
  const outcomes: LinkOutcome[] = urls.map((url) => ({ url, ok: false, message: stopped() }));
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !stop.aborted) {
      const index = next;
      next += 1;
      const outcome = await readOne(urls[index] ?? '', stop, deadlineMs);
      outcomes[index] = outcome;
      onRead(outcome, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, urls.length) }, worker));
  return outcomes;
}
