/** Shop-specific rules; only shops with a recurring, well-known page layout get one. */
import type { CheerioAPI } from 'cheerio';
import { amazon } from './amazon.js';
import { ebay } from './ebay.js';
import type { SiteRule } from './types.js';

export type { SiteFindings, SiteRule } from './types.js';

const RULES: SiteRule[] = [amazon, ebay];

/** The rule for this page's shop, if any. */
export function siteRuleFor(host: string, $: CheerioAPI): SiteRule | undefined {
  return RULES.find((rule) => rule.matches(host, $));
}
