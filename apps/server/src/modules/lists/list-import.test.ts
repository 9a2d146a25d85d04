import type { AuthResult, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

type Person = AuthResult & { password: string };
type Problems = { message: string; code: string; problems: Array<Record<string, unknown>> };

describe(`import (L5) (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let source: WishList;

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
    source = await server.list(owner.token, { name: 'Birthday', currency: 'EUR' });
    source = await server.putItems(owner.token, source._id, [
      { name: 'Lamp', description: 'Brass,\n"warm" light', price: 49.5, priority: 3, quantity: 2 },
      { name: '=HYPERLINK("https://evil.example")', type: 'have' },
    ]);
  });
  afterAll(() => server.stop());

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

  it('exports CSV with a UTF-8 byte-order mark, and imports that file again with its accents', async () => {
    const accents = await server.list(owner.token, { name: 'Fête' });
    const names = ['Crème brûlée set', 'Größe 42 Schuhe', 'Ærø ñandú ÇŞ'];
    await server.putItems(
      owner.token,
      accents._id,
      names.map((name) => ({ name, description: `${name}, déjà vu` })),
    );
    // The bytes as a browser saves them (text() would drop the mark).
    const exported = await fetch(`${server.apiUrl}/api/lists/${accents._id}/export?format=csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const bytes = Buffer.from(await exported.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^name,description,/);

    const imported = await fetch(`${server.apiUrl}/api/lists/import?name=Again&currency=EUR`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/csv' },
      body: bytes,
    });
    expect(imported.status).toBe(201);
    const list = (await imported.json()) as WishList;
    expect(list.items.map((item) => [item.name, item.description])).toEqual(
      names.map((name) => [name, `${name}, déjà vu`]),
    );
  });

  it('imports its own CSV of hostile text unchanged: formula signs, quotes, line breaks, tabs', async () => {
    const hostile = await server.list(owner.token, { name: 'Hostile' });
    const items = [
      { name: "=cmd|' /C calc'!A0", description: "Lovely kettle\n=cmd|' /C calc'!A0" },
      { name: '+1+1', description: 'Line one\n\t=2+3\n  -minus\n@at\n', category: '-Home' },
      { name: "'=already quoted", description: '"quoted"\n"=in quotes", too' },
      { name: '@SUM(A1)', description: 'Tab\tinside\n\uFEFF=after a mark\u2028+after U+2028' },
      { name: 'Ket\uFEFFtle "best", 2 L', description: '\uFF1Dfull width\n\uFF20at' },
    ];
    const saved = await server.putItems(owner.token, hostile._id, items);
    const exported = await fetch(`${server.apiUrl}/api/lists/${hostile._id}/export?format=csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const bytes = Buffer.from(await exported.arrayBuffer());
    for (const line of bytes.toString('utf8').split(/\r\n|[\n\r\u2028]/))
      expect(line).not.toMatch(/^["\s\uFEFF]*[=+\-@\t\uFF1D\uFF20]/u);
    const imported = await fetch(`${server.apiUrl}/api/lists/import?name=Again&currency=USD`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/csv' },
      body: bytes,
    });
    expect(imported.status).toBe(201);
    const texts = (list: WishList) =>
      list.items.map(({ name, description, category }) => ({ name, description, category }));
    expect(texts((await imported.json()) as WishList)).toEqual(texts(saved));
    expect(texts(saved).map((item) => item.name)).toEqual(items.map((item) => item.name));
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
