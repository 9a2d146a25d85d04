import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.js';

describe('nestsDeeperThan', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('counts arrays and objects outside strings only', () => {
    expect(nestsDeeperThan(deep(3), 3)).toBe(false);
    expect(nestsDeeperThan(deep(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(40)}"}`, 3)).toBe(false);
  });

  it('ends a string at a quote after an even run of backslashes, not after an odd one', () => {
    // "x\\" is a string holding one backslash: what follows it is structure again.
    expect(nestsDeeperThan(`{"a":"x\\\\","b":${deep(5)}}`, 4)).toBe(true);
    // "x\"…" goes on past the escaped quote: the brackets are inside the string.
    expect(nestsDeeperThan(`{"a":"x\\"${deep(5)}"}`, 4)).toBe(false);
    expect(nestsDeeperThan(`{"a":"x\\\\\\"${deep(5)}"}`, 4)).toBe(false);
    expect(nestsDeeperThan(`{"a":"x\\\\\\\\",${deep(5)}}`, 4)).toBe(true);
  });

  it('leaves malformed text to the parser', () => {
    expect(nestsDeeperThan(`{"a":"never ends ${deep(50)}`, 4)).toBe(false);
    expect(nestsDeeperThan(`]]${deep(50)}`, 4)).toBe(false);
  });
});
