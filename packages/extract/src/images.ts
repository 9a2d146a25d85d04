/**
 * Image candidates: absolute http(s) URLs, tracking pixels and placeholders dropped, size
 * variants of one picture (Amazon `._AC_SX300_`, Shopify `_100x100`, `?width=` …) collapsed.
 */
import { absoluteUrl, MAX_HOST_LENGTH } from './text.js';

/** The URL's path with its %-escapes decoded, or as it is when one is malformed ("%E0%A4%A"). */
function decodedPath(u: URL): string {
  try {
    return decodeURIComponent(u.pathname);
  } catch {
    return u.pathname;
  }
}

export const MAX_IMAGES = 12;

/** Query parameters that only select a size, format or cache version of the same picture. */
const SIZE_PARAMS = new Set([
  'w',
  'h',
  'width',
  'height',
  'wid',
  'hei',
  'sw',
  'sh',
  'sm',
  'size',
  'fit',
  'crop',
  'quality',
  'qlt',
  'q',
  'fmt',
  'format',
  'auto',
  'dpr',
  'resize',
  'scale',
  'v',
  'ver',
  'version',
  'imwidth',
  'imheight',
  'op_sharpen',
  'resmode',
  'op_usm',
  'icc',
  'iccembed',
  'bg',
  'strip',
  'pad',
  'mode',
  'odnwidth',
  'odnheight',
  'odnbg',
  'cb',
  'ts',
  'impolicy',
  'canvas',
  'trim',
  '$',
]);

/** Query values that only name a size ("?f=s", "?img=xl", "?w=600px"). */
const SIZE_VALUE =
  /^(x{0,3}[sml]|xxs|small|medium|large|thumb|thumbnail|zoom|\d{2,4}(px|w|x\d{2,4})?)$/i;

const SHOPIFY_SIZES: Record<string, number> = {
  pico: 16,
  icon: 32,
  thumb: 50,
  small: 100,
  compact: 160,
  medium: 240,
  large: 480,
  grande: 600,
  original: 4000,
  master: 4000,
};
const NAMED_SIZE = Object.keys(SHOPIFY_SIZES).join('|');

const TRACKER_HOSTS =
  /(^|\.)(doubleclick\.net|google-analytics\.com|googletagmanager\.com|facebook\.com|bat\.bing\.com|scorecardresearch\.com|amazon-adsystem\.com|fls-[a-z]+\.amazon\.[a-z.]+|pixel\.[a-z.]+|analytics\.[a-z.]+|demdex\.net|omtrdc\.net|criteo\.(com|net)|adsrvr\.org|quantserve\.com|krxd\.net|everesttech\.net)$/i;
const JUNK_FILE =
  /^(pixel|beacon|spacer|blank|transparent|clear|trans|1x1|empty|dot|grey|gray|placeholder|no-?image|loading|loader|spinner|sprite|lazy)s?[-_]?\d*\.(gif|png|jpe?g|webp)$/;
const JUNK_PATH =
  /captcha|\/(pixel|beacon|track|tracking|collect|sprites?|spacer)(\/|$)|\/b\/ss\/|\/1\/batch\/|[-_.]1x1[-_.]/;

