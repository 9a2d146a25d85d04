/**
 * Class, id and itemprop names shops give the elements around prices, grouped by what they say
 * about the number inside. The words printed beside prices are in cues.ts.
 */

/** Class or id names of a price that is no longer asked: struck, compared, old. */
export const OLD_PRICE_NAMES =
  /(old|was|strike|struck|cross|line-?through|compare|rrp|msrp|uvp|before|former|previous|statt|barre|antes|anterior|stary|stara|stare|vecchio|eski)/i;

/**
 * Names some themes give the price before a reduction and others the only price there is
 * (Magento's `regular-price` holds the special price too): a weaker sign, weighed apart.
 */
export const PLAIN_PRICE_NAMES = /(regular|list-?price|orig|initial|normal|base-?price|msrp)/i;

/** Class or id names of the price asked now. */
export const NOW_PRICE_NAMES =
  /(sale|special|final|current|now|offer|deal|promo|actual|selling|reduced|discounted|our-?price|price-?now|new-?price|akcja|aktion|oferta)/i;

/** Class, id or itemprop names that say "price", in the languages shops name classes in. */
export const PRICE_NAMES =
  /(price|preis|prix|prezzo|precio|preco|preço|cena|cijena|cenа|pret|preț|hinta|pris|prijs|fiyat|tsena|цена|jiage|kakaku|gia|harga|amount|cost|money)/i;

/** Names of things that hold prices but are not the product's: saving, unit, tax, shipping… */
export const OTHER_AMOUNT_NAMES =
  /(save|saving|discount-?amount|you-?save|unit|per-|base-?price|grundpreis|shipping|delivery|install|monthly|finance|klarna|afterpay|affirm|points|loyalty|reward|cashback|deposit|total|subtotal|coupon|voucher)/i;

/** Class or id names of a price before tax. */
export const NET_OF_TAX_NAMES =
  /(notax|no-tax|excl|exkl|netto|without-tax|ex-vat|tax-?excl|net-price)/i;

/** Containers of other products' tiles and page furniture. */
export const FOREIGN_NAMES =
  /(related|recommend|similar|upsell|cross-?sell|recently|also-?(bought|viewed|like)|bundle|accessor|sponsor|reco-|p13n|others?-bought|you-may|minicart|mini-cart|header|menu|newsletter|footer|sidebar-cart|cart-drawer|compare-products)/i;

/** Sliders: their prices are nearly always other products'. */
export const SLIDER_NAMES = /(carousel|slider|swiper|slick|splide|glide)/i;

/** Names that hide text from the eye but not from screen readers: shops put the full price there. */
export const SCREEN_READER_NAMES = /(offscreen|sr-only|visually-?hidden|screen-?reader|a11y)/i;

/** Names of a price's fraction part, printed apart from its whole part. */
export const FRACTION_NAMES = /(fraction|decimal|cents?|pennies|minor|kopeks?|sup)/i;
