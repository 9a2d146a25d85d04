/** Shops in Chile and Argentina (a "$" whose dot groups thousands) and Brazil. */
import type { Locale, MoneyStyle } from '../model.js';
import { charm, wholeStep } from '../money.js';
import { alts, dotComma, NBSP } from './style.js';
import { ES, ES_PRODUCTS, PT, PT_PRODUCTS } from './words-south.js';

const CLP: MoneyStyle = { currency: 'CLP', sign: '$', before: true, gap: '', ...dotComma };

const ARS: MoneyStyle = {
  currency: 'ARS',
  sign: '$',
  before: true,
  gap: ' ',
  ...dotComma,
  wholeCents: 'keep',
};

const BRL: MoneyStyle = { currency: 'BRL', sign: 'R$', before: true, gap: NBSP, ...dotComma };

export const AMERICAS: readonly Locale[] = [
  {
    tag: 'es-CL',
    htmlLang: 'es-CL',
    script: 'Latn',
    dir: 'ltr',
    money: CLP,
    alt: alts(CLP, { gap: ' ' }, { sign: 'CLP$' }),
    rate: 1000,
    round: wholeStep(1000, [10, 10, 110, 0]),
    tld: '.cl',
    shops: [
      ['Tienda Andina', 'tiendaandina'],
      ['Casa Cordillera', 'casacordillera'],
    ],
    words: {
      ...ES,
      cart: 'Carro',
      freeShipping: (x) => `Despacho gratis por compras sobre ${x}`,
      delivery: 'Despacho en 2 a 4 días hábiles',
    },
    products: ES_PRODUCTS,
  },
  {
    tag: 'es-AR',
    htmlLang: 'es-AR',
    script: 'Latn',
    dir: 'ltr',
    money: ARS,
    alt: alts(ARS, { gap: '' }, { wholeCents: 'drop' }),
    rate: 1000,
    round: (x, pick) => `${wholeStep(100, [1, 0, 10])(x, pick)}${pick % 2 ? '.00' : ''}`,
    tld: '.com.ar',
    shops: [
      ['Almacén Palermo', 'almacenpalermo'],
      ['La Tienda del Sur', 'latiendadelsur'],
    ],
    words: {
      ...ES,
      size: 'Talle',
      taxNote: 'Precio final con IVA incluido',
      freeShipping: (x) => `Envío gratis a partir de ${x}`,
      instalments: (n, x) => `${n} cuotas sin interés de ${x}`,
      related: 'Productos relacionados',
    },
    products: { ...ES_PRODUCTS, headphones: 'Auriculares inalámbricos con cancelación de ruido' },
  },
  {
    tag: 'pt-BR',
    htmlLang: 'pt-BR',
    script: 'Latn',
    dir: 'ltr',
    money: BRL,
    alt: alts(BRL, { gap: '' }, { gap: ' ' }),
    rate: 5.5,
    round: charm(['.90', '.99', '.00']),
    tld: '.com.br',
    shops: [
      ['Casa Ipê', 'casaipe'],
      ['Loja Paulista', 'lojapaulista'],
    ],
    words: PT,
    products: PT_PRODUCTS,
  },
];
