/**
 * The price printed on the page, for shops that give none in their structured data: every
 * printed number is a candidate (candidates.ts), scored by what surrounds it (score.ts).
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { NO_PRICE, type PriceReading } from '../currency.js';
import { priceCandidates } from './candidates.js';
import { choosePrice } from './score.js';

export function visiblePrice($: CheerioAPI, heading: Element | undefined): PriceReading {
  const chosen = choosePrice(priceCandidates($, heading));
  return chosen ? { price: chosen.value, currency: '', text: chosen.text } : NO_PRICE;
}
