/**
 * Class 1, visible-only: no price in structured data; the price is printed text only, often with
 * the sign after the number or in the local script, split into parts, or printed more than once.
 */
import type { Scenario } from './context.js';

/** The locale's usual way of printing, the price repeated in a sticky bar. */
const localFormat: Scenario = {
  name: 'local-format',
  build(ctx) {
    const current = ctx.priceFor(ctx.base);
    return {
      price: { current },
      repeat: { sticky: true, summary: ctx.rng.chance(0.5) },
      expected: { price: current.amount, currency: ctx.currencyOf(ctx.locale.money) },
    };
  },
};

/**
 * Another way the locale's shops print ("131 990 тг.", "294元", "270,00 kn", "Rs. 1,499"), with
 * whole and fraction (or sign and number) in separate elements, printed in a summary too.
 */
const splitLocalSign: Scenario = {
  name: 'split-local-sign',
  build(ctx) {
    const style = ctx.locale.alt[0] ?? ctx.locale.money;
    const current = ctx.priceFor(ctx.base, style);
    return {
      price: { current, split: true },
      repeat: { sticky: ctx.rng.chance(0.5), summary: true },
      expected: { price: current.amount, currency: ctx.currencyOf(style) },
    };
  },
};

/** A third way of printing where the locale has one ("294元", "1,980円", "р.", "тенге"). */
const otherSign: Scenario = {
  name: 'other-sign',
  build(ctx) {
    const style = ctx.locale.alt[1] ?? ctx.locale.alt[0] ?? ctx.locale.money;
    const current = ctx.priceFor(ctx.base, style);
    return {
      price: { current },
      repeat: { sticky: false, summary: ctx.rng.chance(0.5) },
      expected: { price: current.amount, currency: ctx.currencyOf(style) },
    };
  },
};

export const VISIBLE_ONLY: readonly Scenario[] = [localFormat, splitLocalSign, otherSign];
