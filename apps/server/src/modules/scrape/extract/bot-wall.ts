/**
 * Bot walls and error pages: tells the user why nothing useful came back, so they can add the
 * item by hand instead of saving a "Robot Check" as a wish.
 */

export const BOT_WALL_MESSAGE = "The shop's page asked for a robot check; add the item by hand.";
export const BLOCKED_MESSAGE = 'The shop refused to show us this page; add the item by hand.';
export const NOT_FOUND_MESSAGE = "The shop says this page doesn't exist; check the link.";
export const SERVER_ERROR_MESSAGE =
  "The shop's site answered with an error; try again later or add the item by hand.";

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
  /You don't have permission to access .* on this server/i,
  /Reference #\d+\.[0-9a-f]+\.\d+\.[0-9a-f]+/i,
  /Sorry, you have been blocked/i,
  /Request unsuccessful\. Incapsula incident/i,
];

function titleOf(html: string): string {
  const m = html.match(/<title[^>]*>([\s\S]*?)<\/title>/i);
  return (m?.[1] ?? '').replace(/\s+/g, ' ').trim();
}

/** True when the page has real product signals, which no wall page carries. */
function looksLikeProduct(html: string): boolean {
  return (
    /"@type"\s*:\s*"product"|itemtype=["']https?:\/\/schema\.org\/Product["']|og:type["'][^>]*content=["']product/i.test(
      html,
    ) || /id=["'](productTitle|add-to-cart-button)["']/i.test(html)
  );
}

/**
 * Returns a human message when the page is a bot wall or an error page (or the HTTP status
 * says so), else null.
 */
export function detectBotWall(html: string, status?: number): string | null {
  if (status !== undefined && status >= 400) {
    if (status === 404 || status === 410) return NOT_FOUND_MESSAGE;
    if (status >= 500) return SERVER_ERROR_MESSAGE;
    const title = titleOf(html);
    if (WALL_TITLE.test(title) || WALL_MARKUP.some((re) => re.test(html))) return BOT_WALL_MESSAGE;
    return BLOCKED_MESSAGE;
  }
  const title = titleOf(html);
  const product = looksLikeProduct(html);
  if (WALL_TITLE.test(title)) return BOT_WALL_MESSAGE;
  if (!product && WALL_MARKUP.some((re) => re.test(html))) return BOT_WALL_MESSAGE;
  if (!product && html.length < SMALL_PAGE && SMALL_PAGE_WALL.some((re) => re.test(html))) {
    return BOT_WALL_MESSAGE;
  }
  if (BLOCKED_TITLE.test(title)) return BLOCKED_MESSAGE;
  if (!product && BLOCKED_MARKUP.some((re) => re.test(html))) return BLOCKED_MESSAGE;
  if (!product && NOT_FOUND_TITLE.test(title)) return NOT_FOUND_MESSAGE;
  if (!product && SERVER_TITLE.test(title)) return SERVER_ERROR_MESSAGE;
  return null;
}
