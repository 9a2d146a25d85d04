import { type ItemNote, QUOTAS } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { NotesScene } from '../../test/notes-scene.js';
import type { Person } from '../../test/notifications.js';

type Answer = ItemNote & ItemNote[] & { code?: string; message?: string };

/** A2: givers' notes, read and written by a list's givers only. */
describe(`givers' notes (${dialectName})`, () => {
  let server: TestServer;
  let scene: NotesScene;

  const call = (
    method: string,
    path: string,
    who?: Person | string,
    body?: unknown,
    headers?: Record<string, string>,
  ) =>
    server.request<Answer>(method, path, {
      token: typeof who === 'string' ? who : who?.token,
      body,
      headers,
    });
  const write = (path: string, who: Person, text: string) => call('POST', path, who, { text });
  const notesIn = async (column: 'item_id' | 'list_id', id: string) =>
    (
      await server.database.db
        .selectFrom('item_notes')
        .select('id')
        .where(column, '=', id)
        .execute()
    ).length;

  beforeAll(async () => {
    server = await TestServer.start();
    scene = await NotesScene.build(server);
  });
  afterAll(() => server.stop());

  it('lets givers write and read notes, oldest first, each with its author', async () => {
    const { notes } = await scene.list();
    const first = await write(notes(), scene.giver, '  I’ll get the blue one.\r\nOK?  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      author: { _id: scene.giver.user.id, name: 'Gina' },
      text: 'I’ll get the blue one.\nOK?',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect((await write(notes(), scene.cousin, 'Fine by me')).status).toBe(201);
    expect((await write(notes(), scene.giver, 'Shall we split the lamp?')).status).toBe(201);

    for (const reader of [scene.giver, scene.cousin]) {
      const read = await call('GET', notes(), reader);
      expect(read.status).toBe(200);
      expect(read.body.map((note) => [note.author.name, note.text])).toEqual([
        ['Gina', 'I’ll get the blue one.\nOK?'],
        ['Cora', 'Fine by me'],
        ['Gina', 'Shall we split the lamp?'],
      ]);
      expect(read.body[0]).toEqual(first.body);
    }
    // Another item's notes are its own.
    expect((await call('GET', notes(1), scene.giver)).body).toEqual([]);
  });

  it('answers the owner, a co-owner, a pending invitee and an outsider 404, as a hidden list', async () => {
    const { list, notes } = await scene.list();
    expect((await write(notes(), scene.giver, 'A secret')).status).toBe(201);
    const { owner, partner, pending, outsider } = scene;
    for (const who of [owner, partner, pending, outsider]) {
      for (const answer of [await call('GET', notes(), who), await write(notes(), who, 'Hi')]) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('LIST_NOT_FOUND');
        expect(answer.body.message).toBe('Wish list not found');
      }
    }
    // The same answer whether the item has notes, has none, or does not exist.
    const none = `/api/lists/${list._id}/items/${newId()}/notes`;
    for (const path of [notes(1), none])
      expect((await call('GET', path, owner)).body).toEqual(
        (await call('GET', notes(), owner)).body,
      );
    expect(await notesIn('list_id', list._id)).toBe(1);
    // A giver asking of an item the list does not have; nobody signed in.
    const unknown = await call('GET', none, scene.giver);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    expect((await write(none, scene.giver, 'Hi')).status).toBe(404);
    expect((await call('GET', notes())).status).toBe(401);
  });

  it('lets a manager of a child’s list (C4) read and write notes, as a giver', async () => {
    const { notes } = await scene.childList();
    expect((await write(notes(), scene.owner, 'Kit wants the red kite')).status).toBe(201);
    const read = await call('GET', notes(), scene.cousin);
    expect(read.body.map((note) => note.author._id)).toEqual([scene.owner.user.id]);
    expect((await write(notes(), scene.cousin, 'On it')).status).toBe(201);
    expect((await call('GET', notes(), scene.owner)).body).toHaveLength(2);
  });

  it('refuses a write with a read-only API token (403), and reads with it', async () => {
    const { notes } = await scene.list();
    const made = await call('POST', '/api/auth/tokens', scene.giver, {
      name: 'Reader',
      scope: 'read',
    });
    const token = (made.body as unknown as { token: string }).token;
    const refused = await call('POST', notes(), token, { text: 'Hi' });
    expect([refused.status, refused.body.code]).toEqual([403, 'read_only']);
    expect((await call('GET', notes(), token)).status).toBe(200);
  });

  it('says what is wrong with a note, in the caller’s language', async () => {
    const { list, notes } = await scene.list();
    const refusal = async (body: unknown, language = 'en') => {
      const answer = await call('POST', notes(), scene.giver, body, {
        'accept-language': language,
      });
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refusal({})).toBe('Note is required');
    expect(await refusal({ text: ' \n ' })).toBe('Note is required');
    expect(await refusal({ text: 42 })).toBe('Note must be a string');
    expect(await refusal({ text: 'x'.repeat(1001) })).toBe('Note must be at most 1000 characters');
    expect(await refusal({ text: 'bell\u0007' })).toBe(
      'Note must not contain control characters other than line breaks and tabs',
    );
    expect(await refusal({ text: '' }, 'de')).toBe('Notiz fehlt');
    expect(await refusal({ text: 'x'.repeat(1001) }, 'fr')).toBe(
      'Le champ «\u00a0Note\u00a0» doit contenir au maximum 1000 caractères',
    );
    expect(await notesIn('list_id', list._id)).toBe(0);
    expect((await write(notes(), scene.giver, 'x'.repeat(1000))).status).toBe(201);
  });

  it('keeps an archived list’s notes readable and refuses new ones (409 archived)', async () => {
    const { list, notes } = await scene.list();
    expect((await write(notes(), scene.giver, 'Before')).status).toBe(201);
    const archive = (archived: boolean) =>
      call('PUT', `/api/lists/${list._id}`, scene.owner, { archived });
    expect((await archive(true)).status).toBe(200);
    const refused = await write(notes(), scene.giver, 'After');
    expect([refused.status, refused.body.code]).toEqual([409, 'archived']);
    expect((await call('GET', notes(), scene.giver)).body.map((note) => note.text)).toEqual([
      'Before',
    ]);
    // Its owner still hears the list's 404, not that it is archived.
    expect((await write(notes(), scene.owner, 'Hi')).status).toBe(404);
    expect((await archive(false)).status).toBe(200);
    expect((await write(notes(), scene.giver, 'After')).status).toBe(201);
  });

  it(`holds ${QUOTAS.notesPerItem} notes an item, even when givers write at once`, async () => {
    const { list, items, notes } = await scene.list();
    const now = new Date().toISOString();
    const held = QUOTAS.notesPerItem - 5;
    await server.database.db
      .insertInto('item_notes')
      .values(
        Array.from({ length: held }, (_, n) => ({
          id: newId(),
          item_id: items[0]!._id,
          list_id: list._id,
          author_id: scene.cousin.user.id,
          position: n + 1,
          text: `Note ${n + 1}`,
          created_at: now,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        write(notes(), n % 2 ? scene.giver : scene.cousin, `Late ${n}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    const full = answers.find((answer) => answer.status === 409)!;
    expect(full.body).toMatchObject({
      code: 'NOTE_LIMIT',
      message: `An item can hold at most ${QUOTAS.notesPerItem} notes.`,
    });
    const read = await call('GET', notes(), scene.giver);
    expect(read.body).toHaveLength(QUOTAS.notesPerItem);
    expect(read.body.slice(0, 2).map((note) => note.text)).toEqual(['Note 1', 'Note 2']);
    expect(read.body.slice(held).every((note) => note.text.startsWith('Late'))).toBe(true);
    // The other item is not full.
    expect((await write(notes(1), scene.giver, 'Here')).status).toBe(201);
  });

  it('deletes notes with their item and list, and ends them for a giver who loses the list', async () => {
    const { list, items, notes } = await scene.list();
    for (const n of [0, 1])
      expect((await write(notes(n), scene.giver, `On ${n}`)).status).toBe(201);
    // The owner takes the scarf off the list: its notes go with it.
    await server.putItems(scene.owner.token, list._id, [{ _id: items[1]!._id, name: 'Lamp' }]);
    expect(await notesIn('item_id', items[0]!._id)).toBe(0);
    expect((await call('GET', notes(0), scene.giver)).body.code).toBe('ITEM_NOT_FOUND');

    // The giver's invitation revoked (decision 029): the notes are the list's 404 to them.
    const invitations = await call('GET', `/api/lists/${list._id}/invitations`, scene.owner);
    const giversInvitation = (
      invitations.body as unknown as { invitations: Array<{ id: string; inviteeEmail: string }> }
    ).invitations.find((invitation) => invitation.inviteeEmail === scene.giver.user.email)!;
    const revoked = await call(
      'DELETE',
      `/api/lists/${list._id}/invitations/${giversInvitation.id}`,
      scene.owner,
    );
    expect(revoked.status).toBe(200);
    expect((await call('GET', notes(1), scene.giver)).body.code).toBe('LIST_NOT_FOUND');
    // Their note stays for the givers who still see the list.
    expect((await call('GET', notes(1), scene.cousin)).body.map((note) => note.text)).toEqual([
      'On 1',
    ]);

    expect((await call('DELETE', `/api/lists/${list._id}`, scene.owner)).status).toBe(200);
    expect(await notesIn('list_id', list._id)).toBe(0);
  });

  it('ends the notes for a giver made co-owner, and shows them to a co-owner no longer one', async () => {
    const { list, notes } = await scene.list();
    expect((await write(notes(), scene.cousin, 'Ask Pat?')).status).toBe(201);
    const coOwners = (ids: string[]) =>
      call('PUT', `/api/lists/${list._id}`, scene.owner, { coOwnerIds: ids });
    expect((await coOwners([scene.cousin.user.id])).status).toBe(200);
    expect((await call('GET', notes(), scene.cousin)).status).toBe(404);
    // Pat, in the circle and a co-owner no more, is a giver now.
    expect((await call('GET', notes(), scene.partner)).body.map((note) => note.text)).toEqual([
      'Ask Pat?',
    ]);
  });
});
