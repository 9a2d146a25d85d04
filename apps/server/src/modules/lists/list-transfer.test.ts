import type { AuthResult, Item, ListExport, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };
type Problems = { message: string; code: string; problems: Array<Record<string, unknown>> };

describe(`copy, move and export (${dialectName})`, () => {
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
            currency: null,
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
            currency: null,
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
      // (The byte-order mark that starts the file is read away by text(): list-import.test.ts.)
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
});
