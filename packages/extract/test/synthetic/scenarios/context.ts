/** What a class scenario is given, and what it hands back to the corpus builder. */
import type {
  Extras,
  Locale,
  Money,
  MoneyStyle,
  PriceBlock,
  ProductKind,
  RelatedItem,
  Words,
} from '../model.js';
import { cents } from '../money.js';
import type { Rng } from '../rng.js';

export interface ScenarioContext {
  locale: Locale;
  words: Words;
  rng: Rng;
  kind: ProductKind;
  /** The product's price in euros, before the locale's rate and rounding. */
  base: number;
  /** The currency a careful reader would name for prices printed in `style` on this page. */
  currencyOf: (style: MoneyStyle) => string;
  /** A shop price for about `eur` euros, rounded the way the locale's shops round. */
  priceFor: (eur: number, style?: MoneyStyle) => Money;
  format: (amount: string, style?: MoneyStyle) => Money;
  /** Other products of the same shop, priced or not. */
  related: (count: number, priced: boolean, options?: RelatedOptions) => RelatedItem[];
}

export interface RelatedOptions {
  style?: MoneyStyle;
  /** Scales their euro prices (accessories cost a fraction of the product). */
  eurFactor?: number;
  /** Which products to show; by default any but the page's own. */
  kinds?: readonly ProductKind[];
}

export interface ScenarioResult {
  price: PriceBlock | null;
  unavailable?: string;
  extras?: Partial<Extras>;
  related?: RelatedItem[];
  repeat?: { sticky: boolean; summary: boolean };
  expected: { price: string | null; currency: string };
}

export interface Scenario {
  name: string;
  /** Products the scenario needs (a comparison price needs the coffee bag); any when absent. */
  kinds?: readonly ProductKind[] | ((locale: Locale) => readonly ProductKind[]);
  build: (ctx: ScenarioContext) => ScenarioResult;
}

/** Whether the locale's shops print cents. */
export function hasCents(locale: Locale): boolean {
  return locale.round(100, 0).includes('.');
}

/** Other styles of the locale that print the same currency. */
export function sameCurrencyStyles(locale: Locale): MoneyStyle[] {
  return [locale.money, ...locale.alt.filter((s) => s.perEur === undefined)];
}

/** A computed amount (a saving, an instalment) with cents exactly when `like` has them. */
export function amountLike(like: string, value: number): string {
  return like.includes('.') ? cents(value) : String(Math.round(value));
}

/** A round threshold ("50 €", "$ 50.000", "Rp 850.000") near `eur` euros. */
export function roundThreshold(locale: Locale, eur: number): string {
  const raw = eur * locale.rate;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return String(Math.round(raw / magnitude) * magnitude);
}
