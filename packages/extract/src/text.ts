/** Small text helpers shared by the extractors: entity decoding, white space, URLs. */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  trade: '™',
  reg: '®',
  copy: '©',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  times: '×',
  deg: '°',
  frac12: '½',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  oacute: 'ó',
  iacute: 'í',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
};

/** Windows-1252 characters that HTML maps the C1 code points &#128;..&#159; to. */
const C1: Record<number, string> = {
  128: '€',
  130: '‚',
  132: '„',
  133: '…',
  134: '†',
  139: '‹',
  140: 'Œ',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
  153: '™',
  155: '›',
  156: 'œ',
};

function codePoint(n: number): string {
  const c1 = C1[n];
  if (c1) return c1;
  if (!Number.isFinite(n) || n <= 0 || n > 0x10ffff) return '';
  return String.fromCodePoint(n);
}

/** Decodes the HTML entities that leak into JSON-LD strings and meta values. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, ent: string) => {
    if (ent[0] === '#') {
      const hex = ent[1] === 'x' || ent[1] === 'X';
      return codePoint(Number.parseInt(ent.slice(hex ? 2 : 1), hex ? 16 : 10)) || whole;
    }
    return NAMED[ent] ?? NAMED[ent.toLowerCase()] ?? whole;
  });
}

/** Folds runs of white space (including NBSP and zero-width ones) and trims. */
export function cleanText(s: string | undefined | null): string {
  if (!s) return '';
  return s
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .trim();
}

/** Decodes entities then cleans white space: the normal treatment for any extracted string. */
export function tidy(s: string | undefined | null): string {
  return cleanText(decodeEntities(cleanText(s)));
}

/** Resolves `href` against `base`, keeping only http(s) results. */
export function absoluteUrl(href: string | undefined | null, base: string): string {
  const raw = cleanText(href);
  if (!raw || /^(data|javascript|blob|about):/i.test(raw)) return '';
  try {
    const u = new URL(raw, base || undefined);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '';
    return u.href;
  } catch {
    // A protocol-relative URL without a usable base still names a host.
    if (raw.startsWith('//')) return absoluteUrl(`https:${raw}`, '');
    return '';
  }
}

/**
 * The longest host name DNS allows. URL parsing sets no limit, and host patterns such as
 * `(^|\.)ebay\.[a-z.]+$` are quadratic in the host's length, so longer hosts are not looked at.
 */
export const MAX_HOST_LENGTH = 253;

/** Host name of a URL in lower case, or '' when it does not parse or cannot be a real host. */
export function hostOf(url: string): string {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.length <= MAX_HOST_LENGTH ? host : '';
  } catch {
    return '';
  }
}

/** Lower-cased word tokens (letters and digits of any script). */
export function tokens(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
