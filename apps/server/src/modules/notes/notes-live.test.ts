import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { NotesScene } from '../../test/notes-scene.js';
import type { Person } from '../../test/notifications.js';
import { heardChanges as heard, listAndOwnStreams, type SseReader } from '../../test/sse.js';

/**
 * A2 through N1: a note is told to the givers' streams, and to the owner's and co-owners' not
 * at all: not even a `changed`, whose moment would tell them the givers are talking. Each check
 * of "nothing" waits for the givers to hear the note (its batch is done for every stream), then
 * makes a change the owner hears, and sees it arrive alone, numbered 1.
 */
describe(`givers' notes, live (${dialectName})`, () => {
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
  async function streams(listId: string, who: Person) {
    const opened = await listAndOwnStreams(server.baseUrl, listId, who.token, readers);
    expect(opened.map((reader) => reader.status)).toEqual([200, 200]);
    return opened;
  }
  const write = (path: string, who: Person, text: string) =>
    server.request(`POST`, path, { token: who.token, body: { text } });
  const claim = (listId: string, itemId: string, who: Person) =>
    server.request('PUT', `/api/lists/${listId}/items/${itemId}/mark-bought`, { token: who.token });

  it('tells the givers’ list and own streams of a note, and the owner’s and co-owner’s nothing', async () => {
    const { list, items, notes } = await scene.list();
    const givers = [
      ...(await streams(list._id, scene.giver)),
      ...(await streams(list._id, scene.cousin)),
    ];
    const owners = [
      ...(await streams(list._id, scene.owner)),
      ...(await streams(list._id, scene.partner)),
    ];
    expect((await write(notes(), scene.giver, 'Blue or red?')).status).toBe(201);
    await heard(givers, 1);
    for (const reader of givers)
      expect(reader.changes()).toEqual([{ listId: list._id, revision: 1 }]);

    // A claim, which the owner hears (no surprise mode): it arrives alone.
    expect((await claim(list._id, items[1]!._id, scene.cousin)).status).toBe(200);
    await heard(owners, 1);
    await heard(givers, 2);
    for (const reader of owners) {
      expect(reader.changes()).toEqual([{ listId: list._id, revision: 1 }]);
      expect(reader.events.every((event) => event.event === 'changed')).toBe(true);
    }
  });

  it('tells an owner in surprise mode nothing of a batch of notes and claims', async () => {
    const { list, items, notes } = await scene.list({ surprise: true, eventDate: '2999-12-24' });
    const givers = await streams(list._id, scene.giver);
    const owners = [
      ...(await streams(list._id, scene.owner)),
      ...(await streams(list._id, scene.partner)),
    ];
    // A note and a claim together, most likely in one batch of the change feed.
    const [noted, claimed] = await Promise.all([
      write(notes(), scene.cousin, 'I have the scarf'),
      claim(list._id, items[0]!._id, scene.cousin),
    ]);
    expect([noted.status, claimed.status]).toEqual([201, 200]);
    await heard(givers, 1);
    // The co-owner renames the lamp: everyone hears that, the owner's side as its first change.
    const renamed = await server.request('PUT', `/api/lists/${list._id}`, {
      token: scene.partner.token,
      body: {
        items: items.map(({ _id, name }) => ({ _id, name: name === 'Lamp' ? 'Desk lamp' : name })),
      },
    });
    expect(renamed.status).toBe(200);
    await heard(owners, 1);
    await heard(givers, 2);
    for (const reader of owners)
      expect(reader.changes()).toEqual([{ listId: list._id, revision: 1 }]);
  });

  it('tells a manager of a child’s list (C4) of notes, as a giver', async () => {
    const { list, notes } = await scene.childList();
    const managers = await streams(list._id, scene.owner);
    expect((await write(notes(), scene.cousin, 'Kite ordered')).status).toBe(201);
    await heard(managers, 1);
    for (const reader of managers)
      expect(reader.changes()).toEqual([{ listId: list._id, revision: 1 }]);
  });
});
