import type { User } from '@wishlist/core';
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface Session {
  token: string;
  user: User;
}

/**
 * A saved user: `emailVerified` and `hasPassword` may be missing from one saved before they
 * existed; they are then read as unverified and having a password (what every account had
 * then), and the app asks the server (see useCurrentUserRefresh).
 */
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.email === 'string' &&
    typeof record.name === 'string' &&
    (record.emailVerified === undefined || typeof record.emailVerified === 'boolean') &&
    (record.hasPassword === undefined || typeof record.hasPassword === 'boolean')
  );
}

/**
 * A saved token plus a parsable saved user restores the session; a corrupt saved user clears
 * both (spec section 4).
 */
export function readSavedSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (!token || !rawUser) {
    if (token || rawUser) clearSaved();
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(rawUser);
    if (isUser(parsed))
      return {
        token,
        user: {
          ...parsed,
          emailVerified: parsed.emailVerified === true,
          hasPassword: parsed.hasPassword !== false,
        },
      };
  } catch {
    // falls through: a corrupt saved user signs out
  }
  clearSaved();
  return null;
}

function clearSaved(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

let current: Session | null | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The session is the device's, kept in storage: another tab that signs out, signs in or finds
 * the saved user corrupt changes it here too. Without this a tab kept its copy in memory and
 * wrote it back on its next save of the user (a profile name, the e-mail check), bringing a
 * cleared session back to life for the next page load.
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
  current = undefined;
  emit();
}

export const sessionStore = {
  get(): Session | null {
    if (current === undefined) current = readSavedSession();
    return current;
  },
  signIn(session: Session): void {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    current = session;
    emit();
  },
  /**
   * Saves a newer copy of the signed-in user, only while storage still holds this session: one
   * cleared or spoilt meanwhile (a corrupt saved user, another tab's sign-out) is not written
   * back, and this page follows what storage says.
   */
  updateUser(user: User): void {
    const session = sessionStore.get();
    if (!session) return;
    if (readSavedSession()?.token !== session.token) {
      sessionStore.reload();
      return;
    }
    sessionStore.signIn({ token: session.token, user });
  },
  signOut(): void {
    clearSaved();
    current = null;
    emit();
  },
  /** Forget the in-memory copy so the next read comes from storage (tests, other tabs). */
  reload(): void {
    current = undefined;
    emit();
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useCurrentUser(): User | null {
  return useSession()?.user ?? null;
}
