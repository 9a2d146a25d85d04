/** Shops in Russia, Kazakhstan, Taiwan, China, Japan and Indonesia. */
import type { Locale, MoneyStyle } from '../model.js';
import { charm, wholeStep } from '../money.js';
import { alts, commaDot, dotComma, NBSP } from './style.js';
import {
  JA,
  JA_PRODUCTS,
  RU,
  RU_PRODUCTS,
  ZH_HANS,
  ZH_HANS_PRODUCTS,
  ZH_HANT,
  ZH_HANT_PRODUCTS,
} from './words-east.js';
import { ID, ID_PRODUCTS } from './words-more.js';

const RUB: MoneyStyle = {
  currency: 'RUB',
  sign: '₽',
  before: false,
  gap: NBSP,
  group: NBSP,
  decimal: ',',
};

const KZT: MoneyStyle = {
  currency: 'KZT',
  sign: '₸',
  before: false,
  gap: ' ',
  group: ' ',
  decimal: ',',
};

const TWD: MoneyStyle = { currency: 'TWD', sign: 'NT$', before: true, gap: '', ...commaDot };

const CNY: MoneyStyle = {
  currency: 'CNY',
  sign: '¥',
  before: true,
  gap: '',
  ...commaDot,
  groupFrom: 99,
};

const JPY: MoneyStyle = { currency: 'JPY', sign: '¥', before: true, gap: '', ...commaDot };

const IDR: MoneyStyle = { currency: 'IDR', sign: 'Rp', before: true, gap: ' ', ...dotComma };

export const ASIA: readonly Locale[] = [
  {
    tag: 'ru-RU',
    htmlLang: 'ru',
    script: 'Cyrl',
    dir: 'ltr',
    money: RUB,
    alt: alts(
      RUB,
      { sign: 'руб.', gap: ' ' },
      { sign: 'р.', gap: ' ', group: ' ' },
      { group: '\u2009' },
    ),
    rate: 100,
    round: wholeStep(10, [10, 1, 0]),
    tld: '.ru',
    shops: [
      ['Домовой', 'domovoy'],
      ['ТехноДвор', 'tekhnodvor'],
    ],
    words: RU,
    products: RU_PRODUCTS,
  },
  {
    tag: 'ru-KZ',
    htmlLang: 'ru',
    script: 'Cyrl',
    dir: 'ltr',
    money: KZT,
    alt: alts(KZT, { sign: 'тг.' }, { sign: 'тенге' }, { group: NBSP, gap: NBSP }),
    rate: 520,
    round: wholeStep(1000, [110, 10, 1010]),
    tld: '.kz',
    shops: [
      ['Степной маркет', 'stepmarket'],
      ['Алма Дом', 'almadom'],
    ],
    words: { ...RU, freeShipping: (x) => `Бесплатная доставка по Алматы от ${x}` },
    products: RU_PRODUCTS,
  },
  {
    tag: 'zh-TW',
    htmlLang: 'zh-Hant-TW',
    script: 'Hant',
    dir: 'ltr',
    money: TWD,
    alt: alts(TWD, { sign: '$' }, { sign: '元', before: false }, { sign: 'NT$ ', gap: '' }),
    rate: 35,
    round: wholeStep(10, [1, 10, 0]),
    tld: '.com.tw',
    shops: [
      ['好物生活', 'haowu-life'],
      ['北投選物', 'beitou-select'],
    ],
    words: ZH_HANT,
    products: ZH_HANT_PRODUCTS,
  },
  {
    tag: 'zh-CN',
    htmlLang: 'zh-CN',
    script: 'Hans',
    dir: 'ltr',
    money: CNY,
    alt: alts(CNY, { sign: '￥' }, { sign: '元', before: false }, { groupFrom: 4 }),
    rate: 7.8,
    round: charm(['.00', '.90', '.99']),
    tld: '.cn',
    shops: [
      ['优选家居', 'youxuanjiaju'],
      ['北辰数码', 'beichenshuma'],
    ],
    words: ZH_HANS,
    products: ZH_HANS_PRODUCTS,
  },
  {
    tag: 'ja-JP',
    htmlLang: 'ja',
    script: 'Jpan',
    dir: 'ltr',
    money: JPY,
    alt: alts(JPY, { sign: '円', before: false }, { sign: '￥' }),
    rate: 160,
    round: wholeStep(100, [20, 0, 200, 10]),
    tld: '.jp',
    shops: [
      ['暮らしの道具店', 'kurashi-dougu'],
      ['テック堂', 'techdo'],
    ],
    words: JA,
    products: JA_PRODUCTS,
  },
  {
    tag: 'id-ID',
    htmlLang: 'id',
    script: 'Latn',
    dir: 'ltr',
    money: IDR,
    alt: alts(IDR, { gap: '' }, { sign: 'IDR' }),
    rate: 17000,
    round: wholeStep(1000, [0, 100, 1000]),
    tld: '.co.id',
    shops: [
      ['Rumah Kita', 'rumahkita'],
      ['Toko Nusantara', 'tokonusantara'],
    ],
    words: ID,
    products: ID_PRODUCTS,
  },
];
