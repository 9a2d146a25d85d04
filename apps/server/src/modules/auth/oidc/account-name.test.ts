import { describe, expect, it } from 'vitest';
import { accountName } from './account-name.js';

const none = { name: undefined, givenName: undefined };

describe('the name of an account made through the provider', () => {
  it('is the provider’s name, else its given name, else the e-mail’s local part', () => {
    expect(accountName({ name: ' Ada  Lovelace ', givenName: 'Ada' }, 'ada@example.com')).toBe(
      'Ada Lovelace',
    );
    expect(accountName({ name: undefined, givenName: 'Ada' }, 'ada@example.com')).toBe('Ada');
    expect(accountName(none, 'ada.l@example.com')).toBe('ada.l');
  });

  it('is cut to 50 characters and cleaned of what the name rules refuse', () => {
    const long = accountName({ name: 'x'.repeat(80), givenName: undefined }, 'a@example.com');
    expect(long).toBe('x'.repeat(50));
    expect(
      accountName({ name: 'Eve\u202Elive\nNew', givenName: undefined }, 'eve@example.com'),
    ).toBe('Evelive New');
  });

  it('goes on to the next when one makes no name (too short, or only invisible characters)', () => {
    expect(accountName({ name: 'A', givenName: '\u200b\u200b' }, 'al@example.com')).toBe('al');
    expect(accountName({ name: 'A', givenName: undefined }, 'b@example.com')).toBe('b@example.com');
  });
});
