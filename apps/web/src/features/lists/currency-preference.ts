import { DEFAULT_CURRENCY } from '@wishlist/core';
import { currentLanguage } from '../../lib/i18n';
import { lastCurrency } from './last-currency';

const EURO_REGIONS = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

/** The currency of each region whose currency the form offers first (currency.ts). */
const REGION_CURRENCIES: Record<string, string> = {
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, 'EUR'])),
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  LI: 'CHF',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  MX: 'MXN',
  BR: 'BRL',
  ZA: 'ZAR',
  SG: 'SGD',
  HK: 'HKD',
};

/** Where a language with no region is mostly spoken with a currency of its own. */
const LANGUAGE_CURRENCIES: Record<string, string> = { de: 'EUR', fr: 'EUR' };

/** "en-GB" → "GB"; null for a tag with no region ("de"). */
function regionOf(tag: string): string | null {
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(tag)?.[1];
  return region ? region.toUpperCase() : null;
}

/**
 * What a new list's currency starts as in the forms that make one: the currency of the list
 * this person last made or switched; else the first the browser's languages tell, by region
 * (en-GB: GBP, de-DE: EUR, en-US: USD) or by a language with no region (de, fr: EUR); else
 * the language in use's; else the server's default, USD (L2). Only a starting value: the form
 * shows it and it can be changed.
 */
export function preferredCurrency(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  const saved = lastCurrency();
  if (saved) return saved;
  for (const tag of languages) {
    const region = regionOf(tag);
    const currency = region
      ? REGION_CURRENCIES[region]
      : LANGUAGE_CURRENCIES[tag.slice(0, 2).toLowerCase()];
    if (currency) return currency;
  }
  return LANGUAGE_CURRENCIES[currentLanguage()] ?? DEFAULT_CURRENCY;
}
