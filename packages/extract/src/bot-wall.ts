/**
 * Bot walls and error pages: tells the user why nothing useful came back, so they can add the
 * item by hand instead of saving a "Robot Check" as a wish.
 */

/**
 * Why a page gives no product: a robot check, a refusal to serve it, a missing page or a failing
 * shop. The caller words it in the reader's language.
 */
export type Refusal = 'bot-wall' | 'blocked' | 'not-found' | 'shop-error';

/** Titles that only bot walls and error pages carry. */
const WALL_TITLE =
  /robot check|captcha|are you (a )?(robot|human)|verify (that )?you are (a )?human|human verification|just a moment|attention required|security check|pardon our interruption|one more step|bot (check|detection|protection)|please verify|ddos.?guard|are you a bot/i;
const BLOCKED_TITLE =
  /access denied|access to this page has been denied|request (was )?blocked|403 forbidden|^forbidden$|you have been blocked|too many requests|rate limit/i;
const NOT_FOUND_TITLE =
  /^(404|410)\b|page not found|not found$|seite nicht gefunden|page introuvable|página no encontrada|pagina non trovata/i;
const SERVER_TITLE =
  /^50[0-9]\b|internal server error|service (temporarily )?unavailable|bad gateway|gateway time-?out/i;

/** Markup that only challenge pages embed. */
const WALL_MARKUP = [
  /\/errors\/validateCaptcha/i,
  /Enter the characters you see below/i,
  /Type the characters you see in this image/i,
  /id=["']challenge-(form|running|stage)["']/i,
  /cf-browser-verification|cf_chl_opt|\/cdn-cgi\/challenge-platform\/h\/[bg]\/orchestrate/i,
  /id=["']px-captcha["']|_pxCaptcha|captcha\.px-cdn\.net/i,
  /_Incapsula_Resource|incapsula incident id/i,
  /distil_r_captcha|distilCaptchaForm/i,
  /geo\.captcha-delivery\.com|datadome captcha/i,
];
/** Captcha widgets also appear on real pages (login boxes); they count on small pages only. */
const SMALL_PAGE_WALL = [
  /class=["'][^"']*\b(g-recaptcha|h-captcha)\b/i,
  /hcaptcha\.com\/1\/api\.js/i,
];
const SMALL_PAGE = 60_000;
const BLOCKED_MARKUP = [
  /Reference #\d+\.[0-9a-f]+\.\d+\.[0-9a-f]+/i,
  /Sorry, you have been blocked/i,
  /Request unsuccessful\. Incapsula incident/i,
];
/** Akamai's "You don't have permission to access "/p/1" on this server.", on one line. */
const NO_PERMISSION = /You don't have permission to access /gi;
const ON_THIS_SERVER = / on this server/gi;
const LINE_BREAK = /[\n\r\u2028\u2029]/g;
/** `og:type` meta tag saying "product": both attributes inside one tag. */
const OG_TYPE = /og:type["']/gi;
const PRODUCT_CONTENT = /content=["']product/gi;
const TAG_END = />/g;
const PRODUCT_MARKUP =
  /"@type"\s*:\s*"product"|itemtype=["']https?:\/\/schema\.org\/Product["']|id=["'](productTitle|add-to-cart-button)["']/i;

/**
 * Whether a match of `first` is followed by one of `then` with no match of `stop` in between,
 * as the pattern `first[^stop]*then` would say. That pattern restarts its scan at every `first`,
 * which is quadratic on a page repeating `first` without `then`; here each of the three
 * patterns (global, all of them) moves forward only, so the page is read a bounded number of
 * times.
 */
function followedWithin(text: string, first: RegExp, then: RegExp, stop: RegExp): boolean {
  let next: RegExpExecArray | null | undefined;
  let barrier = -1;
  first.lastIndex = 0;
  for (let m = first.exec(text); m; m = first.exec(text)) {
    const from = m.index + m[0].length;
    first.lastIndex = m.index + 1;
    if (next === undefined || (next !== null && next.index < from)) {
      then.lastIndex = from;
      next = then.exec(text);
    }
    if (next === null) return false;
    if (barrier < from) {
      stop.lastIndex = from;
      barrier = stop.exec(text)?.index ?? Number.POSITIVE_INFINITY;
    }
    if (next.index < barrier) return true;
  }
  return false;
}

/** The first <title>'s text, found by forward searches only (no pattern spans the page). */
function titleOf(html: string): string {
  const open = /<title/i.exec(html);
  const start = open ? html.indexOf('>', open.index) : -1;
  if (start < 0) return '';
  const close = /<\/title>/gi;
  close.lastIndex = start + 1;
  const end = close.exec(html);
  return end
    ? html
        .slice(start + 1, end.index)
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

/** True when the page has real product signals, which no wall page carries. */
function looksLikeProduct(html: string): boolean {
  return PRODUCT_MARKUP.test(html) || followedWithin(html, OG_TYPE, PRODUCT_CONTENT, TAG_END);
}

function hasBlockedMarkup(html: string): boolean {
  return (
    BLOCKED_MARKUP.some((re) => re.test(html)) ||
    followedWithin(html, NO_PERMISSION, ON_THIS_SERVER, LINE_BREAK)
  );
}

/**
 * Why the page is refused when it is a bot wall or an error page (or the HTTP status says so),
 * else null.
 */
export function detectBotWall(html: string, status?: number): Refusal | null {
  if (status !== undefined && status >= 400) {
    if (status === 404 || status === 410) return 'not-found';
    if (status >= 500) return 'shop-error';
    const title = titleOf(html);
    if (WALL_TITLE.test(title) || WALL_MARKUP.some((re) => re.test(html))) return 'bot-wall';
    return 'blocked';
  }
  const title = titleOf(html);
  const product = looksLikeProduct(html);
  if (WALL_TITLE.test(title)) return 'bot-wall';
  if (!product && WALL_MARKUP.some((re) => re.test(html))) return 'bot-wall';
  if (!product && html.length < SMALL_PAGE && SMALL_PAGE_WALL.some((re) => re.test(html))) {
    return 'bot-wall';
  }
  if (BLOCKED_TITLE.test(title)) return 'blocked';
  if (!product && hasBlockedMarkup(html)) return 'blocked';
  if (!product && NOT_FOUND_TITLE.test(title)) return 'not-found';
  if (!product && SERVER_TITLE.test(title)) return 'shop-error';
  return null;
}
