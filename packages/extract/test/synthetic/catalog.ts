/** The products the fictional shops sell: euro prices, brands, categories, SKUs and images. */
import type { Family, Locale, Product, ProductKind, Shop } from './model.js';
import type { Rng } from './rng.js';

/** Euro prices of each kind, as European shops price them. */
export const BASE_EUR: Record<ProductKind, number> = {
  kettle: 39,
  headphones: 179,
  backpack: 89,
  shoes: 129,
  coffee: 14.9,
  lamp: 59,
  pan: 45,
  laptop: 1299,
  sweater: 79,
  espresso: 1149,
};

export const KINDS = Object.keys(BASE_EUR) as ProductKind[];

/** Index into `Words.cats`: kitchen, electronics, outdoor, home. */
const CATEGORY: Record<ProductKind, number> = {
  kettle: 0,
  headphones: 1,
  backpack: 2,
  shoes: 2,
  coffee: 0,
  lamp: 3,
  pan: 0,
  laptop: 1,
  sweater: 2,
  espresso: 0,
};

const BRANDS = ['Nordvik', 'Aurelia', 'Kestrel', 'Montaro', 'Velora', 'Tessaro', 'Halden', 'Orbis'];

export function shopFor(locale: Locale, rng: Rng): Shop {
  const [name, label] = rng.pick(locale.shops);
  const host = `www.${label}${locale.tld}`;
  return { name, host, origin: `https://${host}` };
}

export function makeProduct(
  kind: ProductKind,
  locale: Locale,
  shop: Shop,
  family: Family,
  rng: Rng,
): Product {
  const brand = rng.pick(BRANDS);
  const sku = `${brand.slice(0, 2).toUpperCase()}${10000 + rng.int(89999)}`;
  const id = sku.toLowerCase();
  const dir = family.imageDir(shop);
  return {
    kind,
    title: `${brand} ${locale.products[kind]}`,
    brand,
    sku,
    slug: `${brand.toLowerCase()}-${kind}-${id.slice(2)}`,
    images: [`${dir}${id}_main.jpg`, `${dir}${id}_side.jpg`, `${dir}${id}_detail.jpg`],
    imageId: `${id}_main`,
    category: locale.words.cats[CATEGORY[kind]] ?? locale.words.cats[0],
  };
}

/** The product kinds other than `kind`, in a page-specific order. */
export function otherKinds(kind: ProductKind, rng: Rng): ProductKind[] {
  const rest = KINDS.filter((k) => k !== kind);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    const a = rest[i];
    const b = rest[j];
    if (a === undefined || b === undefined) continue;
    rest[i] = b;
    rest[j] = a;
  }
  return rest;
}
