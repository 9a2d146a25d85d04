/** The three English-language shops: the US (a bare "$"), the UK and India (lakh grouping). */
import type { Locale, MoneyStyle } from '../model.js';
import { charm, wholeStep } from '../money.js';
import { EN, EN_PRODUCTS } from './words-west.js';

const USD: MoneyStyle = {
  currency: 'USD',
  sign: '$',
  before: true,
  gap: '',
  group: ',',
  decimal: '.',
  ambiguous: true,
};
const GBP: MoneyStyle = {
  currency: 'GBP',
  sign: '£',
  before: true,
  gap: '',
  group: ',',
  decimal: '.',
};
const INR: MoneyStyle = {
  currency: 'INR',
  sign: '₹',
  before: true,
  gap: '',
  group: ',',
  decimal: '.',
  lakh: true,
};

export const EN_US: Locale = {
  tag: 'en-US',
  // A US shop that says only "en": its "$" alone cannot tell which dollar.
  htmlLang: 'en',
  script: 'Latn',
  dir: 'ltr',
  money: USD,
  alt: [
    { ...USD, sign: 'US$', ambiguous: false },
    { ...USD, gap: ' ' },
  ],
  rate: 1.08,
  round: charm(['.99', '.95', '.00', '.49']),
  tld: '.com',
  shops: [
    ['Harbor & Pine', 'harborandpine'],
    ['Brightwell Supply Co.', 'brightwellsupply'],
  ],
  words: { ...EN, perUnit: { text: (x) => `(${x} / Ounce)`, factor: 0.0567 } },
  products: EN_PRODUCTS,
  currencyLabel: 'USD $',
};

export const EN_GB: Locale = {
  tag: 'en-GB',
  htmlLang: 'en-GB',
  script: 'Latn',
  dir: 'ltr',
  money: GBP,
  alt: [{ ...GBP, wholeCents: 'drop' }],
  rate: 0.85,
  round: charm(['.99', '.00', '.50']),
  tld: '.co.uk',
  shops: [
    ['Marlow & Finch', 'marlowandfinch'],
    ['The Kitchen Drawer', 'thekitchendrawer'],
  ],
  words: {
    ...EN,
    cart: 'Basket',
    addToCart: 'Add to basket',
    colour: 'Colour',
    taxNote: 'Prices include VAT',
    was: ['Was', 'RRP', 'Previously'],
    freeShipping: (x) => `Free UK delivery on orders over ${x}`,
    instalments: (n, x) => `Pay in ${n} interest-free instalments of ${x}`,
    sku: 'Product code',
    delivery: 'Delivered in 2–4 working days',
  },
  products: EN_PRODUCTS,
};

export const EN_IN: Locale = {
  tag: 'en-IN',
  htmlLang: 'en-IN',
  script: 'Latn',
  dir: 'ltr',
  money: INR,
  alt: [{ ...INR, sign: 'Rs.', gap: ' ' }],
  rate: 90,
  round: wholeStep(100, [1, 0, 10]),
  tld: '.in',
  shops: [
    ['Bazaar Lane', 'bazaarlane'],
    ['Shubh Home Store', 'shubhhome'],
  ],
  words: {
    ...EN,
    was: ['M.R.P.', 'MRP', 'Was'],
    taxNote: 'Inclusive of all taxes',
    instalments: (n, x) => `No Cost EMI from ${x}/month for ${n} months`,
    freeShipping: (x) => `FREE delivery on orders above ${x}`,
  },
  products: EN_PRODUCTS,
};
