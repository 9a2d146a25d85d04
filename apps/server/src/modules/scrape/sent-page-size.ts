/**
 * How big a page the person's browser sends to Quick Add may be (X1): checked before the body is
 * validated, so this module loads with the routes and holds nothing of the fetcher.
 */
import { SCRAPE_HTML_MAX_BYTES } from '@wishlist/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { msg } from '../../i18n/message.js';

/**
 * The scrape route's body limit: a 5 MB page as a JSON string, with room for the escapes JSON
 * adds (a page's quotes and line ends each take two characters).
 */
export const SCRAPE_BODY_LIMIT = 8 * 1024 * 1024;

export const sentPageTooLarge = () =>
  new AppError(413, 'PAGE_TOO_LARGE', msg('server.scrape.sentPageTooLarge'));

/**
 * A route's `preValidation` hook: a sent page over 5 MB in UTF-8 is refused (413) before the
 * schema's checks, so that the limit answers the same whether it is passed in bytes or in
 * characters.
 */
export function refuseOversizedPage(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const html = (request.body as { html?: unknown } | null | undefined)?.html;
  const over = typeof html === 'string' && Buffer.byteLength(html, 'utf8') > SCRAPE_HTML_MAX_BYTES;
  done(over ? sentPageTooLarge() : undefined);
}
