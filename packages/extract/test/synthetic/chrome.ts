/**
 * What surrounds a product on a shop page: header with mini-cart, navigation, breadcrumbs,
 * cookie banner, reviews, related products and footer. Shared by the families, which wrap them
 * in their own skeletons.
 */
import { esc, img, stars } from './html.js';
import type { Money, PageModel, RelatedItem } from './model.js';

export type PriceHtml = (money: Money) => string;

const CATEGORY_PATHS = ['kitchen', 'electronics', 'outdoor', 'home'];

export function categoryHref(m: PageModel, index: number): string {
  return `${m.shop.origin}/c/${CATEGORY_PATHS[index] ?? 'all'}`;
}

/** Whether the free-shipping note sits in the header's announcement bar instead of the buy box. */
export function shippingInHeader(m: PageModel): boolean {
  return Boolean(m.extras.freeShipping) && m.variety % 2 === 0;
}

export function siteHeader(m: PageModel, price: PriceHtml): string {
  const { words } = m.locale;
  const announcement = shippingInHeader(m) ? esc(m.extras.freeShipping ?? '') : '';
  const { origin } = m.shop;
  const nav = words.cats
    .map((cat, i) => `<li><a href="${categoryHref(m, i)}">${esc(cat)}</a></li>`)
    .join('');
  const currency =
    m.currencyHint && m.locale.currencyLabel
      ? `<button class="currency-selector" type="button" aria-haspopup="listbox">${esc(m.locale.currencyLabel)}</button>`
      : '';
  const total = m.extras.cartTotal
    ? ` <span class="mini-cart-total">${price(m.extras.cartTotal)}</span>`
    : '';
  return `<header class="site-header">
${announcement ? `<div class="announcement-bar"><p>${announcement}</p></div>` : ''}
<div class="header-inner">
<a class="logo" href="${origin}/">${img(`${origin}/static/logo.svg`, m.shop.name, 'width="140" height="40"')}</a>
<nav class="main-nav" aria-label="Main"><ul>${nav}<li><a href="${origin}/sale">${esc(words.sale)}</a></li></ul></nav>
<form class="search" action="${origin}/search" role="search"><input type="search" name="q" placeholder="${esc(words.search)}"><button type="submit">${img(`${origin}/static/icons/search.svg`, '')}</button></form>
${currency}<a class="account-link" href="${origin}/account">${img(`${origin}/static/icons/user.svg`, '')}<span>${esc(words.account)}</span></a>
<a class="mini-cart" href="${origin}/cart" aria-label="${esc(words.cart)}">${img(`${origin}/static/icons/bag.svg`, '')}<span class="cart-count">${m.extras.cartCount}</span>${total}</a>
</div>
</header>`;
}

export function breadcrumbs(m: PageModel, style: 'ol' | 'inline'): string {
  const { words } = m.locale;
  const catIndex = words.cats.indexOf(m.product.category);
  const home = `<a href="${m.shop.origin}/">${esc(words.home)}</a>`;
  const cat = `<a href="${categoryHref(m, catIndex)}">${esc(m.product.category)}</a>`;
  if (style === 'inline') {
    return `<div class="breadcrumbs">${home} › ${cat} › <span>${esc(m.product.title)}</span></div>`;
  }
  return `<nav aria-label="Breadcrumb"><ol class="breadcrumb"><li>${home}</li><li>${cat}</li><li aria-current="page">${esc(m.product.title)}</li></ol></nav>`;
}

export function cookieBanner(m: PageModel): string {
  const { words } = m.locale;
  return `<div id="cookie-consent" class="cookie-banner" role="dialog" aria-live="polite"><p>${esc(words.cookie)} <a href="${m.shop.origin}/privacy">${esc(words.footer[words.footer.length - 1] ?? '')}</a></p><button type="button" class="cookie-accept">${esc(words.accept)}</button></div>`;
}

