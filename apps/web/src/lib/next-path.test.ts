import { describe, expect, it } from 'vitest';
import { loginFor, nextPath } from './next-path';

describe('nextPath', () => {
  it('keeps paths of this site and refuses everything else', () => {
    expect(nextPath('?next=%2Flists%2Fabc%3Fx%3D1')).toBe('/lists/abc?x=1');
    expect(nextPath('?next=/invitations/t0k3n')).toBe('/invitations/t0k3n');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'lists', ''])
      expect(nextPath(`?next=${encodeURIComponent(bad)}`)).toBe('/dashboard');
    expect(nextPath('')).toBe('/dashboard');
  });

  it('makes the sign-in link that comes back', () => {
    expect(loginFor('/invitations/t0k3n')).toBe('/login?next=%2Finvitations%2Ft0k3n');
    expect(nextPath(loginFor('/lists/a?b=c').split('?')[1]!.replace(/^/, '?'))).toBe(
      '/lists/a?b=c',
    );
    expect(loginFor('/dashboard')).toBe('/login');
  });
});
