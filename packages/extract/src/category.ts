/**
 * Category: breadcrumb trails (JSON-LD, microdata or visible navs) tidied into "A > B > C".
 */
import type { CheerioAPI } from 'cheerio';
import { tidy, tokens } from './text.js';

/** First crumbs that only lead back to the shop's front page or the whole catalogue. */
const HOME_CRUMB =
  /^(home|home ?page|start|start ?page|startseite|accueil|inicio|início|página (de )?inicio|página inicial|pagina (iniziale|inicial)|principal|todas las categorías|toutes les catégories|tutte le categorie|alle categorieën|todas as categorias|hjem|hem|etusivu|strona główna|úvod|domov|domů|kezdőlap|αρχική|главная|головна|ホーム|首页|홈|back|back to results|zurück|retour|all|all categories|alle kategorien|all departments|shop|products|catalog|catalogue|store)$/i;
/** Crumbs that are navigation, not a category. */
const NOISE_CRUMB =
  /^(back|return|zurück|retour|volver|torna|see all|view all|shop all|alle anzeigen|voir tout|ver todo)\b|^(see more|more|‹ back|« back|product details|details|produktdetails|détails du produit|detalles del producto)$/i;
// The lookbehind starts the trailing run at its first character only: tried from every
// character of a long run, `[…]+$` is quadratic.
const SEPARATOR = /^[\s>›»/\\|·•→:-]+|(?<![\s>›»/\\|·•→:-])[\s>›»/\\|·•→:-]+$/g;

export interface CrumbContext {
  /** The product title: a last crumb repeating it is dropped. */
  title: string;
  /** The page's host: a first crumb naming the shop is dropped. */
  host: string;
}

function sameAsTitle(crumb: string, title: string): boolean {
  const c = tokens(crumb);
  const t = tokens(title);
  if (c.length === 0 || c.length > t.length) return false;
  // The product itself as last crumb: its name, or the start of it ("MÖCKELBY Table").
  return c.every((token, i) => token === t[i]);
}

function namesShop(crumb: string, host: string): boolean {
  const label = host.replace(/^www\./, '').split('.')[0] ?? '';
  const squashed = crumb.toLowerCase().replace(/[^a-z0-9]/g, '');
  return label.length > 2 && (squashed === label || squashed === host.replace(/[^a-z0-9]/g, ''));
}

/** Cleans a breadcrumb trail and joins it with " > "; '' when nothing is left. */
export function joinCrumbs(raw: string[], ctx: CrumbContext): string {
  let crumbs = raw.map((c) => tidy(c).replace(SEPARATOR, '').trim()).filter(Boolean);
  // Repeated crumbs (the same trail rendered twice for mobile and desktop) count once.
  crumbs = crumbs.filter((c, i) => crumbs.indexOf(c) === i && !NOISE_CRUMB.test(c));
  // A home crumb among the first few ends the site-level prefix ("Shop > Home > Lighting").
  const home = crumbs
    .slice(0, 3)
    .findLastIndex((c) => HOME_CRUMB.test(c) || namesShop(c, ctx.host));
  if (home >= 0) crumbs = crumbs.slice(home + 1);
  const last = crumbs[crumbs.length - 1];
  if (crumbs.length > 0 && last !== undefined && sameAsTitle(last, ctx.title)) crumbs.pop();
  if (crumbs.some((c) => c.length > 80)) return '';
  return crumbs.join(' > ');
}

const CONTAINERS = [
  '[aria-label*="breadcrumb" i]',
  'nav[class*="breadcrumb" i]',
  '[class*="breadcrumb" i]',
  '[id*="breadcrumb" i]',
  '[data-testid*="breadcrumb" i]',
  '[data-test*="breadcrumb" i]',
  '[class*="crumbs" i]',
];

/** Crumb texts of the first visible breadcrumb nav outside header/footer chrome. */
export function visibleBreadcrumbs($: CheerioAPI): string[] {
  for (const selector of CONTAINERS) {
    for (const el of $(selector).toArray()) {
      const box = $(el);
      if (box.is('script, style, meta, link, body, html')) continue;
      if (
        box.closest('footer, [role="contentinfo"], [class*="footer" i], [id*="footer" i]').length
      ) {
        continue;
      }
      const clone = box.clone();
      clone.find('script, style, noscript, [aria-hidden="true"], .sr-only').remove();
      const items = clone.find('li');
      const parts: string[] = [];
      if (items.length > 0) {
        items.each((_, li) => {
          // Nested lists (drop-down menus) repeat crumbs; only read the li's own link or text.
          const $li = $(li);
          const link = $li.children('a, span, div').first();
          parts.push(tidy((link.length ? link : $li).text()));
        });
      } else {
        clone.find('a, span[itemprop="name"], [class*="current" i], strong').each((_, a) => {
          if ($(a).find('a').length === 0) parts.push(tidy($(a).text()));
        });
      }
      const crumbs = parts.filter((p) => p && p.length <= 80 && !/^[>›»/\\|·•→:-]+$/.test(p));
      if (crumbs.length > 0) return crumbs;
    }
  }
  return [];
}
