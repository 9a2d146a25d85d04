import type { AuthResult, Item, ListExport, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };
type Problems = { message: string; code: string; problems: Array<Record<string, unknown>> };

describe(`copy, move, export and import (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let giver: Person;
  let stranger: Person;
  let source: WishList;
  let target: WishList;

  const get = (listId: string) =>
    server.request<WishList>('GET', `/api/lists/${listId}`, { token: owner.token });
  const copy = (who: Person, listId: string, itemId: string, body: unknown) =>
    server.request<{ item: Item; list: WishList } & Partial<Problems>>(
      'POST',
      `/api/lists/${listId}/items/${itemId}/copy`,
      { token: who.token, body },
    );
  const listCount = async () =>
    (await server.request<WishList[]>('GET', '/api/lists', { token: owner.token })).body.length;
  const importCsv = (csv: string, query = '') =>
    server.request<WishList & Problems>('POST', `/api/lists/import${query}`, {
      token: owner.token,
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    });

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner' });
    giver = await server.user({ name: 'Gus Giver' });
    stranger = await server.user({ name: 'Sam Stranger' });
    source = await server.list(owner.token, { name: 'Birthday', currency: 'EUR' });
    source = await server.putItems(owner.token, source._id, [
      {
        name: 'Lamp',
        description: 'Brass,\n"warm" light',
        category: 'Home',
        price: 49.5,
        affiliateLink: 'https://shop.example/lamp',
        imageUrl: 'https://shop.example/lamp.jpg',
        priority: 3,
        quantity: 2,
      },
      { name: '=HYPERLINK("https://evil.example")', type: 'have' },
    ]);
    target = await server.list(owner.token, { name: 'Christmas' });
    target = await server.putItems(owner.token, target._id, [{ name: 'Socks' }]);
    await server.share(owner.token, source._id, giver);
    const claimed = await server.request(
      'PUT',
      `/api/lists/${source._id}/items/${source.items[0]!._id}/mark-bought`,
      { token: giver.token },
    );
    expect(claimed.status).toBe(200);
  });
  afterAll(() => server.stop());

  describe('copy and move (L4)', () => {
    it('copies every field the owner wrote to the end of the target, and no claim', async () => {
      const lamp = source.items[0]!;
      const res = await copy(owner, source._id, lamp._id, { toListId: target._id });
      expect(res.status).toBe(200);
      expect(res.body.item).toMatchObject({
        name: 'Lamp',
        description: 'Brass,\n"warm" light',
        category: 'Home',
        price: 49.5,
        priority: 3,
        quantity: 2,
        claimed: 0,
        claims: [],
        boughtBy: null,
      });
      expect(res.body.item._id).not.toBe(lamp._id);
      expect(res.body.list.items.map((item) => item.name)).toEqual(['Socks', 'Lamp']);
      // The original and its claim stay.
      expect((await get(source._id)).body.items[0]).toMatchObject({ name: 'Lamp', claimed: 1 });
    });

    it('moves: the original goes, with its claim', async () => {
      const [lamp] = (await get(target._id)).body.items.filter((item) => item.name === 'Lamp');
      const other = await server.list(owner.token, { name: 'Moved to' });
      const res = await copy(owner, target._id, lamp!._id, { toListId: other._id, move: true });
      expect(res.status).toBe(200);
      expect(res.body.list.items.map((item) => item.name)).toEqual(['Lamp']);
      expect((await get(target._id)).body.items.map((item) => item.name)).toEqual(['Socks']);
    });

    it('is only for the owner of both lists, and refuses bad input, changing nothing', async () => {
      const lamp = source.items[0]!;
      const foreign = await server.list(stranger.token, { name: 'Not yours' });
      const cases: Array<[Person, string, string, unknown, number]> = [
        [owner, source._id, lamp._id, { toListId: foreign._id }, 404],
        [giver, source._id, lamp._id, { toListId: target._id }, 403],
        [stranger, source._id, lamp._id, { toListId: foreign._id }, 404],
        [owner, source._id, 'no-such-item', { toListId: target._id }, 404],
        [owner, source._id, lamp._id, {}, 400],
        [owner, source._id, lamp._id, { toListId: target._id, move: 'yes' }, 400],
      ];
      for (const [who, listId, itemId, body, status] of cases) {
        const res = await copy(who, listId, itemId, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(typeof res.body.message).toBe('string');
      }
      expect((await get(source._id)).body.items).toHaveLength(2);
      expect((await get(target._id)).body.items.map((item) => item.name)).toEqual(['Socks']);
    });
  });

  describe('export (L5)', () => {
    it('writes the list as JSON, without claims or ids', async () => {
      const res = await server.request<ListExport>(
        'GET',
        `/api/lists/${source._id}/export?format=json`,
        { token: owner.token },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('filename="Birthday.json"');
      expect(res.body).toEqual({
        name: 'Birthday',
        description: null,
        isPublic: false,
        surprise: false,
        eventDate: null,
        currency: 'EUR',
        items: [
          {
            name: 'Lamp',
            description: 'Brass,\n"warm" light',
            category: 'Home',
            price: 49.5,
            affiliateLink: 'https://shop.example/lamp',
            imageUrl: 'https://shop.example/lamp.jpg',
            type: 'want',
            priority: 3,
            quantity: 2,
          },
          {
            name: '=HYPERLINK("https://evil.example")',
            description: null,
            category: null,
            price: null,
            affiliateLink: null,
            imageUrl: null,
            type: 'have',
            priority: 0,
            quantity: 1,
          },
        ],
      });
    });

    it('writes CSV with L5’s header, quoting what needs it, and no cell a spreadsheet runs', async () => {
      const res = await server.request<string>(
        'GET',
        `/api/lists/${source._id}/export?format=csv`,
        {
          token: owner.token,
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.body).toBe(
        'name,description,category,price,link,image,type,priority,quantity\r\n' +
          'Lamp,"Brass,\n""warm"" light",Home,49.5,https://shop.example/lamp,https://shop.example/lamp.jpg,want,3,2\r\n' +
          '"\'=HYPERLINK(""https://evil.example"")",,,,,,have,0,1\r\n',
      );
    });

    it('is the owner’s alone, and refuses an unknown format', async () => {
      for (const who of [giver, stranger]) {
        const res = await server.request('GET', `/api/lists/${source._id}/export`, {
          token: who.token,
        });
        expect([403, 404]).toContain(res.status);
      }
      const res = await server.request<Problems>(
        'GET',
        `/api/lists/${source._id}/export?format=xml`,
        { token: owner.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Format must be 'json' or 'csv'");
    });
  });

  describe('import (L5)', () => {
    it('makes a new list from an export, JSON or CSV, the same items in the same order', async () => {
      for (const format of ['json', 'csv'] as const) {
        const file = await server.request<string>(
          'GET',
          `/api/lists/${source._id}/export?format=${format}`,
          { token: owner.token },
        );
        const text = typeof file.body === 'string' ? file.body : JSON.stringify(file.body);
        const res = await server.request<WishList>(
          'POST',
          `/api/lists/import${format === 'csv' ? '?name=From%20CSV&currency=eur' : ''}`,
          {
            token: owner.token,
            rawBody: text,
            headers: { 'content-type': format === 'csv' ? 'text/csv' : 'application/json' },
          },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toMatchObject({
          name: format === 'csv' ? 'From CSV' : 'Birthday',
          currency: 'EUR',
        });
        const fields = (list: WishList) =>
          list.items.map(({ name, description, price, priority, quantity, type, claimed }) => ({
            name,
            description,
            price,
            priority,
            quantity,
            type,
            claimed,
          }));
        expect(fields(res.body)).toEqual(fields(source).map((item) => ({ ...item, claimed: 0 })));
      }
    });

    it('reports bad CSV rows by line (the header is line 1) and creates nothing', async () => {
      const before = await listCount();
      const res = await importCsv(
        [
          'name,price,quantity,description',
          'Good,10,1,fine',
          ',5,1,no name',
          'Multi,1,1,"two',
          'lines"',
          'Cheap,-3,1,',
          '',
          'Many,1,100,',
          'Typed,ten,1,',
        ].join('\n'),
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('import_invalid');
      expect(res.body.message).toBe('4 items have problems; nothing was imported');
      expect(res.body.problems).toEqual([
        { line: 3, message: 'Item name is required' },
        { line: 6, message: 'Price must be at least 0' },
        { line: 8, message: 'Quantity must be at most 99' },
        { line: 9, message: 'Price must be a number' },
      ]);
      expect(await listCount()).toBe(before);
    });

    it('reports bad JSON items by position and creates nothing', async () => {
      const before = await listCount();
      const res = await server.request<Problems>('POST', '/api/lists/import', {
        token: owner.token,
        body: {
          name: 'From JSON',
          items: [{ name: 'Fine' }, { name: 'Bad link', affiliateLink: 'javascript:alert(1)' }, 7],
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.problems).toEqual([
        { item: 2, message: 'Link must be a valid http(s) URL' },
        { item: 3, message: 'An item must be an object with at least a name' },
      ]);
      expect(await listCount()).toBe(before);
    });

    it('refuses a file it cannot read with a message that says why', async () => {
      const before = await listCount();
      const cases: Array<[string, RegExp]> = [
        ['', /empty/],
        ['title,price\nKite,3', /unknown: title/],
        ['price\n3', /name is required/],
        ['name\n"Unclosed,3\n', /could not be read \(line 2\)/],
      ];
      for (const [csv, message] of cases) {
        const res = await importCsv(csv);
        expect(res.status, csv).toBe(400);
        expect(res.body.message).toMatch(message);
      }
      const json = await server.request<Problems>('POST', '/api/lists/import', {
        token: owner.token,
        body: { items: [] },
      });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe('Name is required');
      const noName = await importCsv('name\nKite', '?currency=nope');
      expect(noName.status).toBe(400);
      expect(await listCount()).toBe(before);
    });

    it('names a CSV import "Imported list" unless told, and takes columns in any order', async () => {
      const res = await importCsv('Quantity,NAME,priority\r\n3,Plates,2\r\n');
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('Imported list');
      expect(res.body.currency).toBe('USD');
      expect(res.body.items[0]).toMatchObject({ name: 'Plates', quantity: 3, priority: 2 });
    });
  });
});
