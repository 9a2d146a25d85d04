import type { AuthResult, Item, ListExport, MyClaim, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };
type Problems = { message: string; code: string; problems: Array<Record<string, unknown>> };

const currencies = (list: WishList) =>
  list.items.map(({ name, price, currency }) => ({ name, price, currency }));

describe(`an item's own currency (L2) (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let giver: Person;

  const get = (listId: string) =>
    server.request<WishList>('GET', `/api/lists/${listId}`, { token: owner.token });
  const put = (listId: string, body: unknown) =>
    server.request<WishList & Problems>('PUT', `/api/lists/${listId}`, {
      token: owner.token,
      body,
    });
  const copy = (listId: string, itemId: string, body: unknown) =>
    server.request<{ item: Item; list: WishList }>(
      'POST',
      `/api/lists/${listId}/items/${itemId}/copy`,
      { token: owner.token, body },
    );

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    giver = await server.user({ name: 'Gus Giver' });
  });
  afterAll(() => server.stop());

  it('keeps a price in the currency it was saved in; the list’s own is kept as null', async () => {
    const list = await server.list(owner.token, { name: 'Birthday', currency: 'EUR' });
    const saved = await server.putItems(owner.token, list._id, [
      { name: 'Headphones', price: 129, currency: 'gbp' },
      { name: 'Mug', price: 10, currency: 'EUR' },
      { name: 'Pen', price: 2 },
      { name: 'Card', currency: '' },
    ]);
    const expected = [
      { name: 'Headphones', price: 129, currency: 'GBP' },
      { name: 'Mug', price: 10, currency: null },
      { name: 'Pen', price: 2, currency: null },
      { name: 'Card', price: null, currency: null },
    ];
    expect(currencies(saved)).toEqual(expected);
    expect(currencies((await get(list._id)).body)).toEqual(expected);

    // A client that knows nothing of currencies sends none: every item keeps its own.
    const resent = await server.putItems(
      owner.token,
      list._id,
      saved.items.map(({ _id, name, price }) => ({ _id, name, price })),
    );
    expect(currencies(resent)).toEqual(expected);

    // null puts it back in the list's currency.
    const [headphones, ...rest] = resent.items;
    const back = await server.putItems(owner.token, list._id, [
      { _id: headphones!._id, name: 'Headphones', price: 129, currency: null },
      ...rest.map(({ _id, name, price }) => ({ _id, name, price })),
    ]);
    expect(back.items[0]).toMatchObject({ price: 129, currency: null });
  });

  it('refuses a currency that is not an ISO 4217 code, and changes nothing', async () => {
    const list = await server.list(owner.token, { name: 'Refusals', currency: 'EUR' });
    await server.putItems(owner.token, list._id, [{ name: 'Kite', price: 5, currency: 'SEK' }]);
    for (const currency of ['EURO', 'XYZ', 12, true]) {
      const res = await put(list._id, { items: [{ name: 'Kite', price: 5, currency }] });
      expect(res.status, String(currency)).toBe(400);
      expect(res.body.message).toMatch(/^Currency must be /);
    }
    expect(currencies((await get(list._id)).body)).toEqual([
      { name: 'Kite', price: 5, currency: 'SEK' },
    ]);
  });

  it('copying keeps the price’s currency: the source list’s becomes the item’s own', async () => {
    const usd = await server.list(owner.token, { name: 'Games' });
    const eur = await server.list(owner.token, { name: 'Weihnachten', currency: 'EUR' });
    const gbp = await server.list(owner.token, { name: 'London', currency: 'GBP' });
    const games = await server.putItems(owner.token, usd._id, [
      { name: 'Console', price: 299 },
      { name: 'Tea set', price: 40, currency: 'GBP' },
    ]);
    const [console, teaSet] = games.items as [Item, Item];

    const copied = await copy(usd._id, console._id, { toListId: eur._id });
    expect(copied.status).toBe(200);
    expect(copied.body.item).toMatchObject({ name: 'Console', price: 299, currency: 'USD' });
    expect(copied.body.list).toMatchObject({ currency: 'EUR' });
    expect(currencies((await get(eur._id)).body)).toEqual([
      { name: 'Console', price: 299, currency: 'USD' },
    ]);
    // The copy back is in its list's currency again: it follows the list.
    const [onEur] = (await get(eur._id)).body.items;
    const back = await copy(eur._id, onEur!._id, { toListId: usd._id });
    expect(back.body.item).toMatchObject({ name: 'Console', currency: null });

    // An item's own currency that is the target's is kept as null there; a move does the same.
    const moved = await copy(usd._id, teaSet._id, { toListId: gbp._id, move: true });
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({ name: 'Tea set', price: 40, currency: null });
    // The original stayed in USD.
    expect(currencies((await get(usd._id)).body)[0]).toEqual({
      name: 'Console',
      price: 299,
      currency: null,
    });
  });

  it('export and import carry each item’s currency, JSON and CSV', async () => {
    const list = await server.list(owner.token, { name: 'Trip', currency: 'EUR' });
    const source = await server.putItems(owner.token, list._id, [
      { name: 'Guide, London', price: 12.5, currency: 'GBP' },
      { name: 'Bag', price: 80 },
    ]);
    const json = await server.request<ListExport>('GET', `/api/lists/${list._id}/export`, {
      token: owner.token,
    });
    expect(json.body.items.map(({ name, currency }) => ({ name, currency }))).toEqual([
      { name: 'Guide, London', currency: 'GBP' },
      { name: 'Bag', currency: null },
    ]);
    const csv = await server.request<string>('GET', `/api/lists/${list._id}/export?format=csv`, {
      token: owner.token,
    });
    expect(csv.body).toContain(
      'name,description,category,price,link,image,type,priority,quantity,currency\r\n' +
        '"Guide, London",,,12.5,,,want,0,1,GBP\r\n' +
        'Bag,,,80,,,want,0,1,\r\n',
    );

    const imports = [
      { query: '', type: 'application/json', text: JSON.stringify(json.body) },
      { query: '?name=Trip&currency=EUR', type: 'text/csv', text: csv.body },
    ];
    for (const { query, type, text } of imports) {
      const res = await server.request<WishList>('POST', `/api/lists/import${query}`, {
        token: owner.token,
        rawBody: text,
        headers: { 'content-type': type },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(currencies(res.body)).toEqual(currencies(source));
    }
  });

  it('a CSV import takes a currency column; a bad code is reported by line', async () => {
    const importCsv = (csv: string) =>
      server.request<WishList & Problems>('POST', '/api/lists/import?currency=EUR', {
        token: owner.token,
        rawBody: csv,
        headers: { 'content-type': 'text/csv' },
      });
    const good = await importCsv(
      'currency,name,price\r\nusd,Console,299\r\nEUR,Mug,10\r\n,Pen,2\r\n',
    );
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(currencies(good.body)).toEqual([
      { name: 'Console', price: 299, currency: 'USD' },
      { name: 'Mug', price: 10, currency: null },
      { name: 'Pen', price: 2, currency: null },
    ]);
    const bad = await importCsv('name,price,currency\r\nConsole,299,dollars\r\n');
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toEqual([
      { line: 2, message: 'Currency must be a three-letter ISO 4217 code such as USD or EUR' },
    ]);
  });

  it('a giver’s claim, and My Gifts, show the item’s currency beside the list’s', async () => {
    const list = await server.list(owner.token, { name: 'Wedding', currency: 'EUR' });
    const saved = await server.putItems(owner.token, list._id, [
      { name: 'Headphones', price: 129, currency: 'GBP' },
    ]);
    await server.share(owner.token, list._id, giver);
    const claimed = await server.request<Item>(
      'PUT',
      `/api/lists/${list._id}/items/${saved.items[0]!._id}/mark-bought`,
      { token: giver.token },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ price: 129, currency: 'GBP' });
    const mine = await server.request<MyClaim[]>('GET', '/api/me/claims', { token: giver.token });
    expect(mine.body.map(({ list, item }) => [list.currency, item.price, item.currency])).toEqual([
      ['EUR', 129, 'GBP'],
    ]);
  });
});
