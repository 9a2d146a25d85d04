/**
 * Class 3, many-numbers: the price to pay among other amounts: related products near and far,
 * a bundle total, the mini-cart, comparison prices, free-shipping thresholds, instalments,
 * loyalty points, variant prices, ratings, review counts and model numbers.
 */
import type { Extras, Money, ProductKind, VariantOption } from '../model.js';
import { amountLike, roundThreshold, type Scenario, type ScenarioContext } from './context.js';

function sum(ctx: ScenarioContext, items: readonly (Money | null)[]): Money {
  const like = items.find((m) => m)?.amount ?? '0';
  const total = items.reduce((acc, m) => acc + Number(m?.amount ?? 0), 0);
  return ctx.format(amountLike(like, total));
}

function rating(ctx: ScenarioContext): NonNullable<Extras['rating']> {
  const value = (3.8 + ctx.rng.int(12) / 10).toFixed(1);
  const count = 20 + ctx.rng.int(2400);
  return { value, count: count >= 1000 ? ctx.format(String(count)).parts.whole : String(count) };
}

/** Model numbers that read like amounts: "EC685.M", "1299/40", "Serie 4.90". */
function modelNumber(ctx: ScenarioContext): string {
  const n = 100 + ctx.rng.int(900);
  return ctx.rng.pick([
    `EC${n}.M`,
    `${1000 + ctx.rng.int(9000)}/${10 + ctx.rng.int(90)}`,
    `Serie ${n % 10}.${n % 100}`,
  ]);
}

/** "Frequently bought together" beside the buy box, the cart total above, related far below. */
const nearAndFar: Scenario = {
  name: 'near-and-far',
  build(ctx) {
    const current = ctx.priceFor(ctx.base);
    const bundle = ctx.related(2, true, { eurFactor: 0.4 });
    const cart = ctx.related(2, true);
    return {
      price: { current },
      extras: {
        bundle,
        bundleTotal: sum(ctx, [current, ...bundle.map((b) => b.price)]),
        cartCount: 2,
        cartTotal: sum(
          ctx,
          cart.map((c) => c.price),
        ),
        rating: rating(ctx),
        model: modelNumber(ctx),
      },
      related: ctx.related(4, true),
      expected: { price: current.amount, currency: ctx.currencyOf(ctx.locale.money) },
    };
  },
};

/** Comparison price, free-shipping threshold, instalments, points and a gift-wrap add-on. */
const moneyLines: Scenario = {
  name: 'money-lines',
  kinds: ['coffee', 'coffee', 'kettle', 'headphones', 'laptop', 'shoes'],
  build(ctx) {
    const current = ctx.priceFor(ctx.base);
    const value = Number(current.amount);
    const months = ctx.rng.pick([3, 4, 6, 10, 12]);
    const perUnit = ctx.words.perUnit;
    const unit = ctx.format(amountLike(current.amount, value * perUnit.factor));
    return {
      price: { current },
      extras: {
        cartCount: 0,
        unitPrice: ctx.kind === 'coffee' ? perUnit.text(unit.text) : undefined,
        freeShipping: ctx.words.freeShipping(ctx.format(roundThreshold(ctx.locale, 50)).text),
        instalments: ctx.words.instalments(
          months,
          ctx.format(amountLike(current.amount, value / months)).text,
        ),
        points: ctx.words.points(Math.max(10, Math.round((value / ctx.locale.rate) * 10))),
        addOn: ctx.words.addOn(ctx.priceFor(4.99).text),
        rating: rating(ctx),
      },
      related: ctx.related(3, true),
      expected: { price: current.amount, currency: ctx.currencyOf(ctx.locale.money) },
    };
  },
};

const VARIANT_KINDS: readonly ProductKind[] = ['coffee', 'laptop', 'headphones', 'sweater'];

function variantOptions(
  ctx: ScenarioContext,
  current: Money,
): { name: string; options: VariantOption[] } {
  const { words } = ctx;
  const priced = (factor: number): Money =>
    ctx.format(amountLike(current.amount, Number(current.amount) * factor));
  switch (ctx.kind) {
    case 'coffee':
      return {
        name: words.size,
        options: [
          { label: '250 g', price: priced(0.55), selected: false },
          { label: '500 g', price: current, selected: true },
          { label: '1 kg', price: priced(1.8), selected: false },
        ],
      };
    case 'laptop':
      return {
        name: words.model,
        options: [
          { label: '16 GB / 512 GB', price: null, selected: true },
          { label: '32 GB / 1 TB', price: priced(0.25), delta: true, selected: false },
        ],
      };
    case 'headphones':
      return {
        name: words.model,
        options: ['ANC 300', 'ANC 500', 'ANC 700'].map((label, i) => ({
          label,
          price: i === 0 ? current : priced(1 + 0.06 * i),
          selected: i === 0,
        })),
      };
    default:
      return {
        name: words.size,
        options: ['S', 'M', 'L', 'XL', 'XXL'].map((label, i) => ({
          label,
          price: i === 4 ? priced(0.08) : null,
          delta: i === 4,
          selected: i === 1,
        })),
      };
  }
}

/** A variant picker whose options print prices, the mini-cart total, related far below. */
const variants: Scenario = {
  name: 'variant-prices',
  kinds: VARIANT_KINDS,
  build(ctx) {
    const current = ctx.priceFor(ctx.base);
    const cart = ctx.related(1, true);
    return {
      price: { current },
      extras: {
        variants: variantOptions(ctx, current),
        cartCount: 1,
        cartTotal: sum(
          ctx,
          cart.map((c) => c.price),
        ),
        rating: rating(ctx),
      },
      related: ctx.related(4, true),
      expected: { price: current.amount, currency: ctx.currencyOf(ctx.locale.money) },
    };
  },
};

/** No price for this product ("price on request"); every amount on the page is another one. */
export const NO_PRICE: Scenario = {
  name: 'price-on-request',
  kinds: ['espresso', 'laptop'],
  build(ctx) {
    const cart = ctx.related(2, true);
    return {
      price: null,
      unavailable: ctx.words.priceOnRequest,
      extras: {
        cartCount: 2,
        cartTotal: sum(
          ctx,
          cart.map((c) => c.price),
        ),
        model: modelNumber(ctx),
      },
      related: ctx.related(4, true),
      expected: { price: null, currency: '' },
    };
  },
};

export const MANY_NUMBERS: readonly Scenario[] = [nearAndFar, moneyLines, variants];
