/**
 * Class 4, separators: thousands and decimal marks as each locale prints them ("24.990" in
 * Chile is 24990, "1 234,50" with ordinary, no-break or narrow no-break spaces, "1'234.50",
 * "₹1,23,456", Arabic-Indic digits), and a price that only the page's other prices disambiguate.
 */
import { BASE_EUR, KINDS } from '../catalog.js';
import type { Locale, MoneyStyle, ProductKind } from '../model.js';
import { charm } from '../money.js';
import { hasCents, type Scenario, sameCurrencyStyles } from './context.js';

/** A four-or-more digit amount with cents where the locale has them, in one of its styles. */
const grouped: Scenario = {
  name: 'grouped',
  kinds: ['laptop', 'espresso'],
  build(ctx) {
    const style = ctx.rng.pick(sameCurrencyStyles(ctx.locale));
    const raw = ctx.base * ctx.locale.rate;
    const amount = hasCents(ctx.locale)
      ? charm(['.50', '.95', '.90', '.99'])(raw, ctx.rng.int(4))
      : ctx.locale.round(raw, ctx.rng.int(4));
    const current = ctx.format(amount, style);
    return {
      price: { current },
      expected: { price: current.amount, currency: ctx.currencyOf(style) },
    };
  },
};

/** Products whose local price prints with exactly one group separator. */
function oneGroupKinds(locale: Locale): ProductKind[] {
  const top = locale.money.lakh ? 99_000 : 900_000;
  const fits = KINDS.filter((k) => {
    const raw = BASE_EUR[k] * locale.rate;
    return raw >= 1100 && raw < top;
  });
  return fits.length > 0 ? fits : ['laptop'];
}

/**
 * A whole amount with one group separator and no cents ("1.299 €", "$14.990", "¥6,220") that
 * reads as thousands only beside the page's other prices: with cents where the locale has
 * them, else the dearer products' prices with more digits after the same separator.
 */
const settledByOthers: Scenario = {
  name: 'settled-by-others',
  kinds: oneGroupKinds,
  build(ctx) {
    const style: MoneyStyle = { ...ctx.locale.money, wholeCents: 'drop' };
    const whole = ctx.locale.round(ctx.base * ctx.locale.rate, ctx.rng.int(4)).split('.')[0] ?? '0';
    const current = ctx.format(whole, style);
    const cents = hasCents(ctx.locale);
    const dear = (['laptop', 'espresso', 'headphones'] as const).filter((k) => k !== ctx.kind);
    const others = cents
      ? ctx.related(4, true, { style: { ...ctx.locale.money, wholeCents: 'keep' } })
      : [
          ...ctx.related(2, true, {
            style,
            kinds: KINDS.filter(
              (k) => k !== ctx.kind && !dear.includes(k as (typeof dear)[number]),
            ),
          }),
          ...ctx.related(2, true, { style, kinds: dear }),
        ];
    return {
      price: { current },
      related: others,
      expected: { price: current.amount, currency: ctx.currencyOf(style) },
    };
  },
};

export const SEPARATORS: readonly Scenario[] = [grouped, settledByOthers];
