/** Right-to-left shops: the United Arab Emirates and Israel. */
import type { Locale, MoneyStyle } from '../model.js';
import { charm } from '../money.js';
import { alts, commaDot } from './style.js';
import { AR, AR_PRODUCTS, HE, HE_PRODUCTS } from './words-rtl.js';

const AED: MoneyStyle = { currency: 'AED', sign: 'د.إ', before: false, gap: ' ', ...commaDot };

const ILS: MoneyStyle = { currency: 'ILS', sign: '₪', before: false, gap: ' ', ...commaDot };

export const RIGHT_TO_LEFT: readonly Locale[] = [
  {
    tag: 'ar-AE',
    htmlLang: 'ar',
    script: 'Arab',
    dir: 'rtl',
    money: AED,
    alt: alts(
      AED,
      { sign: 'AED', before: true },
      { sign: 'درهم', arabicDigits: true, group: '٬', decimal: '٫' },
    ),
    rate: 4,
    round: charm(['.00', '.99', '.50']),
    tld: '.ae',
    shops: [
      ['بيت الأناقة', 'bayt-alanaqa'],
      ['سوق المدينة', 'souq-almadina'],
    ],
    words: AR,
    products: AR_PRODUCTS,
  },
  {
    tag: 'he-IL',
    htmlLang: 'he',
    script: 'Hebr',
    dir: 'rtl',
    money: ILS,
    alt: alts(ILS, { before: true, gap: '' }, { sign: 'ש״ח' }),
    rate: 4,
    round: charm(['.90', '.00', '.99']),
    tld: '.co.il',
    shops: [
      ['בית ועיצוב', 'bait-veitzuv'],
      ['טכנו פלוס', 'techno-plus'],
    ],
    words: HE,
    products: HE_PRODUCTS,
  },
];
