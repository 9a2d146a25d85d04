import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { NotesScene } from '../../test/notes-scene.js';
import type { Person } from '../../test/notifications.js';
import { heardChanges as heard, listAndOwnStreams, type SseReader } from '../../test/sse.js';

/**
 * A3 through N1: a pledge is a claim's event. Givers hear it; an owner in surprise mode, and
 * their co-owner, hear nothing of it: the first change they hear is the co-owner's rename.
 */
describe(`pledges, live (${dialectName})`, () => {
  let server: TestServer;
  let scene: NotesScene;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    server = await TestServer.start();
    scene = await NotesScene.build(server);
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => server.stop());

  /** `who`'s stream of the list and their own stream. */
  const streams = (listId: string, who: Person) =>
    listAndOwnStreams(server.baseUrl, listId, who.token, readers);

  it('tells givers of a pledge, and an owner in surprise mode nothing', async () => {
    const { list, items } = await scene.list({ surprise: true, eventDate: '2999-12-24' });
    const gift = items[0]!;
    const save = (rename: boolean) =>
      server.request('PUT', `/api/lists/${list._id}`, {
        token: scene.partner.token,
        body: {
          items: items.map(({ _id, name }) =>
            _id === gift._id
              ? { _id, name, price: 80, groupGift: true }
              : { _id, name: rename ? `${name}!` : name },
          ),
        },
      });
    expect((await save(false)).status).toBe(200);
    const givers = await streams(list._id, scene.giver);
    const owners = [
      ...(await streams(list._id, scene.owner)),
      ...(await streams(list._id, scene.partner)),
    ];
    const pledges = `/api/lists/${list._id}/items/${gift._id}/pledges`;
    const pledged = await server.request('POST', pledges, {
      token: scene.cousin.token,
      body: { amount: 30 },
    });
    expect(pledged.status).toBe(200);
    await heard(givers, 1);
    expect((await save(true)).status).toBe(200);
    await heard(owners, 1);
    await heard(givers, 2);
    for (const reader of owners)
      expect(reader.changes()).toEqual([{ listId: list._id, revision: 1 }]);
  });
});
