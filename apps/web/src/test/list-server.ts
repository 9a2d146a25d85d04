import {
  type Item,
  type ItemBody,
  ownCurrency,
  type UpdateListBody,
  type WishList,
} from '@wishlist/core';
import type { Call } from './test-utils';
import { makeItem } from './test-utils';

type Reply = { status?: number; body?: unknown };

/**
 * One list kept the way the server keeps it (decision 012), for tests of the page's saves: a
 * PUT's items are the list's items in their order (known ones by `_id`, new ones given one; a
 * currency that is the list's kept as null), every save moves `version` on, a save that sends an old version is refused 409 `stale`, and
 * an archived list takes no change but being restored.
 */
export function listServer(start: WishList) {
  let list = start;
  let nextId = 1;
  const toItem = (body: ItemBody, listCurrency: string): Item => {
    const known = body._id ? list.items.find((item) => item._id === body._id) : undefined;
    const { _id, ...fields } = body;
    return {
      ...(known ?? makeItem({ _id: `new-${nextId++}`, claims: [], claimed: 0 })),
      description: null,
      category: null,
      price: null,
      affiliateLink: null,
      imageUrl: null,
      ...fields,
      quantity: fields.quantity ?? known?.quantity ?? 1,
      priority: fields.priority ?? known?.priority ?? 0,
      currency:
        fields.currency === undefined
          ? (known?.currency ?? null)
          : ownCurrency(fields.currency, listCurrency),
    } as Item;
  };
  return {
    get list() {
      return list;
    },
    /** A save made elsewhere (another tab): the version moves on. */
    changeElsewhere(change: (current: WishList) => WishList) {
      list = { ...change(list), version: list.version + 1 };
    },
    get: (): Reply => ({ body: list }),
    put: (call: Call): Reply => {
      const body = call.body as UpdateListBody;
      if (list.archived && body.archived !== false) {
        return {
          status: 409,
          body: { code: 'archived', message: 'This list is archived. Restore it to change it.' },
        };
      }
      if (body.version !== undefined && body.version !== list.version) {
        return {
          status: 409,
          body: {
            code: 'stale',
            message:
              'This list was changed elsewhere since you opened it. Reload it and try again.',
          },
        };
      }
      const { items, version: _sent, ...fields } = body;
      const currency = fields.currency ?? list.currency;
      list = {
        ...list,
        ...fields,
        ...(items ? { items: items.map((item) => toItem(item, currency)) } : {}),
        version: list.version + 1,
      } as WishList;
      // Archiving deletes the list's claims (L3, G4).
      if (fields.archived === true) {
        list = {
          ...list,
          items: list.items.map((item) => ({
            ...item,
            claims: [],
            claimed: 0,
            boughtBy: null,
            boughtAt: null,
          })),
        };
      }
      return { body: list };
    },
  };
}
