/**
 * What the generator knows about a page before any family writes it as HTML: the shop, the
 * product, the prices it shows and the other numbers around them.
 */
import type { Script } from './types.js';

/** How a shop prints an amount of money. */
export interface MoneyStyle {
  /** The ISO 4217 code the printed sign stands for on this shop's pages. */
  currency: string;
  sign: string;
  before: boolean;
  /** Between sign and number: '', ' ', a no-break space. */
  gap: string;
  group: string;
  decimal: string;
  /** Indian grouping: 1,23,456. */
  lakh?: boolean;
  /** Numbers with fewer integer digits than this are not grouped (Polish "1299,00 zł"). */
  groupFrom?: number;
  /** How a whole amount prints its cents: kept ("29,00"), dropped ("29") or a mark ("29,–"). */
  wholeCents?: 'keep' | 'drop' | string;
  /** Arabic-Indic digits (٠١٢…). */
  arabicDigits?: boolean;
  /** The sign alone does not say which currency (a bare "$" on an international page). */
  ambiguous?: boolean;
  /** EUR to this style's currency, when it is not the locale's own (kuna on a Croatian page). */
  perEur?: number;
}

export interface MoneyParts {
  pre: string;
  whole: string;
  dec: string;
  frac: string;
  post: string;
}

export interface Money {
  /** Normalised: digits and at most one dot. */
  amount: string;
  currency: string;
  text: string;
  parts: MoneyParts;
}

export type ProductKind =
  | 'kettle'
  | 'headphones'
  | 'backpack'
  | 'shoes'
  | 'coffee'
  | 'lamp'
  | 'pan'
  | 'laptop'
  | 'sweater'
  | 'espresso';

/** Words a shop in one language prints around its products. */
export interface Words {
  home: string;
  search: string;
  account: string;
  cart: string;
  subtotal: string;
  /** Kitchen, electronics, outdoor, home: the breadcrumb's middle step. */
  cats: readonly [string, string, string, string];
  addToCart: string;
  inStock: string;
  qty: string;
  taxNote: string;
  description: string;
  blurb: string;
  reviews: (n: string) => string;
  rating: (v: string) => string;
  related: string;
  together: string;
  cookie: string;
  accept: string;
  footer: readonly string[];
  rights: string;
  /** Labels printed before an original (struck) price. */
  was: readonly string[];
  /** Label printed before the price to pay when a sale shows both. */
  now: string;
  /** How themes label a price that is not reduced ("Regular price"). */
  regular: string;
  sale: string;
  save: (x: string) => string;
  /** The EU "lowest price of the last 30 days" line (Omnibus directive), where it applies. */
  lowest30?: (x: string) => string;
  freeShipping: (x: string) => string;
  instalments: (n: number, x: string) => string;
  points: (n: number) => string;
  /** A comparison price: the text and how many of its units one 500 g bag holds. */
  perUnit: { text: (x: string) => string; factor: number };
  model: string;
  sku: string;
  size: string;
  colour: string;
  delivery: string;
  priceOnRequest: string;
  soldOut: string;
  price: string;
  /** A gift-wrap option with its surcharge. */
  addOn: (x: string) => string;
  brandBy: (b: string) => string;
  /** Class names a hand-written shop in this language would use. */
  cls: { price: string; old: string; now: string; product: string; title: string; cart: string };
}

export interface Locale {
  /** BCP 47 tag of the shop's locale. */
  tag: string;
  /** What the page's <html lang> says (may be less precise than the tag). */
  htmlLang: string;
  script: Script;
  dir: 'ltr' | 'rtl';
  money: MoneyStyle;
  /** Other ways shops of this locale print prices. */
  alt: readonly MoneyStyle[];
  /** EUR to local currency, for realistic amounts. */
  rate: number;
  /** Turns a raw local amount into a price a shop would set (normalised string). */
  round: (x: number, pick: number) => string;
  tld: string;
  /** Shop names and the host labels their sites use. */
  shops: readonly (readonly [string, string])[];
  words: Words;
  products: Record<ProductKind, string>;
  /** A currency selector the header may show ("USD $"), for shops whose sign is ambiguous. */
  currencyLabel?: string;
}

export interface Shop {
  name: string;
  host: string;
  origin: string;
}

export interface Product {
  kind: ProductKind;
  title: string;
  brand: string;
  sku: string;
  slug: string;
  /** URLs: main image first, then other views. */
  images: string[];
  /** The substring only the main image's URLs contain. */
  imageId: string;
  category: string;
}

export interface PriceBlock {
  current: Money;
  original?: Money;
  originalLabel?: string;
  currentLabel?: string;
  /** Flexible families print the price to pay before the original one. */
  saleFirst?: boolean;
  /** How flexible families mark the original price. */
  strike?: 'del' | 's' | 'class' | 'style';
  badge?: string;
  saving?: string;
  lowest30?: string;
  /** Print the whole and fraction parts (or sign) in separate elements. */
  split?: boolean;
}

export interface RelatedItem {
  name: string;
  image: string;
  href: string;
  price: Money | null;
}

export interface VariantOption {
  label: string;
  /** The option's price, or what it adds ("+5,00 €") when `delta`. */
  price: Money | null;
  delta?: boolean;
  selected: boolean;
}

export interface Extras {
  cartCount: number;
  cartTotal?: Money;
  bundle?: RelatedItem[];
  /** "Total for all three": the product and the bundle together. */
  bundleTotal?: Money;
  addOn?: string;
  unitPrice?: string;
  freeShipping?: string;
  instalments?: string;
  points?: string;
  rating?: { value: string; count: string };
  model?: string;
  delivery?: string;
  variants?: { name: string; options: VariantOption[] };
}

export type Structured = 'none' | 'og' | 'ld-no-price' | 'ld-currency-only';

export interface PageModel {
  id: string;
  locale: Locale;
  shop: Shop;
  product: Product;
  url: string;
  price: PriceBlock | null;
  /** Printed where the price would be when there is none. */
  unavailable?: string;
  repeat: { sticky: boolean; summary: boolean };
  extras: Extras;
  related: RelatedItem[];
  structured: Structured;
  /** The header shows the shop's currency (for locales whose sign alone cannot tell). */
  currencyHint: boolean;
  lazyImage: boolean;
  /** A per-page number families use to vary their markup deterministically. */
  variety: number;
}

export interface Family {
  name: string;
  heldOut: boolean;
  path: (product: Product, locale: Locale) => string;
  /** Where the platform keeps product images (an origin and folder, ending in "/"). */
  imageDir: (shop: Shop) => string;
  render: (model: PageModel) => string;
}
