/**
 * The synthetic product-page corpus: what a page is, and what a careful reader of it would
 * answer. The corpus measures Quick Add on shops it has never seen, one failure class per page.
 */

export const PAGE_CLASSES = [
  'visible-only',
  'sale-vs-original',
  'many-numbers',
  'separators',
] as const;
export type PageClass = (typeof PAGE_CLASSES)[number];

/** ISO 15924 codes of the writing systems the pages are written in. */
export type Script = 'Latn' | 'Cyrl' | 'Hans' | 'Hant' | 'Jpan' | 'Arab' | 'Hebr';

export interface Expected {
  /** Digits and at most one dot ("1234.50"), or null when the page shows no price to pay. */
  price: string | null;
  /** ISO 4217, or '' when the page itself cannot tell (a bare "$" and no other hint). */
  currency: string;
  title: string;
  /** A substring of the first image's URL that only the product's main image has. */
  image: string;
}

export interface SyntheticPage {
  id: string;
  class: PageClass;
  /** The layout family: which shop platform's way of writing a page it imitates. */
  family: string;
  /** BCP 47 tag of the shop's locale (the page's own `lang` may be less precise). */
  lang: string;
  script: Script;
  /** Pages of families the people tuning the extractor agree not to look at. */
  heldOut: boolean;
  html: string;
  url: string;
  expected: Expected;
}
