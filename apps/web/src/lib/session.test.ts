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
});
