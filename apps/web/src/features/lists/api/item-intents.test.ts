import { describe, expect, it } from 'vitest';
import { makeItem, makeList } from '../../../test/test-utils';
import { itemsFor, moveItem, moveTo } from './item-intents';

const a = makeItem({ _id: 'a', name: 'A' });
const b = makeItem({ _id: 'b', name: 'B' });
const c = makeItem({ _id: 'c', name: 'C', priority: 3, quantity: 2 });
const d = makeItem({ _id: 'd', name: 'D' });
const ids = (items: ReadonlyArray<{ _id?: string }>) => items.map((item) => item._id);

describe('a move, kept as "after that item"', () => {
  it('puts the item where it was dropped', () => {
    expect(ids(moveItem([a, b, c, d], moveTo([a, b, c, d], 'c', 0)))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(moveItem([a, b, c, d], moveTo([a, b, c, d], 'a', 3)))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(moveItem([a, b, c, d], moveTo([a, b, c, d], 'b', 2)))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('applied to a list changed elsewhere, still follows the same neighbour', () => {
    // B moved to just after C; meanwhile someone added X first and deleted A.
    const move = moveTo([a, b, c, d], 'b', 2);
    const x = makeItem({ _id: 'x' });
    expect(ids(moveItem([x, b, c, d], move))).toEqual(['x', 'c', 'b', 'd']);
    // Its neighbour gone, it goes to the same position.
    expect(ids(moveItem([x, a, b, d], move))).toEqual(['x', 'a', 'b', 'd']);
    // The item itself gone: nothing moves.
    expect(ids(moveItem([x, a, c], move))).toEqual(['x', 'a', 'c']);
  });
});

describe('the items of a save', () => {
  const list = makeList({ items: [a, b, c] });

  it('send every item back with its quantity and priority', () => {
    expect(itemsFor(list, { kind: 'delete', itemId: 'a' })).toEqual([
      { _id: 'b', name: 'B', type: 'want', quantity: 1, priority: 0, price: 12 },
      { _id: 'c', name: 'C', type: 'want', quantity: 2, priority: 3, price: 12 },
    ]);
  });

  it('add last, edit in place, and an edit of an item deleted elsewhere adds it again', () => {
    const mug = { name: 'Mug', type: 'want' as const, quantity: 1, priority: 2 };
    expect(ids(itemsFor(list, { kind: 'add', items: [mug] }))).toEqual(['a', 'b', 'c', undefined]);
    const edited = itemsFor(list, { kind: 'edit', itemId: 'b', item: mug });
    expect(edited[1]).toEqual({ ...mug, _id: 'b' });
    const gone = itemsFor(makeList({ items: [a, c] }), { kind: 'edit', itemId: 'b', item: mug });
    expect(gone).toHaveLength(3);
    expect(gone[2]).toEqual(mug);
  });
});
