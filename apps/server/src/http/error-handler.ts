import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const DATABASE_DOWN =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|terminating connection|the database system is|timeout exceeded when trying to connect|Client has encountered a connection error|SQLITE_BUSY/i;

/** Every error becomes `{message, code}`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ ...error.details, message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ message: 'The request body is larger than 1 MB', code: 'BODY_TOO_LARGE' });
    }
    if (status === 415) {
      return reply
        .code(415)
        .send({ message: 'Send the request body as JSON', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : 'The request could not be understood';
      return reply.code(status).send({ message, code: 'BAD_REQUEST' });
    }
    if (
      DATABASE_DOWN.test(String(error.message)) ||
      DATABASE_DOWN.test(String((error as { code?: string }).code))
    ) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        message: 'The service is briefly unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
