import type { CheerioAPI } from 'cheerio';

/**
 * What a shop-specific rule knows. `price: null` means "no opinion"; `price: ''` means the
 * rule is sure the page has no purchasable price (e.g. Amazon "Currently unavailable").
 */
export interface SiteFindings {
  title: string;
  price: string | null;
  /** The printed text the price was read from, whose sign tells its currency; '' if none. */
  priceText: string;
  images: string[];
  /** Breadcrumb trail, raw (cleaned by the caller). */
  crumbs: string[];
  description: string;
}

export interface SiteRule {
  name: string;
  matches(host: string, $: CheerioAPI): boolean;
  extract($: CheerioAPI, url: string): SiteFindings;
}
