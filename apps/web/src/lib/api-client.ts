import { sessionStore } from './session';

/** An answer other than 2xx; `message` is the server's sentence when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** The server's message when there is one, otherwise the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * The spec's text for a failure, followed by the server's reason when it gave one (a quota
 * reached, say), so the person learns what to do; the spec's words stay as they are.
 */
export function withReason(error: unknown, specText: string): string {
  return error instanceof ApiRequestError && error.serverMessage
    ? `${specText}: ${error.serverMessage}`
    : specText;
}

/**
 * A 403 with this code refuses an action on a list in surprise mode (G1): it says nothing about
 * the session, so it does not sign out. An owner who turned surprise on in another tab must not
 * lose their session for pressing a stale button (docs/decisions/011).
 */
const SURPRISE_REFUSAL = 'surprise';

/** Whether the answer ends the session (spec section 4: any 401 or 403, but see above). */
function endsSession(status: number, code: string | null): boolean {
  return status === 401 || (status === 403 && code !== SURPRISE_REFUSAL);
}

/** An answer that signed the user out, so the page shows nothing of its own about it. */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiRequestError && endsSession(error.status, error.code);
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  sessionStore.signOut();
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The router installs a handler that navigates without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = sessionStore.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, null, 'NETWORK');
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const record = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const message = typeof record.message === 'string' ? record.message : null;
    const code = typeof record.code === 'string' ? record.code : null;
    // Any 401 or 403 signs the user out (spec section 4), but a surprise refusal. A failed
    // sign-in is a 401 too, but then nobody is signed in and the login page shows the message.
    if (endsSession(response.status, code) && sessionStore.get()) {
      onUnauthorized();
    }
    throw new ApiRequestError(response.status, message, code);
  }
  return data as T;
}
