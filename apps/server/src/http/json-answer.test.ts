import { describe, expect, it } from 'vitest';
import { frozen, toJson } from './json-answer.js';

describe('toJson', () => {
  it('writes what JSON.stringify writes', () => {
    const values = [
      null,
      3,
      'a "quoted" text\n',
      [1, undefined, null, { a: undefined, b: [2, 'x'] }],
      { name: 'Kite', price: null, skip: undefined, at: new Date(0), nested: { deep: [true] } },
      [],
      {},
    ];
    for (const value of values) expect(toJson(value)).toBe(JSON.stringify(value));
  });

  it('keeps the JSON of a frozen value and splices it into every answer that holds it', () => {
    const items = frozen([{ name: 'Kite', boughtBy: { name: 'Fred' } }]);
    const first = toJson({ name: 'Birthday', items });
    expect(first).toBe(JSON.stringify({ name: 'Birthday', items }));
    expect(toJson([{ items }, { items }])).toBe(JSON.stringify([{ items }, { items }]));
    expect(Object.isFrozen(items[0]!.boughtBy)).toBe(true);
  });

  it('does not keep what is not frozen: a changed value writes its change', () => {
    const items = [{ name: 'Kite' }];
    expect(toJson({ items })).toBe('{"items":[{"name":"Kite"}]}');
    items[0]!.name = 'Book';
    expect(toJson({ items })).toBe('{"items":[{"name":"Book"}]}');
  });

  it('writes frozen values at any depth, and mixed with what is not frozen', () => {
    const items = frozen([{ name: 'Kite', at: new Date(0) }]);
    const values = [
      { a: { b: { c: { items } } } },
      [undefined, items, { skip: undefined, items, fn: () => 1 }],
      { list: { name: 'x', items, extra: [1, undefined] } },
    ];
    for (const value of values) expect(toJson(value)).toBe(JSON.stringify(value));
  });
});
