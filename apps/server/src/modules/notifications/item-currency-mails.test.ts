import type { Item } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { later, notificationsTo, type Person, people, settle } from '../../test/notifications.js';

describe(`e-mails write each price in its item's currency (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;

  const mailsTo = (who: Person) => notificationsTo(server.smtp.messages, who.user.email);

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, ann] = await people(server, ['Olive Owner', 'Ann Giver']);
  });
  afterAll(() => server.stop());

  it('the digest of new items', async () => {
    const list = await server.list(owner.token, { name: 'Trip', currency: 'EUR' });
    await server.share(owner.token, list._id, ann);
    await server.putItems(owner.token, list._id, [
      { name: 'Headphones', price: 129, currency: 'GBP' },
      { name: 'Bag', price: 80 },
    ]);
    later(server, 61);
    expect(await settle(server)).toBe(1);
    expect(mailsTo(ann).at(-1)!.text).toContain('- “Headphones” (£129.00)\n- “Bag” (€80.00)');
  });

  it('a change to a claimed item: its new price, and a price that moved to another currency', async () => {
    const list = await server.list(owner.token, { name: 'Wedding', currency: 'EUR' });
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Headphones', price: 129, currency: 'GBP' },
      { name: 'Console', price: 299 },
    ]);
    await server.share(owner.token, list._id, ann);
    for (const item of items) {
      const claim = await server.request(
        'PUT',
        `/api/lists/${list._id}/items/${item._id}/mark-bought`,
        { token: ann.token },
      );
      expect(claim.status).toBe(200);
    }
    const [headphones, console] = items as [Item, Item];
    const before = mailsTo(ann).length;
    await server.putItems(owner.token, list._id, [
      { _id: headphones._id, name: 'Headphones', price: 119 },
      { _id: console._id, name: 'Console', price: 299, currency: 'USD' },
    ]);
    expect(await settle(server)).toBe(1);
    expect(mailsTo(ann)).toHaveLength(before + 1);
    expect(mailsTo(ann).at(-1)!.text).toContain(
      '- “Headphones”: its price changed from £129.00 to £119.00.\n' +
        '- “Console”: its price changed from €299.00 to $299.00.',
    );
  });
});
