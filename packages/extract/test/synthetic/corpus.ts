/**
 * Builds the corpus: every class scenario in every locale, dealt in turn to the layout families.
 * Each page draws from its own generator, seeded by its id, so the corpus is the same every run.
 */
import { BASE_EUR, KINDS, makeProduct, otherKinds, shopFor } from './catalog.js';
import { FAMILIES } from './families/index.js';
import { LOCALES } from './locales/index.js';
import type { Locale, MoneyStyle, PageModel, RelatedItem, Structured } from './model.js';
import { formatMoney } from './money.js';
import { rngFor, seedOf } from './rng.js';
import type { RelatedOptions, Scenario, ScenarioContext } from './scenarios/context.js';
import { MANY_NUMBERS, NO_PRICE } from './scenarios/many-numbers.js';
import { SALE_VS_ORIGINAL } from './scenarios/sale-vs-original.js';
import { SEPARATORS } from './scenarios/separators.js';
import { VISIBLE_ONLY } from './scenarios/visible-only.js';
import { PAGE_CLASSES, type PageClass, type SyntheticPage } from './types.js';

function scenariosOf(cls: PageClass, localeIndex: number): readonly Scenario[] {
  switch (cls) {
    case 'visible-only':
      return VISIBLE_ONLY;
    case 'sale-vs-original':
      return SALE_VS_ORIGINAL;
    case 'many-numbers':
      // A few pages without a price at all: answering one of their numbers is a false positive.
      return localeIndex % 3 === 0 ? [...MANY_NUMBERS, NO_PRICE] : MANY_NUMBERS;
    case 'separators':
      return SEPARATORS;
  }
}

/**
 * Mostly no metadata or Open Graph only; a few pages with JSON-LD that has no price, and fewer
 * whose offer gives only the currency.
 */
const STRUCTURED: readonly Structured[] = [
  ...Array<Structured>(9).fill('none'),
  ...Array<Structured>(8).fill('og'),
  'ld-no-price',
  'ld-no-price',
  'ld-currency-only',
];

/** Where a page sits in the grid: its class, locale and scenario, by index. */
interface Slot {
  cls: PageClass;
  classIndex: number;
  locale: Locale;
  localeIndex: number;
  scenario: Scenario;
  scenarioIndex: number;
}

/**
 * Deals the families so that every scenario meets every family across the locales (the steps
 * are coprime with the list's length) and one locale's pages go to different families.
 */
function deal<T>(items: readonly T[], slot: Slot, localeStep: number, scenarioStep: number): T {
  const i = slot.localeIndex * localeStep + slot.scenarioIndex * scenarioStep + slot.classIndex;
  const item = items[i % items.length];
  if (item === undefined) throw new Error('dealing from an empty list');
  return item;
}

function buildPage(slot: Slot): SyntheticPage {
  const { cls, locale, scenario } = slot;
  const id = `${cls}/${locale.tag}/${scenario.name}`;
  const rng = rngFor(id);
  const family = deal(FAMILIES, slot, 3, 5);
  const shop = shopFor(locale, rng);
  const kinds = typeof scenario.kinds === 'function' ? scenario.kinds(locale) : scenario.kinds;
  const kind = rng.pick(kinds ?? KINDS);
  const product = makeProduct(kind, locale, shop, family, rng);
  // Drawn apart from the family, so that no family gets most of one kind of metadata.
  const structured = STRUCTURED[seedOf(`${id}#metadata`) % STRUCTURED.length] ?? 'none';
  const currencyHint = locale.currencyLabel !== undefined && rng.chance(0.5);
  // The JSON-LD's priceCurrency is on the page too: a reader of the source can tell from it.
  const told = currencyHint || structured === 'ld-currency-only';
  const jitter = (): number => 0.85 + rng.next() * 0.3;
  const priceFor = (eur: number, style: MoneyStyle = locale.money) =>
    formatMoney(locale.round(eur * (style.perEur ?? locale.rate), rng.int(1000)), style);
  const related = (count: number, priced: boolean, options: RelatedOptions = {}): RelatedItem[] => {
    const pool = options.kinds ? [...options.kinds] : otherKinds(kind, rng);
    return pool.slice(0, count).map((k) => {
      const other = makeProduct(k, locale, shop, family, rng);
      const eur = BASE_EUR[k] * jitter() * (options.eurFactor ?? 1);
      return {
        name: other.title,
        image: other.images[0] ?? '',
        href: `${shop.origin}${family.path(other, locale)}`,
        price: priced ? priceFor(eur, options.style) : null,
      };
    });
  };
  const ctx: ScenarioContext = {
    locale,
    words: locale.words,
    rng,
    kind,
    base: BASE_EUR[kind] * jitter(),
    currencyOf: (style) => (style.ambiguous && !told ? '' : style.currency),
    priceFor,
    format: (amount, style = locale.money) => formatMoney(amount, style),
    related,
  };
  const result = scenario.build(ctx);
  const url = `${shop.origin}${family.path(product, locale)}`;
  const model: PageModel = {
    id,
    locale,
    shop,
    product,
    url,
    price: result.price,
    unavailable: result.unavailable,
    repeat: result.repeat ?? { sticky: false, summary: false },
    extras: { cartCount: 0, ...result.extras },
    related: result.related ?? related(4, false),
    structured,
    currencyHint,
    lazyImage: family.name === 'div-soup' && rng.chance(0.5),
    variety: rng.int(1000),
  };
  return {
    id,
    class: cls,
    family: family.name,
    lang: locale.tag,
    script: locale.script,
    heldOut: family.heldOut,
    html: family.render(model),
    url,
    expected: { ...result.expected, title: product.title, image: product.imageId },
  };
}

export function buildCorpus(): SyntheticPage[] {
  const pages: SyntheticPage[] = [];
  PAGE_CLASSES.forEach((cls, classIndex) => {
    LOCALES.forEach((locale, localeIndex) => {
      scenariosOf(cls, localeIndex).forEach((scenario, scenarioIndex) => {
        pages.push(buildPage({ cls, classIndex, locale, localeIndex, scenario, scenarioIndex }));
      });
    });
  });
  return pages;
}
