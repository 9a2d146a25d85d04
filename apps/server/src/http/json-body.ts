import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { msg } from '../i18n/message.js';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Our deepest legitimate body,
 * `PUT /api/lists/:id` with items, is 3 levels (`{"items":[{…}]}`); 32 leaves room for any
 * client and still keeps every later step (validation, logging) far from recursion limits.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`. One pass over the text with
 * no recursion and no allocation; brackets inside strings (escaped quotes included) do not
 * count, and a string's contents are skipped with a native search for its closing quote (bodies
 * are mostly long texts). It does not validate: malformed text is left to the JSON parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i + 1);
      if (i < 0) return false;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth++;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
      // A closer with nothing open is invalid JSON, which the parser refuses from the start.
      if (depth < 0) return false;
    }
  }
  return false;
}

/**
 * Where the string starting at `from` ends: the first quote not escaped, that is not preceded
 * by an odd run of backslashes (the run is counted back no further than `from`, so the whole
 * walk stays linear). -1 when the string never ends.
 */
function closingQuote(text: string, from: number): number {
  for (let start = from; ; ) {
    const quote = text.indexOf('"', start);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (
      quote - backslashes - 1 >= start &&
      text.charCodeAt(quote - backslashes - 1) === BACKSLASH
    )
      backslashes++;
    if (backslashes % 2 === 0) return quote;
    start = quote + 1;
  }
}

/**
 * Replaces the `application/json` body parser with one that refuses deep nesting before
 * parsing (pen test issue 21, finding 5: a body nested 10,000 deep made a recursive check
 * overflow the stack and answer 500, even unauthenticated). Anything shallow enough goes to
 * Fastify's own parser with the app's prototype-poisoning settings, so an empty body, invalid
 * JSON and a body over the limit get the same answers as before.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(msg('server.http.nestedTooDeeply'), 'BODY_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
