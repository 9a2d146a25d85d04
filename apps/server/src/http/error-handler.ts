import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { type Message, msg, type Text, translate } from '../i18n/message.js';
import { languageOf } from '../i18n/request-language.js';

const DATABASE_DOWN =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|terminating connection|the database system is|timeout exceeded when trying to connect|Client has encountered a connection error|SQLITE_BUSY/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body over this route's own limit is told (the usual sentence names 1 MB). */
    bodyTooLarge?: Message;
  }
}

/** What a 4xx that Fastify itself raised (not our code) tells the client. */
function clientError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; code: string; text: Message } {
  const status = error.statusCode ?? 400;
  if (status === 413) {
    const text = request.routeOptions.config?.bodyTooLarge ?? msg('server.http.bodyTooLarge');
    return { status, code: 'BODY_TOO_LARGE', text };
  }
  if (status === 415)
    return { status, code: 'UNSUPPORTED_MEDIA_TYPE', text: msg('server.http.sendJson') };
  const text =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? msg('server.http.invalidJson')
      : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? msg('server.http.emptyBody')
        : msg('server.http.notUnderstood');
  return { status, code: 'BAD_REQUEST', text };
}

/**
 * Every error becomes `{message, code}`, the message in the caller's language (N5); a 5xx
 * never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const words = (text: Text) => translate(languageOf(request), text);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ ...error.details?.(words), message: words(error.text), code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const refused = clientError(error, request);
      return reply.code(refused.status).send({ message: words(refused.text), code: refused.code });
    }
    if (
      DATABASE_DOWN.test(String(error.message)) ||
      DATABASE_DOWN.test(String((error as { code?: string }).code))
    ) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: words(msg('server.http.unavailable')), code: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: words(msg('server.http.internal')), code: 'INTERNAL' });
  });
}