/** True for URLs that cannot be a product picture: trackers, spacers, icons, logos. */
export function isJunkImage(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return true;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return true;
  if (u.hostname.length > MAX_HOST_LENGTH || TRACKER_HOSTS.test(u.hostname)) return true;
  const path = decodedPath(u).toLowerCase();
  if (/\.(svg|ico)$/.test(path)) return true;
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (JUNK_PATH.test(path) || JUNK_FILE.test(file)) return true;
  if (
    /(^|[-_.])(transparent|spacer|pixel|blank|1x1|clear)([-_.]|$)/.test(file) &&
    /\.(gif|png)$/.test(file)
  ) {
    return true;
  }
  if (/(^|[-_.])(logo|icon|favicon|badge|flag|avatar|banner)s?([-_.\d]|$)/.test(file)) return true;
  if (/\/(logos?|icons?|flags|badges|avatars?|banners)\//.test(path)) return true;
  const w = Number(u.searchParams.get('w') ?? u.searchParams.get('width') ?? Number.NaN);
  const h = Number(u.searchParams.get('h') ?? u.searchParams.get('height') ?? Number.NaN);
  if ((w > 0 && w <= 2) || (h > 0 && h <= 2)) return true;
  return false;
}

/** Identity of the picture behind a URL, the same for every size variant of it. */
export function imageKey(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const amazon = u.pathname.match(/\/images\/[IPG]\/([A-Za-z0-9+%-]{6,})(?:\.|$)/);
  if (amazon && /amazon|ssl-images|media-amazon/i.test(u.hostname)) return `amazon:${amazon[1]}`;
  const ebay = u.pathname.match(/\/(?:images\/g|g)\/([A-Za-z0-9~_-]{8,})\/s-l\d+/);
  if (ebay) return `ebay:${ebay[1]}`;
  let path = decodedPath(u)
    .replace(/\._[A-Za-z0-9,_-]+_(?=\.[a-z0-9]+$)/i, '')
    .replace(
      new RegExp(
        `_(\\d+x\\d*|x\\d+|${NAMED_SIZE})(_crop_[a-z]+)?(@\\dx)?(\\.progressive)?(?=\\.[a-z0-9]+$)`,
        'i',
      ),
      '',
    )
    .replace(/-\d{2,4}x\d{2,4}(?=\.[a-z0-9]+$)/i, '')
    .replace(
      /\/(\d{2,4}x\d{2,4}|[whs]_?\d{2,4}|thumbs?|small|medium|large|big|zoom|original|full)\//gi,
      '/*/',
    )
    .replace(/\.(jpe?g|png|webp|gif|avif)$/i, '');
  path = path.toLowerCase();
  const kept = [...u.searchParams.entries()]
    .filter(
      ([k, v]) => !SIZE_PARAMS.has(k.toLowerCase()) && !k.startsWith('$') && !SIZE_VALUE.test(v),
    )
    .map(([k, v]) => `${k}=${v}`)
    .sort();
  const host = u.hostname.replace(/^(www|images?\d*|img\d*|cdn\d*|static\d*|media\d*)\./, '');
  return `${host}${path}${kept.length ? `?${kept.join('&')}` : ''}`;
}

/** Rough pixel size a URL asks for; originals (no size marker) rank high. */
export function imageSizeHint(url: string): number {
  const amazon = url.match(/\._[A-Z0-9,_]*?(?:SL|SX|SY|UL|UX|UY|SS|SR|AC_SL)(\d+)/);
  if (amazon?.[1]) return Number(amazon[1]);
  if (/\._[A-Za-z0-9,_-]+_\.[a-z]+/i.test(url)) return 500;
  const ebay = url.match(/\/s-l(\d+)\./);
  if (ebay?.[1]) return Number(ebay[1]);
  const shopify = url.match(/_(\d+)x(\d*)(?:_crop_[a-z]+)?(?:@(\d)x)?\.[a-z]+(\?|$)/i);
  if (shopify)
    return Math.max(Number(shopify[1]), Number(shopify[2] || 0)) * Number(shopify[3] ?? 1);
  const named = url.match(new RegExp(`_(${NAMED_SIZE})\\.[a-z]+(\\?|$)`, 'i'));
  if (named?.[1]) return SHOPIFY_SIZES[named[1].toLowerCase()] ?? 0;
  const param = url.match(/[?&$](?:w|width|wid|sw|size|imwidth)=(\d+)/i);
  if (param?.[1]) return Number(param[1]);
  return 3000;
}

/** Ordered, de-duplicated list of picture URLs. The first added is the main picture. */
export class ImageList {
  private readonly byKey = new Map<string, string>();

  constructor(private readonly base: string) {}

  /** Adds a candidate; returns true when it was a new picture. */
  add(raw: string | undefined | null): boolean {
    const url = absoluteUrl(raw, this.base);
    if (!url || isJunkImage(url)) return false;
    const key = imageKey(url);
    const existing = this.byKey.get(key);
    if (existing !== undefined) {
      if (imageSizeHint(url) > imageSizeHint(existing)) this.byKey.set(key, url);
      return false;
    }
    this.byKey.set(key, url);
    return true;
  }

  addAll(urls: Iterable<string>): void {
    for (const u of urls) this.add(u);
  }

  get size(): number {
    return this.byKey.size;
  }

  list(): string[] {
    return [...this.byKey.values()].slice(0, MAX_IMAGES);
  }
}