export function siteFooter(m: PageModel): string {
  const { words } = m.locale;
  const { origin } = m.shop;
  const links = words.footer.map(
    (text, i) => `<li><a href="${origin}/info/${i + 1}">${esc(text)}</a></li>`,
  );
  const pay = ['visa', 'mastercard', 'paypal', 'apple-pay']
    .map((p) => img(`${origin}/static/pay/${p}.svg`, p, 'width="38" height="24"'))
    .join('');
  const phone = `+${10 + (m.variety % 80)} ${200 + (m.variety % 700)} ${1000 + ((m.variety * 37) % 9000)}`;
  return `<footer class="site-footer">
<ul class="footer-links">${links.join('')}</ul>
<p class="footer-contact">${esc(m.shop.name)} · ${phone} · ${m.shop.host.replace('www.', 'service@')}</p>
<div class="payment-icons">${pay}</div>
<p class="copyright">© 2025 ${esc(m.shop.name)}. ${esc(words.rights)}</p>
</footer>`;
}

export function ratingLine(m: PageModel): string {
  const rating = m.extras.rating;
  if (!rating) return '';
  const { words } = m.locale;
  return `<div class="rating-summary"><span class="stars" aria-label="${esc(words.rating(rating.value))}">${stars(rating.value)}</span> <span class="rating-value">${esc(rating.value)}</span> <a href="#reviews">(${esc(words.reviews(rating.count))})</a></div>`;
}

export function reviewsSection(m: PageModel): string {
  const { words } = m.locale;
  const count = m.extras.rating?.count ?? String(2 + (m.variety % 9));
  const names = ['Anna K.', 'M. Lindqvist', 'J. Souza', 'Kenji T.'];
  const items = names.slice(0, 2).map((name, i) => {
    const day = 1 + ((m.variety + i * 11) % 28);
    const month = 1 + ((m.variety + i) % 12);
    return `<li class="review"><span class="stars">${stars(i === 0 ? '5' : '4')}</span> <strong>${esc(name)}</strong> <time datetime="2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}">${day}.${month}.2025</time><p>${esc(words.blurb)}</p></li>`;
  });
  return `<section id="reviews" class="reviews"><h2>${esc(words.reviews(count))}</h2><ul>${items.join('')}</ul></section>`;
}

export interface RelatedClasses {
  section: string;
  item: string;
  name: string;
  price: string;
}

export function relatedSection(
  heading: string,
  items: readonly RelatedItem[],
  price: PriceHtml,
  cls: RelatedClasses,
): string {
  if (items.length === 0) return '';
  const cards = items.map(
    (item) =>
      `<li class="${cls.item}"><a href="${esc(item.href)}">${img(item.image, item.name, 'loading="lazy" width="240" height="240"')}<span class="${cls.name}">${esc(item.name)}</span></a>${item.price ? `<span class="${cls.price}">${price(item.price)}</span>` : ''}</li>`,
  );
  return `<section class="${cls.section}"><h2>${esc(heading)}</h2><ul>${cards.join('')}</ul></section>`;
}

export function stickyBar(m: PageModel, price: PriceHtml): string {
  if (!m.repeat.sticky || !m.price) return '';
  const thumb = img(`${m.product.images[0]}?width=80`, '', 'width="40" height="40"');
  return `<div class="sticky-add-to-cart" aria-hidden="false">${thumb}<span class="sticky-title">${esc(m.product.title)}</span><span class="sticky-price">${price(m.price.current)}</span><button type="button">${esc(m.locale.words.addToCart)}</button></div>`;
}

export function summaryLine(m: PageModel, price: PriceHtml): string {
  if (!m.repeat.summary || !m.price) return '';
  return `<div class="selection-summary"><span>1 × ${esc(m.product.title)}</span> <strong>${price(m.price.current)}</strong></div>`;
}

export function descriptionSection(m: PageModel): string {
  const { words } = m.locale;
  return `<section class="product-description"><h2>${esc(words.description)}</h2><p>${esc(m.product.title)}. ${esc(words.blurb)}</p><ul><li>${esc(words.sku)}: ${esc(m.product.sku)}</li><li>${esc(words.brandBy(m.product.brand))}</li></ul></section>`;
}
