/**
 * Class 2, sale-vs-original: the page shows an original price and the price the buyer pays,
 * struck through or labelled ("was", "UVP", "statt", "antes", "было", "原价", "定価", "De … por").
 */
import type { Money, MoneyStyle, PriceBlock } from '../model.js';
import { amountLike, type Scenario, type ScenarioContext, sameCurrencyStyles } from './context.js';

const DISCOUNTS = [10, 15, 20, 25, 30, 40];

interface Sale {
  current: Money;
  original: Money;
  percent: number;
  style: MoneyStyle;
}

function sale(ctx: ScenarioContext, style: MoneyStyle): Sale {
  const percent = ctx.rng.pick(DISCOUNTS);
  const current = ctx.priceFor(ctx.base, style);
  let original = ctx.priceFor(ctx.base / (1 - percent / 100), style);
  // Rounding can meet the sale price on cheap items; a sale must be below its original.
  if (Number(original.amount) <= Number(current.amount)) {
    original = ctx.format(amountLike(current.amount, Number(current.amount) * 1.25), style);
  }
  const shown = Math.round((1 - Number(current.amount) / Number(original.amount)) * 100);
  return { current, original, percent: shown, style };
}

function saving(ctx: ScenarioContext, s: Sale): string {
  const diff = Number(s.original.amount) - Number(s.current.amount);
  const money = ctx.format(amountLike(s.current.amount, diff), s.style);
  return ctx.words.save(`${money.text} (${s.percent}%)`);
}

function result(ctx: ScenarioContext, s: Sale, block: PriceBlock) {
  return {
    price: block,
    expected: { price: s.current.amount, currency: ctx.currencyOf(s.style) },
  };
}

/** Struck original first, the sale price after it (<del>/<ins> or <s>). */
const struckFirst: Scenario = {
  name: 'struck-first',
  build(ctx) {
    const s = sale(ctx, ctx.locale.money);
    return result(ctx, s, {
      current: s.current,
      original: s.original,
      strike: ctx.rng.pick(['del', 's'] as const),
      badge: ctx.rng.chance(0.6) ? `-${s.percent}%` : undefined,
    });
  },
};

/** Sale price first, the original after it, struck by a class or an inline style. */
const saleFirst: Scenario = {
  name: 'sale-first',
  build(ctx) {
    const s = sale(ctx, ctx.rng.pick(sameCurrencyStyles(ctx.locale)));
    return result(ctx, s, {
      current: s.current,
      original: s.original,
      saleFirst: true,
      strike: ctx.rng.pick(['class', 'style'] as const),
      originalLabel: ctx.rng.chance(0.5) ? ctx.rng.pick(ctx.words.was) : undefined,
      badge: `-${s.percent}%`,
      saving: saving(ctx, s),
    });
  },
};

/** Both prices labelled in words, with the EU's lowest-price-of-30-days line where it applies. */
const labelled: Scenario = {
  name: 'labelled',
  build(ctx) {
    const s = sale(ctx, ctx.locale.money);
    const lowest = ctx.words.lowest30;
    const lowestMoney = ctx.rng.chance(0.5)
      ? s.original
      : ctx.format(amountLike(s.original.amount, Number(s.original.amount) * 0.95), s.style);
    return result(ctx, s, {
      current: s.current,
      original: s.original,
      originalLabel: ctx.rng.pick(ctx.words.was),
      currentLabel: ctx.words.now,
      saleFirst: ctx.rng.chance(0.4),
      strike: ctx.rng.pick(['del', 's', 'class', 'style'] as const),
      lowest30: lowest ? lowest(lowestMoney.text) : undefined,
    });
  },
};

export const SALE_VS_ORIGINAL: readonly Scenario[] = [struckFirst, saleFirst, labelled];
