import { describe, expect, it } from 'vitest';
import { OWNER } from '../test/test-utils';
import { readSavedSession, sessionStore } from './session';

describe('session (spec section 4)', () => {
  it('restores a saved token plus a parsable saved user', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(OWNER));
    expect(readSavedSession()).toEqual({ token: 't1', user: OWNER });
  });

  it('a corrupt saved user clears both token and user', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', '{not json');
    expect(readSavedSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a saved user of the wrong shape counts as corrupt', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    expect(readSavedSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a token without a user (or a user without a token) is no session', () => {
    localStorage.setItem('token', 't1');
    expect(readSavedSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sign in saves token and user; sign out clears both', () => {
    sessionStore.signIn({ token: 't2', user: OWNER });
    expect(localStorage.getItem('token')).toBe('t2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(OWNER);
    sessionStore.signOut();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a newer copy of the user is not written over a saved user that turned corrupt', () => {
    sessionStore.signIn({ token: 't3', user: OWNER });
    // Spoilt after this page read it (devtools, another tab), before the e-mail check answers.
    localStorage.setItem('user', '{corrupt');
    sessionStore.updateUser({ ...OWNER, emailVerified: true });
    expect(sessionStore.get()).toBeNull();
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
  });

  it('a newer copy of the user is not written back after another tab signed out', () => {
    sessionStore.signIn({ token: 't4', user: OWNER });
    localStorage.clear();
    sessionStore.updateUser({ ...OWNER, name: 'Olivia Renamed' });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("follows another tab's sign-out and sign-in (storage events)", () => {
    const seen: Array<string | null> = [];
    const stop = sessionStore.subscribe(() => seen.push(sessionStore.get()?.token ?? null));
    sessionStore.signIn({ token: 't5', user: OWNER });
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(sessionStore.get()).toBeNull();
    localStorage.setItem('token', 't6');
    localStorage.setItem('user', JSON.stringify(OWNER));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(sessionStore.get()?.token).toBe('t6');
    // Other keys (the theme, the language) leave the session alone.
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    stop();
    expect(seen).toEqual(['t5', null, 't6']);
  });
});
