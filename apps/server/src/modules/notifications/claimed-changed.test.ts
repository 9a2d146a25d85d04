import type { Item, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import {
  notificationsTo,
  type Person,
  people,
  rawHeader,
  settle,
} from '../../test/notifications.js';

/** An item as the owner's app sends it back, with `changes`. */
const body = (item: Item, changes: Partial<Item> = {}) => {
  const { name, description, category, price, affiliateLink, imageUrl, type } = {
    ...item,
    ...changes,
  };
  return { _id: item._id, name, description, category, price, affiliateLink, imageUrl, type };
};

describe(`a claimer is told when what they claimed changes (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;

  const mailsTo = (who: Person) => notificationsTo(server.smtp.messages, who.user.email);

  /** A list with Kite, Scarf, Hat and Bike, shared with Ann and Bob; Ann claims all but Scarf. */
  async function claimedList(name: string): Promise<{ list: WishList; items: Item[] }> {
    const created = await server.list(owner.token, { name });
    // Items first: a list nobody has accepted yet gets no digest notices.
    const { items } = await server.putItems(owner.token, created._id, [
      { name: 'Kite', price: 10, affiliateLink: 'https://shop.example/kite' },
      { name: 'Scarf', price: 20 },
      { name: 'Hat', description: 'Wool' },
      { name: 'Bike', price: 300, affiliateLink: 'https://shop.example/bike' },
    ]);
    await server.share(owner.token, created._id, ann);
    await server.share(owner.token, created._id, bob);
    for (const item of items.filter((i) => i.name !== 'Scarf')) {
      const claim = await server.request(
        'PUT',
        `/api/lists/${created._id}/items/${item._id}/mark-bought`,
        { token: ann.token },
      );
      expect(claim.status).toBe(200);
    }
    return { list: created, items };
  }

  const save = async (listId: string, items: unknown[]) => {
    const res = await server.request<WishList>('PUT', `/api/lists/${listId}`, {
      token: owner.token,
      body: { items },
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, ann, bob] = await people(server, ['Olive Owner', 'Ann Giver', 'Bob Giver']);
  });
  afterAll(() => server.stop());

  it('tells the claimer of changes in name, price and link, in one e-mail per list; nobody else', async () => {
    const { list, items } = await claimedList('Birthday');
    const [kite, scarf, hat, bike] = items as [Item, Item, Item, Item];
    await save(list._id, [
      body(kite, { name: 'Red kite', price: 12 }),
      body(scarf, { name: 'Silk scarf' }),
      body(hat, { description: 'Cashmere' }),
      body(bike, { affiliateLink: 'https://other.example/bike' }),
    ]);
    expect(await settle(server)).toBe(1);
    const [mail, ...more] = mailsTo(ann);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Gifts you marked as bought on “Birthday” changed');
    expect(mail!.text).toContain(
      '- “Kite” is now called “Red kite”; its price changed from $10.00 to $12.00.\n- “Bike”: its link changed.',
    );
    expect(mail!.text).not.toContain('Scarf');
    expect(mail!.text).not.toContain('Hat');
    expect(mail!.text).toContain(`http://wishlist.test/lists/${list._id}`);
    expect(mail!.html).toContain('“Kite” is now called “Red kite”');
    expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/wishlist\.test\/api\/unsubscribe\/[\w-]+\.[\w-]+>$/,
    );
    expect(mailsTo(bob)).toEqual([]);
    expect(mailsTo(owner)).toEqual([]);
  });

  it('tells nothing of an edit to the description or the order alone', async () => {
    const { list, items } = await claimedList('Order');
    const [kite, scarf, hat, bike] = items as [Item, Item, Item, Item];
    const before = mailsTo(ann).length;
    await save(list._id, [
      body(bike),
      body(hat, { description: 'Cashmere', category: 'Clothes' }),
      body(kite, { description: 'Blue' }),
      body(scarf, { name: 'Scarf!' }),
    ]);
    expect(await settle(server)).toBe(0);
    expect(mailsTo(ann)).toHaveLength(before);
  });

  it('tells the claimer an item they claimed was deleted', async () => {
    const { list, items } = await claimedList('Deleted');
    const [kite, scarf, hat] = items as [Item, Item, Item, Item];
    const before = mailsTo(ann).length;
    await save(list._id, [body(kite), body(scarf), body(hat)]);
    expect(await settle(server)).toBe(1);
    const mail = mailsTo(ann).at(-1)!;
    expect(mailsTo(ann)).toHaveLength(before + 1);
    expect(mail.subject).toBe('A gift you marked as bought on “Deleted” changed');
    expect(mail.text).toContain(
      '- “Bike” was removed from the list, so it is no longer marked as bought by you.',
    );
    expect(mailsTo(bob)).toEqual([]);
  });

  it('tells the claimer their claims went with an archived list', async () => {
    const { list } = await claimedList('Archived');
    const before = mailsTo(ann).length;
    const archived = await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    expect(await settle(server)).toBe(1);
    expect(mailsTo(ann)).toHaveLength(before + 1);
    const mail = mailsTo(ann).at(-1)!;
    expect(mail.subject).toBe('The wish list “Archived” was archived');
    const released = mail.text.match(/what you marked as bought on it went with it: (.*)\./)?.[1];
    expect(released?.split(', ').sort()).toEqual(['“Bike”', '“Hat”', '“Kite”']);
    expect(mail.text).toContain(`http://wishlist.test/lists/${list._id}`);
    expect(mailsTo(bob)).toEqual([]);
    expect(mailsTo(owner)).toEqual([]);
  });

  it('tells the claimer their claims went with a deleted list, with an edit made just before', async () => {
    const { list, items } = await claimedList('Gone');
    const [kite, scarf, hat, bike] = items as [Item, Item, Item, Item];
    const before = mailsTo(ann).length;
    await save(list._id, [body(kite, { price: 11 }), body(scarf), body(hat), body(bike)]);
    await save(list._id, [body(kite, { price: 11 }), body(scarf), body(bike)]);
    const deleted = await server.request('DELETE', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    expect(await settle(server)).toBe(1);
    expect(mailsTo(ann)).toHaveLength(before + 1);
    const mail = mailsTo(ann).at(-1)!;
    expect(mail.subject).toBe('The wish list “Gone” was deleted');
    const released = mail.text.match(
      /was deleted, and what you marked as bought on it went with it: (.*)\./,
    )?.[1];
    expect(released?.split(', ').sort()).toEqual(['“Bike”', '“Kite”']);
    expect(mail.text).toContain(
      '- “Hat” was removed from the list, so it is no longer marked as bought by you.',
    );
    expect(mail.text).toContain('http://wishlist.test/my-gifts');
    expect(mailsTo(bob)).toEqual([]);
  });

  it('sends nothing to a claimer who turned these e-mails off, and drops what was waiting', async () => {
    const { list, items } = await claimedList('Quiet');
    const off = await server.request('PUT', '/api/auth/preferences', {
      token: ann.token,
      body: { notify: { claimedChanged: false } },
    });
    expect(off.status).toBe(200);
    const before = mailsTo(ann).length;
    await save(
      list._id,
      items.map((item) => body(item, { name: `${item.name} 2` })),
    );
    expect(await settle(server)).toBe(0);
    expect(mailsTo(ann)).toHaveLength(before);
    const on = await server.request('PUT', '/api/auth/preferences', {
      token: ann.token,
      body: { notify: { claimedChanged: true } },
    });
    expect(on.status).toBe(200);
    expect(await settle(server)).toBe(0);
    const left = await server.database.db.selectFrom('notices').select('id').execute();
    expect(left).toEqual([]);
  });
});
