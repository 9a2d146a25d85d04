import type { ItemNote } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { NotesScene } from '../../test/notes-scene.js';
import {
  dayAfter,
  later,
  notificationsTo,
  type Person,
  settle,
  unsubscribeTokenOf,
} from '../../test/notifications.js';
import { SseReader } from '../../test/sse.js';

/** Every GET of the published document the scan does not call, and why. */
const NOT_CALLED: Record<string, string> = {
  '/api/auth/reset-password/{token}': 'answers 204 or 404 with no body',
  '/api/auth/oidc/start': 'no provider is configured here; it redirects, reading no list',
  '/api/auth/oidc/callback': 'no provider is configured here; it redirects, reading no list',
};
/** Read as streams, for the whole test (below), not as one answer. */
const STREAMS = ['/api/lists/{id}/events', '/api/me/events'];

/**
 * A2: "nothing of them anywhere". After givers have written notes on a list, every GET the
 * owner and a co-owner can make, every event their streams hear and every e-mail the server
 * sends (digests, reminders, a claim's change, a draw) is searched for the notes' texts and ids.
 */
describe(`givers' notes reach no owner nor co-owner (${dialectName})`, () => {
  let server: TestServer;
  let scene: NotesScene;

  beforeAll(async () => {
    server = await TestServer.start();
    scene = await NotesScene.build(server);
  });
  afterAll(() => server.stop());

  const as =
    (who: Person | undefined) =>
    <T = unknown>(method: string, path: string, body?: unknown) =>
      server.request<T>(method, path, { token: who?.token, body });

  it('in no answer, event or e-mail', async () => {
    const { owner, partner, giver, cousin, circle } = scene;
    const inThreeDays = dayAfter(server, 3);
    // The owner gives on Gina's list: the e-mails a giver gets go to them from it.
    const since = server.smtp.messages.length;
    const ginas = await server.list(giver.token, { name: 'Gina’s', eventDate: inThreeDays });
    const ginasItems = (await server.putItems(giver.token, ginas._id, [{ name: 'Book' }])).items;
    await server.share(giver.token, ginas._id, owner);
    const invitationToken = await server.linkToken(owner.user.email, 'invitations', since);
    const claimPath = `/api/lists/${ginas._id}/items/${ginasItems[0]!._id}/mark-bought`;
    expect((await as(owner)('PUT', claimPath)).status).toBe(200);

    const { list, items, notes } = await scene.list({ eventDate: inThreeDays });
    const streams = await Promise.all(
      [owner, partner].flatMap((who) =>
        [`/api/lists/${list._id}/events`, '/api/me/events'].map((path) =>
          SseReader.open(server.baseUrl, path, who.token),
        ),
      ),
    );

    // The notes, each text a word found nowhere else.
    const secrets: string[] = [];
    for (const [n, who] of [
      [0, giver],
      [1, cousin],
      [0, cousin],
    ] as const) {
      const text = `Psst-${newId()}`;
      const note = await as(who)('POST', notes(n), { text });
      expect(note.status).toBe(201);
      secrets.push(text, (note.body as ItemNote)._id);
    }

    // What happens next on both lists reaches the owner by every way there is.
    await server.putItems(owner.token, list._id, [
      ...items.map(({ _id, name }) => ({ _id, name })),
      { name: 'Gloves' },
    ]);
    await server.putItems(giver.token, ginas._id, [
      { _id: ginasItems[0]!._id, name: 'Signed book' },
      { name: 'Bookmark' },
    ]);
    later(server, 61);
    await settle(server);
    await settle(server);
    const notified = notificationsTo(server.smtp.messages, owner.user.email);
    expect(notified.map((mail) => mail.subject).sort()).toEqual([
      'A gift you marked as bought on “Gina’s” changed',
      'Gina added a new item to “Gina’s”',
      'Reminder: “Gina’s” is in 3 days',
    ]);
    const drawn = await as(owner)<{ _id: string }>('POST', `/api/circles/${circle._id}/draws`, {
      name: 'Christmas',
      participantIds: [owner, partner, cousin].map((who) => who.user.id),
    });
    expect((await as(owner)('POST', `/api/draws/${drawn.body._id}/run`)).status).toBe(200);
    const joining = server.smtp.messages.length;
    await as(owner)('POST', `/api/circles/${circle._id}/invite`, {
      emails: ['newcomer@example.com'],
    });
    const joinToken = await server.linkToken('newcomer@example.com', 'circles/join', joining);
    const unsubscribeToken = unsubscribeTokenOf(notified[0]!);

    /** What each GET of the document is called with, by the owner and by the co-owner. */
    const drawId = drawn.body._id;
    const CALLED: Record<string, string[]> = {
      '/api/openapi.json': ['/api/openapi.json'],
      '/api/health': ['/api/health'],
      '/api/auth/options': ['/api/auth/options'],
      '/api/auth/me': ['/api/auth/me'],
      '/api/auth/preferences': ['/api/auth/preferences'],
      '/api/auth/tokens': ['/api/auth/tokens'],
      '/api/lists': ['/api/lists'],
      '/api/lists/shared-lists': ['/api/lists/shared-lists'],
      '/api/lists/{id}': [`/api/lists/${list._id}`],
      '/api/me/claims': ['/api/me/claims', '/api/me/claims?include=lost'],
      '/api/me/received': ['/api/me/received'],
      '/api/me/pledges': ['/api/me/pledges', '/api/me/pledges?include=lost'],
      '/api/lists/{id}/export': ['json', 'csv'].map(
        (f) => `/api/lists/${list._id}/export?format=${f}`,
      ),
      '/api/lists/{id}/items/{itemId}/notes': [notes(0), notes(1)],
      '/api/invitations/{token}': [`/api/invitations/${encodeURIComponent(invitationToken)}`],
      '/api/lists/invitations/stats': ['/api/lists/invitations/stats'],
      '/api/lists/invitations/pending': ['/api/lists/invitations/pending'],
      '/api/lists/{id}/invitations': [`/api/lists/${list._id}/invitations`],
      '/api/circles': ['/api/circles'],
      '/api/circles/{id}': [`/api/circles/${circle._id}`],
      '/api/circles/{id}/lists': [`/api/circles/${circle._id}/lists`],
      '/api/circles/join/{token}': [`/api/circles/join/${encodeURIComponent(joinToken)}`],
      '/api/managed': ['/api/managed'],
      '/api/circles/{id}/draws': [`/api/circles/${circle._id}/draws`],
      '/api/draws/{drawId}': [`/api/draws/${drawId}`],
      '/api/draws/{drawId}/messages': [`/api/draws/${drawId}/messages`],
      '/api/unsubscribe/{token}': [`/api/unsubscribe/${unsubscribeToken}`],
    };
    const document = await as(undefined)('GET', '/api/openapi.json');
    const gets = Object.entries((document.body as { paths: Record<string, object> }).paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
    expect(gets.sort()).toEqual(
      [...Object.keys(CALLED), ...Object.keys(NOT_CALLED), ...STREAMS].sort(),
    );

    const seen: string[] = [];
    for (const who of [owner, partner])
      for (const [route, paths] of Object.entries(CALLED))
        for (const path of paths) {
          const answer = await as(who)('GET', path);
          const expected = route.endsWith('/notes') ? 404 : 200;
          expect([path, answer.status]).toEqual([path, expected]);
          seen.push(JSON.stringify(answer.body), JSON.stringify([...answer.headers]));
        }
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      seen.push(JSON.stringify(stream.events));
      stream.close();
    }
    for (const mail of server.smtp.messages)
      seen.push(mail.subject, mail.text, mail.html, JSON.stringify(mail.raw.headerLines));

    const everything = seen.join('\n');
    // The scan reads what it should: the list, its items and the owner's e-mails are in it.
    for (const shown of [list._id, items[0]!._id, 'Gloves', 'Signed book', 'Christmas'])
      expect(everything).toContain(shown);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  }, 60_000);
});
