import type { EventSource as EventSourceClass, EventSourceFetchInit } from 'eventsource';
import { sessionStore } from '../../../lib/session';

/** What `changed` says (N1): which list, and its revision after the change. */
export interface ListChanged {
  listId: string;
  revision: number;
}

export interface LiveStreamHandlers {
  /** Another person changed a list the stream covers. */
  onChange: (change: ListChanged) => void;
  /** Every (re)connection: what changed while there was none is unknown, so read again. */
  onConnected: () => void;
  /** 401, 403 or 404: the stream stops for good; the page's own reads will say why. */
  onRefused: (status: number) => void;
}

export interface LiveStream {
  close: () => void;
}

/** Answers after which trying again cannot help: signed out, or the list is not (or no more) ours. */
const REFUSALS = new Set([401, 403, 404]);
/**
 * Backoff: 2 s, 4 s, 8 s … up to 30 s, each wait jittered down by up to half (the first, 1-2 s,
 * is about the `retry:` the server suggests, 1-3 s).
 */
const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 30_000;
/** 429: too many streams open for the account (other tabs); wait longer before asking again. */
const BUSY_DELAY_MS = 30_000;
/** A connection that lasted this long was healthy: the next drop starts the backoff afresh. */
const HEALTHY_MS = 10_000;

/** The library is loaded on first use: no page paints later for it, and /login never loads it. */
let library: Promise<typeof EventSourceClass> | undefined;
function loadEventSource(): Promise<typeof EventSourceClass> {
  library ??= import('eventsource').then((module) => module.EventSource);
  // A failed load (a deploy replaced the chunk) may succeed on a later try.
  library.catch(() => {
    library = undefined;
  });
  return library;
}

/**
 * Runs `start` once the browser has nothing else to do (at most 2 s on), so that a page's own
 * loading, and a click right after it, never wait on the stream's start and first read.
 */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 0);
  return () => clearTimeout(id);
}

/** The browser's fetch with the session's bearer token, read afresh for every connection. */
function fetchWithToken(url: string | URL, init: EventSourceFetchInit): Promise<Response> {
  const token = sessionStore.get()?.token;
  return fetch(url, {
    ...init,
    headers: token ? { ...init.headers, Authorization: `Bearer ${token}` } : init.headers,
  });
}

export function parseChanged(data: string): ListChanged | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { listId, revision } = parsed as Record<string, unknown>;
    if (typeof listId !== 'string' || !listId) return null;
    return { listId, revision: typeof revision === 'number' ? revision : 0 };
  } catch {
    return null;
  }
}

/**
 * The wait before retry number `attempt` (0 first): doubling from 2 s to 30 s, then somewhere
 * between half of it and all of it, so that pages dropped together do not return together.
 */
export function retryDelay(attempt: number, status?: number, random = Math.random): number {
  const base =
    status === 429 ? BUSY_DELAY_MS : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.5 + random() * 0.5));
}

/**
 * One server-sent event stream (`text/event-stream`) at `path`, kept open while the tab is
 * visible. EventSource cannot send the bearer header, so the `eventsource` package does the
 * work over fetch (docs/decisions/014). Reconnecting is ours, not the library's fixed `retry`:
 * backoff with jitter, so that a restarted server is not met by every open page at once. A
 * hidden tab holds no connection (browsers allow six per origin over HTTP/1.1); shown again,
 * it reconnects, and every connection starts with `onConnected` so the page reads what it
 * missed.
 */
export function openLiveStream(path: string, handlers: LiveStreamHandlers): LiveStream {
  let source: EventSourceClass | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let openedAt = 0;
  let stopped = false;
  /** Bumped whenever a connection is dropped on purpose, so a late library load is ignored. */
  let generation = 0;

  const disconnect = () => {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    source?.close();
    source = null;
  };

  const connect = () => {
    if (stopped || source || document.visibilityState === 'hidden' || !sessionStore.get()) return;
    clearTimeout(timer);
    timer = undefined;
    const mine = ++generation;
    loadEventSource().then(
      (EventSource) => {
        if (mine !== generation || stopped || source) return;
        const stream = new EventSource(path, { fetch: fetchWithToken });
        source = stream;
        stream.addEventListener('open', () => {
          openedAt = Date.now();
          handlers.onConnected();
        });
        stream.addEventListener('changed', (event) => {
          const change = parseChanged(String(event.data));
          if (change) handlers.onChange(change);
        });
        stream.addEventListener('error', (event) => {
          if (source !== stream) return;
          const status = 'code' in event && typeof event.code === 'number' ? event.code : undefined;
          disconnect();
          if (status !== undefined && REFUSALS.has(status)) {
            stopped = true;
            handlers.onRefused(status);
            return;
          }
          if (openedAt && Date.now() - openedAt >= HEALTHY_MS) attempt = 0;
          openedAt = 0;
          timer = setTimeout(connect, retryDelay(attempt, status));
          attempt += 1;
        });
      },
      () => {
        // The library's chunk could not be loaded: try again later, as after a drop.
        if (mine !== generation || stopped) return;
        timer = setTimeout(connect, retryDelay(attempt));
        attempt += 1;
      },
    );
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') disconnect();
    else {
      attempt = 0;
      connect();
    }
  };
  // Back online: no need to wait out the backoff.
  const onOnline = () => {
    if (source) return;
    attempt = 0;
    connect();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  const cancelStart = whenIdle(connect);

  return {
    close() {
      stopped = true;
      cancelStart();
      disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    },
  };
}
