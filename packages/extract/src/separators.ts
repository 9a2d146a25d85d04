/**
 * Whether "24.990" is twenty-four thousand or twenty-four, decided from the price's currency
 * and the page's own printing, once both are known (price.ts reads numbers without them).
 *
 * Machine data (JSON-LD, meta) writes a single dot as a decimal point, but shops in Chile or
 * Argentina put the printed "24.990" there as it is. And a currency with three minor digits
 * (Kuwaiti dinar) prints "12.345" for twelve, where any other reads twelve thousand.
 */
import type { PriceReading } from './currency.js';

/** Digits after the decimal sign a currency has (CLDR, through Intl): 0 for CLP or JPY. */
export function minorDigits(currency: string): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** "24.990" or "1.5" as machine data gives it: a whole part of 1-3 digits, three after the dot. */
const DOT_THOUSANDS = /^(\d{1,3})\.(\d{3})$/;
/** One printed group of three after a single separator: "12.345" or "12,345". */
const ONE_GROUP = /(?<![\d.,])(\d{1,3})[.,](\d{3})(?![\d.,])/;

export function settleSeparators(
  chosen: PriceReading,
  currency: string,
  machine: boolean,
  visible: () => PriceReading,
): string {
  const { price } = chosen;
  if (machine) {
    const grouped = DOT_THOUSANDS.exec(price);
    if (!grouped) return price;
    const whole = `${grouped[1]}${grouped[2]}`;
    // A currency without cents cannot have .990; the page printing "24.990" as 24990 says so too.
    if (minorDigits(currency) === 0 || Number(visible().price) === Number(whole)) return whole;
    return price;
  }
  if (minorDigits(currency) === 3) {
    const printed = ONE_GROUP.exec(chosen.text);
    if (printed && Number(price) === Number(`${printed[1]}${printed[2]}`))
      return `${printed[1]}.${printed[2]}`;
  }
  return price;
}
