/** How many leading bytes are searched for a <meta> charset declaration. */
export const META_SNIFF_BYTES = 2048;

/** Returns the canonical encoding name for a label TextDecoder supports, else undefined. */
export function supportedEncoding(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/** The `charset` parameter of a Content-Type header value, if any. */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const value = match?.[1] ?? match?.[2];
  return value ? value.trim() : undefined;
}

/**
 * The charset declared by `<meta charset>` or `<meta http-equiv="Content-Type" content="...;
 * charset=...">` within the first {@link META_SNIFF_BYTES} bytes.
 */
export function sniffMetaCharset(bytes: Uint8Array): string | undefined {
  // latin1 maps every byte to one char, so ASCII markup is readable whatever the real encoding.
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.length, META_SNIFF_BYTES),
  ).toString('latin1');
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const match = /charset\s*=\s*(?:["']\s*)?([^\s"'>/;]+)/i.exec(tag);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

function encodingFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/**
 * Picks the encoding of an HTML document: byte-order mark, then the Content-Type header's
 * charset, then a <meta> declaration, else UTF-8. Unknown labels are skipped.
 */
export function detectEncoding(bytes: Uint8Array, contentType?: string): string {
  const fromBom = encodingFromBom(bytes);
  if (fromBom) return fromBom;
  const fromHeader = supportedEncoding(charsetFromContentType(contentType));
  if (fromHeader) return fromHeader;
  const fromMeta = supportedEncoding(sniffMetaCharset(bytes));
  // A <meta> that could be read as ASCII means the document is not UTF-16 (HTML spec rule).
  if (fromMeta) return fromMeta.startsWith('utf-16') ? 'utf-8' : fromMeta;
  return 'utf-8';
}

// WHATWG windows-1252 code points for bytes 0x80–0x9F; every other byte equals its Latin-1 code point.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Node 20.20's TextDecoder decodes windows-1252 (and so also the labels latin1, iso-8859-1,
 * ascii, which map to it) as plain ISO-8859-1, turning € – “ ” into C1 control characters.
 * Decode it by hand instead.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    units[i] = byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? 0xfffd) : byte;
  }
  let text = '';
  for (let start = 0; start < units.length; start += 8192) {
    text += String.fromCharCode(...units.subarray(start, start + 8192));
  }
  return text;
}

/** Decodes an HTML body to a string (see {@link detectEncoding}). */
export function decodeHtml(bytes: Uint8Array, contentType?: string): string {
  const encoding = detectEncoding(bytes, contentType);
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  return new TextDecoder(encoding).decode(bytes);
}
