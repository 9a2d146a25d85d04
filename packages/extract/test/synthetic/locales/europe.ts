/** Shops in Europe: German, Swiss, French, Polish, Croatian, Swedish and Turkish. */
import type { Locale, MoneyStyle } from '../model.js';
import { charm, wholeStep } from '../money.js';
import { alts, dotComma, NBSP, NNBSP } from './style.js';
import { HR, HR_PRODUCTS, TR, TR_PRODUCTS } from './words-more.js';
import { PL, PL_PRODUCTS } from './words-south.js';
import { DE, DE_PRODUCTS, FR, FR_PRODUCTS, SV, SV_PRODUCTS } from './words-west.js';

const EUR_DE: MoneyStyle = { currency: 'EUR', sign: '€', before: false, gap: NBSP, ...dotComma };

const CHF: MoneyStyle = {
  currency: 'CHF',
  sign: 'CHF',
  before: true,
  gap: ' ',
  group: "'",
  decimal: '.',
};

const EUR_FR: MoneyStyle = {
  currency: 'EUR',
  sign: '€',
  before: false,
  gap: NBSP,
  group: NNBSP,
  decimal: ',',
};

const PLN: MoneyStyle = {
  currency: 'PLN',
  sign: 'zł',
  before: false,
  gap: ' ',
  group: ' ',
  decimal: ',',
};

const EUR_HR: MoneyStyle = { currency: 'EUR', sign: '€', before: false, gap: ' ', ...dotComma };

const SEK: MoneyStyle = {
  currency: 'SEK',
  sign: 'kr',
  before: false,
  gap: ' ',
  group: ' ',
  decimal: ',',
};

const TRY: MoneyStyle = { currency: 'TRY', sign: 'TL', before: false, gap: ' ', ...dotComma };

export const EUROPE: readonly Locale[] = [
  {
    tag: 'de-DE',
    htmlLang: 'de',
    script: 'Latn',
    dir: 'ltr',
    money: EUR_DE,
    alt: alts(EUR_DE, { before: true, gap: ' ' }, { wholeCents: ',–' }, { gap: ' ' }),
    rate: 1,
    round: charm(['.99', '.95', '.90', '.00']),
    tld: '.de',
    shops: [
      ['Hausgut', 'hausgut'],
      ['Kochwerk Berlin', 'kochwerk-berlin'],
    ],
    words: DE,
    products: DE_PRODUCTS,
  },
  {
    tag: 'de-CH',
    htmlLang: 'de-CH',
    script: 'Latn',
    dir: 'ltr',
    money: CHF,
    alt: alts(CHF, { group: '’' }, { wholeCents: '.–' }, { sign: 'Fr.', before: false }),
    rate: 0.95,
    round: charm(['.90', '.95', '.00', '.50']),
    tld: '.ch',
    shops: [
      ['Bergwerk Haushalt', 'bergwerk-haushalt'],
      ['Zürcher Warenhaus', 'zuercher-warenhaus'],
    ],
    words: {
      ...DE,
      size: 'Grösse',
      taxNote: 'inkl. MwSt.',
      was: ['statt', 'Konkurrenzvergleich', 'vorher'],
      lowest30: undefined,
    },
    products: DE_PRODUCTS,
  },
  {
    tag: 'fr-FR',
    htmlLang: 'fr',
    script: 'Latn',
    dir: 'ltr',
    money: EUR_FR,
    alt: alts(EUR_FR, { group: NBSP }, { group: ' ', gap: ' ' }, { gap: '' }),
    rate: 1,
    round: charm(['.99', '.90', '.00', '.95']),
    tld: '.fr',
    shops: [
      ['Maison Lumière', 'maison-lumiere'],
      ['La Cuisine du Marais', 'cuisine-marais'],
    ],
    words: FR,
    products: FR_PRODUCTS,
  },
  {
    tag: 'pl-PL',
    htmlLang: 'pl',
    script: 'Latn',
    dir: 'ltr',
    money: PLN,
    alt: alts(PLN, { group: NBSP, gap: NBSP }, { groupFrom: 5 }, { sign: 'PLN' }),
    rate: 4.3,
    round: charm(['.99', '.00', '.90']),
    tld: '.pl',
    shops: [
      ['Dom i Kuchnia', 'domikuchnia'],
      ['Sklep Wisła', 'sklepwisla'],
    ],
    words: PL,
    products: PL_PRODUCTS,
  },
  {
    tag: 'hr-HR',
    htmlLang: 'hr',
    script: 'Latn',
    dir: 'ltr',
    money: EUR_HR,
    alt: alts(EUR_HR, { currency: 'HRK', sign: 'kn', perEur: 7.5345 }, { gap: '' }),
    rate: 1,
    round: charm(['.99', '.00', '.90']),
    tld: '.hr',
    shops: [
      ['Kućni Kutak', 'kucnikutak'],
      ['Jadran Shop', 'jadranshop'],
    ],
    words: HR,
    products: HR_PRODUCTS,
  },
  {
    tag: 'sv-SE',
    htmlLang: 'sv',
    script: 'Latn',
    dir: 'ltr',
    money: SEK,
    alt: alts(SEK, { sign: ':-', gap: '' }, { group: NBSP, gap: NBSP }, { sign: 'SEK' }),
    rate: 11.5,
    round: wholeStep(10, [1, 0, 5]),
    tld: '.se',
    shops: [
      ['Hemma Bra', 'hemmabra'],
      ['Nordisk Kök', 'nordiskkok'],
    ],
    words: SV,
    products: SV_PRODUCTS,
  },
  {
    tag: 'tr-TR',
    htmlLang: 'tr',
    script: 'Latn',
    dir: 'ltr',
    money: TRY,
    alt: alts(TRY, { sign: '₺', before: true, gap: '' }, { sign: '₺' }),
    rate: 35,
    round: charm(['.90', '.99', '.00']),
    tld: '.com.tr',
    shops: [
      ['Evim Güzel', 'evimguzel'],
      ['Teknoloji Çarşısı', 'teknocarsi'],
    ],
    words: TR,
    products: TR_PRODUCTS,
  },
];
