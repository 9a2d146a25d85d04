import { useSyncExternalStore } from 'react';
import { onServerAnswer } from '../../lib/api-client';
import { useOnline } from './use-online';

/**
 * Whether the server answers. It stops answering for the page when a request gets no answer at
 * all (status 0, or the service worker's kept copy) while the browser says it is online; the
 * next answer to any request, or to the light check made meanwhile (doubling from 2 s to 30 s,
 * and at once when the browser comes back online), makes it reachable again.
 */
const FIRST_CHECK_MS = 2_000;
const MAX_CHECK_MS = 30_000;
/** A request outside /api that the service worker never answers for the server (O1). */
const CHECK_PATH = '/healthz';

let reachable = true;
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let nextCheckMs = FIRST_CHECK_MS;
/** Listening to the API client's answers, from the first page that asks for the state on. */
let hearing = false;
const listeners = new Set<() => void>();

function setReachable(next: boolean): void {
  if (next) {
    clearTimeout(checkTimer);
    checkTimer = undefined;
    nextCheckMs = FIRST_CHECK_MS;
  } else if (checkTimer === undefined) {
    scheduleCheck();
  }
  if (reachable === next) return;
  reachable = next;
  for (const listener of listeners) listener();
}

function heard(answered: boolean): void {
  // Offline, no answer is what the browser already says; the offline notice covers it.
  if (answered || navigator.onLine) setReachable(answered);
}

function scheduleCheck(): void {
  checkTimer = setTimeout(() => {
    checkTimer = undefined;
    void checkServer();
  }, nextCheckMs);
  nextCheckMs = Math.min(MAX_CHECK_MS, nextCheckMs * 2);
}

/** Asks the server for a sign of life; true when it answered. */
export async function checkServer(): Promise<boolean> {
  try {
    await fetch(CHECK_PATH, { cache: 'no-store' });
    setReachable(true);
    return true;
  } catch {
    if (!reachable && checkTimer === undefined) scheduleCheck();
    return false;
  }
}

function onOnline(): void {
  if (!reachable) void checkServer();
}

function subscribe(listener: () => void): () => void {
  if (!hearing) {
    onServerAnswer(heard);
    hearing = true;
  }
  if (listeners.size === 0) window.addEventListener('online', onOnline);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('online', onOnline);
  };
}

const isReachable = () => reachable;

/** Back to a fresh page's state: the server taken as reachable, no check planned (tests). */
export function resetConnection(): void {
  clearTimeout(checkTimer);
  checkTimer = undefined;
  nextCheckMs = FIRST_CHECK_MS;
  reachable = true;
}

export interface Connection {
  /** The browser has a network. */
  online: boolean;
  /** The server answered the last request (or the check since). */
  serverReachable: boolean;
}

/**
 * The connection as the page knows it; writes wait for both (the list page, Quick Add, the
 * share and create forms disable their buttons meanwhile).
 */
export function useConnection(): Connection {
  const online = useOnline();
  const serverReachable = useSyncExternalStore(subscribe, isReachable, () => true);
  return { online, serverReachable };
}
