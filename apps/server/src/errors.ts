/** An error whose message is meant for the user, with a stable code and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More the client can act on, sent beside `message` and `code` (an import's problems). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'INVALID_INPUT') =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in again', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code: string) => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', {
    'retry-after': String(retryAfterSeconds),
  });
/** A token that no longer speaks for anyone: ended, outdated, or its account gone. */
export const sessionExpired = () =>
  unauthorized('Your session has expired. Please sign in again.', 'INVALID_TOKEN');
