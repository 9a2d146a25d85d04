import type { WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import {
  later,
  notificationsTo,
  type Person,
  people,
  rawHeader,
  settle,
  unsubscribeTokenOf,
} from '../../test/notifications.js';

// NOTIFY_DIGEST_MINUTES is 60 (the default). The clock only moves forward in this file.
describe(`digest of new items (${dialectName})`, () => {
  let server: TestServer;
  let owner: Person;
  let ann: Person;
  let bob: Person;
  let pat: Person;
  let carl: Person;
  let list: WishList;

  const digestsTo = (who: Person) => notificationsTo(server.smtp.messages, who.user.email);
  const items = (l: WishList) => l.items.map(({ _id, name, price }) => ({ _id, name, price }));

  beforeAll(async () => {
    server = await TestServer.start();
    [owner, ann, bob, pat, carl] = await people(server, [
      'Olive Owner',
      'Ann Giver',
      'Bob Giver',
      'Pat Pending',
      'Carl Late',
    ]);
    list = await server.list(owner.token, { name: 'Birthday', currency: 'EUR' });
    await server.share(owner.token, list._id, ann);
    await server.share(owner.token, list._id, bob);
    await server.share(owner.token, list._id, pat, false);
    const off = await server.request('PUT', '/api/auth/preferences', {
      token: bob.token,
      body: { notify: { digest: false } },
    });
    expect(off.status).toBe(200);
  });
  afterAll(() => server.stop());

  it('sends nothing before NOTIFY_DIGEST_MINUTES, then one digest to each accepted invitee who wants it', async () => {
    list = await server.putItems(owner.token, list._id, [
      { name: 'Kite', price: 12.5 },
      { name: 'Scarf <b>wool</b>' },
    ]);
    // Carl accepts after the items were added: they were there when he first saw the list.
    await server.share(owner.token, list._id, carl);
    expect(await settle(server)).toBe(0);
    later(server, 59);
    expect(await settle(server)).toBe(0);

    later(server, 2);
    expect(await settle(server)).toBe(1);
    const [digest, ...more] = digestsTo(ann);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Olive Owner added 2 new items to “Birthday”');
    expect(digest!.text).toContain('- “Kite” (€12.50)\n- “Scarf <b>wool</b>”');
    expect(digest!.text).toContain(`http://wishlist.test/lists/${list._id}`);
    expect(digest!.html).toContain('“Scarf &#60;b&#62;wool&#60;/b&#62;”');
    expect(digest!.html).toContain(`href="http://wishlist.test/lists/${list._id}"`);
    expect(digest!.html).toContain('Birthday');
    const token = unsubscribeTokenOf(digest!);
    expect(rawHeader(digest!, 'List-Unsubscribe')).toBe(
      `<http://wishlist.test/api/unsubscribe/${token}>`,
    );
    expect(rawHeader(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(digest!.text).toContain(`http://wishlist.test/unsubscribe/${token}`);
    expect(digest!.html).toContain(`href="http://wishlist.test/unsubscribe/${token}"`);
    expect(digest!.text).toContain('http://wishlist.test/profile');
    for (const nobody of [owner, bob, pat, carl]) expect(digestsTo(nobody)).toEqual([]);
    // Taken: the next round has nothing to tell.
    expect(await settle(server)).toBe(0);
  });

  it('sends at most one digest per list in the window that starts with its first new item', async () => {
    list = await server.putItems(owner.token, list._id, [...items(list), { name: 'Hat' }]);
    later(server, 30);
    list = await server.putItems(owner.token, list._id, [...items(list), { name: 'Gloves' }]);
    expect(await settle(server)).toBe(0);
    later(server, 29);
    expect(await settle(server)).toBe(0);
    later(server, 2);
    expect(await settle(server)).toBe(2);
    for (const who of [ann, carl]) {
      const digests = digestsTo(who);
      const last = digests.at(-1)!;
      expect(last.subject).toBe('Olive Owner added 2 new items to “Birthday”');
      expect(last.text).toContain('- “Hat”\n- “Gloves”');
      expect(last.text).not.toContain('Kite');
    }
    expect(digestsTo(ann)).toHaveLength(2);
    expect(digestsTo(carl)).toHaveLength(1);
  });

  it('names only items still there, and sends nothing when none is left or the list is archived', async () => {
    const before = server.smtp.messages.length;
    list = await server.putItems(owner.token, list._id, [...items(list), { name: 'Umbrella' }]);
    list = await server.putItems(
      owner.token,
      list._id,
      items(list).filter((item) => item.name !== 'Umbrella'),
    );
    later(server, 61);
    expect(await settle(server)).toBe(0);

    list = await server.putItems(owner.token, list._id, [...items(list), { name: 'Boots' }]);
    const archived = await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    later(server, 61);
    expect(await settle(server)).toBe(0);
    expect(server.smtp.messages.slice(before).filter((m) => m.subject.includes('added'))).toEqual(
      [],
    );
  });

  it('sends no digest for items added to a list nobody has accepted yet', async () => {
    const quiet = await server.list(owner.token, { name: 'Quiet' });
    await server.share(owner.token, quiet._id, pat, false);
    await server.putItems(owner.token, quiet._id, [{ name: 'Book' }]);
    later(server, 61);
    expect(await settle(server)).toBe(0);
  });
});
