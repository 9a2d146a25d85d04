import type { ScrapeResult } from '@wishlist/core';

/**
 * A page with fewer characters of text than this (outside tags, scripts, styles, templates,
 * <noscript>, white space) that carries a script is a shell its scripts fill in.
 */
export const SHELL_TEXT_MAX = 500;

/** Elements whose content is no text anyone reads before scripts run. */
const UNREAD_ELEMENTS = ['script', 'style', 'template', 'noscript', 'svg'];

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/**
 * Whether the page's markup is a script shell: a script, and almost no text. One forward pass
 * with plain searches (a hostile page costs at most one read of its bytes), stopping as soon
 * as there is enough text to say it is not a shell.
 */
export function looksLikeScriptShell(bytes: Uint8Array): boolean {
  // Markup is ASCII in every encoding shops use; latin1 maps each byte to one character.
  const html = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .toLowerCase();
  if (!html.includes('<script')) return false;
  let text = 0;
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const textEnd = open === -1 ? html.length : open;
    for (let i = at; i < textEnd; i++) if (!isSpace(html.charCodeAt(i))) text++;
    if (text >= SHELL_TEXT_MAX) return false;
    if (open === -1) break;
    let tagEnd: number;
    const skipped = UNREAD_ELEMENTS.find((name) => html.startsWith(name, open + 1));
    if (skipped !== undefined) {
      const close = html.indexOf(`</${skipped}`, open);
      tagEnd = close === -1 ? -1 : html.indexOf('>', close);
    } else if (html.startsWith('!--', open + 1)) {
      const close = html.indexOf('-->', open + 4);
      tagEnd = close === -1 ? -1 : close + 2;
    } else {
      tagEnd = html.indexOf('>', open);
    }
    if (tagEnd === -1) break;
    at = tagEnd + 1;
  }
  return true;
}

/**
 * The static page yielded no product: no title and no price, or no price on a page that is a
 * script shell (its <title> alone is no product). docs/decisions/017 says why.
 */
export function needsRender(product: ScrapeResult, page: { bytes: Uint8Array }): boolean {
  if (product.price !== '') return false;
  return product.title === '' || looksLikeScriptShell(page.bytes);
}
