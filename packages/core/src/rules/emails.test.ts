import { describe, expect, it } from 'vitest';
import { entriesWithoutAt, splitEmailList } from './emails.js';

describe('the invitation e-mail box (spec section 5)', () => {
  const box = ' not-an-email, anna@example.com\n\n  bob@example.com ,\r\njust text ,, ';

  it("keeps the trimmed entries containing '@'", () => {
    expect(splitEmailList(box)).toEqual(['anna@example.com', 'bob@example.com']);
  });

  it('names the entries it leaves out, never an empty one', () => {
    expect(entriesWithoutAt(box)).toEqual(['not-an-email', 'just text']);
    expect(entriesWithoutAt(' , \n')).toEqual([]);
  });
});
