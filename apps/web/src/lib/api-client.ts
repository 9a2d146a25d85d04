import { currentLanguage } from './i18n';
import { sessionStore } from './session';

/** An answer other than 2xx; `message` is the server's sentence when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null,
    /** The answer's JSON, for a refusal that says more (an import's problems by line). */
    readonly body: unknown = null,
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

/**
 * What a write refused offline says (features/offline gives it in the language in use, from
 * main.tsx); until then the refusal has no sentence and the page shows its own fallback.
 */
let offlineRefusal: () => string | null = () => null;

export function setOfflineRefusal(text: () => string): void {
  offlineRefusal = text;
}

/**
 * The header the service worker puts on an API read it answered with its kept copy because the
 * network gave no answer (vite.config.ts): the page then shows data, but the server was not
 * reached.
 */
export const KEPT_COPY_HEADER = 'x-wishlist-kept-copy';

/** Told of every request: `true` when the server answered (any status), `false` when not. */
type AnswerListener = (answered: boolean) => void;
const answerListeners = new Set<AnswerListener>();

/** Hears whether each request reached the server (features/offline: the connection banner). */
export function onServerAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

function translated(answered: boolean): void {
  for (const listener of answerListeners) listener(answered);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is with its type instead of `body` (a CSV import). */
  text?: { type: string; content: string };
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The call with the session's token; a network failure is an ApiRequestError with status 0.
 * A write that fails while the browser is offline says so (code OFFLINE, the sentence as its
 * message): it is refused, never kept to be sent later behind the person's back.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  // The server answers (its messages, a new account's e-mails) in the language in use.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLanguage() };
  let body: string | undefined;
  if (options.text) {
    headers['Content-Type'] = options.text.type;
    body = options.text.content;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = sessionStore.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(path, {
      method,
      headers,
      body,
      signal: options.signal,
    });
    translated(!response.headers.has(KEPT_COPY_HEADER));
    return response;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    translated(false);
    if (method !== 'GET' && !navigator.onLine) {
      throw new ApiRequestError(0, offlineRefusal(), 'OFFLINE');
    }
    throw new ApiRequestError(0, null, 'NETWORK');
  }
}

/** The error for an answer other than 2xx, after signing out when the answer says so. */
function refusal(response: Response, text: string): ApiRequestError {
  const data = parseJson(text);
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : null;
  const code = typeof record.code === 'string' ? record.code : null;
  // Any 401 or 403 signs the user out (spec section 4), but a surprise refusal. A failed
  // sign-in is a 401 too, but then nobody is signed in and the login page shows the message.
  if (endsSession(response.status, code) && sessionStore.get()) {
    onUnauthorized();
  }
  return new ApiRequestError(response.status, message, code, data);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  if (!response.ok) throw refusal(response, text);
  return parseJson(text) as T;
}

/** A file the server sends as an attachment (an export), with the name it gives it. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the answer names none. */
  fileName: string | null;
}

/**
 * A file behind the session's token. A plain link cannot send the token (it is no cookie), so
 * the file is fetched here and handed to the browser as a blob (see lib/save-file.ts).
 */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const response = await send(path, {}, '*/*');
  if (!response.ok) throw refusal(response, await response.text());
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/**
 * The file name in a Content-Disposition header: `filename*=UTF-8''…` (any character) before
 * `filename="…"`. Split by hand: the server writes names without `;` in them.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  let plain: string | null = null;
  for (const part of disposition.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (key === 'filename*') {
      const quote = value.indexOf("''");
      try {
        const name = decodeURIComponent(quote < 0 ? value : value.slice(quote + 2));
        if (name) return name;
      } catch {
        // A malformed escape: the plain name will do.
      }
    } else if (key === 'filename') {
      plain = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    }
  }
  return plain || null;
}
