import { english, type Message, msg, type Text } from './i18n/message.js';

/** More the client can act on, beside `message` and `code`, worded in the caller's language. */
export type ErrorDetails = (translate: (text: Text) => string) => Record<string, unknown>;

/**
 * An error whose message is meant for the user, with a stable code and an HTTP status. It
 * carries what to say, not the words: the error handler says it in the caller's language
 * (N5). `message` is the English, for logs.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: Text,
    readonly headers: Record<string, string> = {},
    /** An import's problems, say. */
    readonly details?: ErrorDetails,
  ) {
    super(english(text));
  }
}

export const badRequest = (text: Text, code = 'INVALID_INPUT') => new AppError(400, code, text);
export const unauthorized = (
  text: Message = msg('server.auth.signInAgain'),
  code = 'UNAUTHENTICATED',
) => new AppError(401, code, text);
export const forbidden = (text: Message, code = 'FORBIDDEN') => new AppError(403, code, text);
export const notFound = (text: Message, code = 'NOT_FOUND') => new AppError(404, code, text);
export const conflict = (text: Message, code: string) => new AppError(409, code, text);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', msg('server.http.tooManyAttempts'), {
    'retry-after': String(retryAfterSeconds),
  });
/** A token that no longer speaks for anyone: ended, outdated, or its account gone. */
export const sessionExpired = () =>
  unauthorized(msg('server.auth.sessionExpired'), 'INVALID_TOKEN');
