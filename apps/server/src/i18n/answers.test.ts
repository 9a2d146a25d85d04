import type { AuthResult, Preferences, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../test/databases.js';
import { TestServer } from '../test/harness.js';
import { notificationsTo, people, settle, unsubscribeTokenOf } from '../test/notifications.js';

const NBSP = '\u00a0';
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
const french = { 'accept-language': 'fr-FR,fr;q=0.9' };

// N5: every answer the API words comes in the caller's language, by Accept-Language.
describe(`answers in the caller's language (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let list: WishList;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner', email: 'olive@example.com' });
    list = await server.list(owner.token, { name: 'Birthday' });
  });
  afterAll(() => server.stop());

  it('answers a 404 in German or French, and in English without the header', async () => {
    const english = await server.request('GET', '/api/nowhere?x=1');
    expect(english.status).toBe(404);
    expect(english.body).toEqual({
      message: 'No such address: GET /api/nowhere',
      code: 'NOT_FOUND',
    });

    const de = await server.request('GET', '/api/nowhere', { headers: german });
    expect(de.body).toEqual({
      message: 'Diese Adresse gibt es nicht: GET /api/nowhere',
      code: 'NOT_FOUND',
    });
    const fr = await server.request('GET', '/api/nowhere', { headers: french });
    expect(fr.body).toMatchObject({
      message: `Cette adresse n’existe pas${NBSP}: GET /api/nowhere`,
    });

    const gone = await server.request('GET', '/api/lists/no-such-list', {
      token: owner.token,
      headers: german,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Wunschliste nicht gefunden', code: 'LIST_NOT_FOUND' });
  });

  it('answers a 409 in German or French, the code unchanged', async () => {
    const body = { email: 'olive@example.com', password: 'correct horse', name: 'Olive' };
    const english = await server.request('POST', '/api/auth/register', { body });
    expect(english.status).toBe(409);
    expect(english.body).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
    });
    const de = await server.request('POST', '/api/auth/register', { body, headers: german });
    expect(de.body).toEqual({
      message: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
      code: 'EMAIL_TAKEN',
    });
    const fr = await server.request('POST', '/api/auth/register', { body, headers: french });
    expect(fr.body).toEqual({
      message: 'Un compte existe déjà avec cette adresse e-mail',
      code: 'EMAIL_TAKEN',
    });
  });

  it('words validation messages in French, field names included', async () => {
    const empty = await server.request('POST', '/api/lists', {
      token: owner.token,
      body: { name: '' },
      headers: french,
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: `Le champ «${NBSP}Nom${NBSP}» est obligatoire`,
      code: 'INVALID_INPUT',
    });
    const price = await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { items: [{ name: 'Kite', price: -1 }] },
      headers: french,
    });
    expect(price.body).toMatchObject({
      message: `Le champ «${NBSP}Prix${NBSP}» doit valoir au moins 0`,
    });
    const short = await server.request('POST', '/api/auth/register', {
      body: { email: 'new@example.com', password: '123', name: 'New' },
      headers: german,
    });
    expect(short.body).toMatchObject({
      message: 'Das Passwort muss mindestens 6 Zeichen lang sein',
    });
    // The same in English, letter for letter, without the header.
    const english = await server.request('PUT', `/api/lists/${list._id}`, {
      token: owner.token,
      body: { items: [{ name: 'Kite', price: -1 }] },
    });
    expect(english.body).toMatchObject({ message: 'Price must be at least 0' });
  });

  it('picks the first language it speaks by q-value, and words zod’s own messages too', async () => {
    const unknown = await server.request('PUT', '/api/auth/preferences', {
      token: owner.token,
      body: { theme: 'dark' },
      headers: { 'accept-language': 'es, en;q=0.5, de-AT;q=0.9' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'Unbekannter Schlüssel: "theme"' });
    const missing = await server.request('POST', `/api/lists/${list._id}/items/x/copy`, {
      token: owner.token,
      body: {},
      headers: { 'accept-language': 'it, *' },
    });
    expect(missing.body).toMatchObject({ message: 'ToListId is required' });
  });

  it('tells an import’s problems, line by line, in French', async () => {
    const res = await server.request<{ message: string; problems: unknown[] }>(
      'POST',
      '/api/lists/import',
      {
        token: owner.token,
        rawBody: 'name,price\nKite,12\n,3\nScarf,-2\n',
        headers: { 'content-type': 'text/csv', ...french },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`2 articles posent problème${NBSP}; rien n’a été importé`);
    expect(res.body.problems).toEqual([
      { line: 3, message: `Le champ «${NBSP}Nom de l’article${NBSP}» est obligatoire` },
      { line: 4, message: `Le champ «${NBSP}Prix${NBSP}» doit valoir au moins 0` },
    ]);
  });

  it('says what went well in the caller’s language too', async () => {
    const doomed = await server.list(owner.token, { name: 'Doomed' });
    const deleted = await server.request('DELETE', `/api/lists/${doomed._id}`, {
      token: owner.token,
      headers: german,
    });
    expect(deleted.body).toEqual({ message: 'Wunschliste gelöscht' });
  });

  it('stores the language a visitor registers in, for their e-mails', async () => {
    const res = await server.request<AuthResult>('POST', '/api/auth/register', {
      body: { email: 'fleur@example.com', password: 'correct horse', name: 'Fleur' },
      headers: french,
    });
    expect(res.status).toBe(201);
    const preferences = await server.request<Preferences>('GET', '/api/auth/preferences', {
      token: res.body.token,
    });
    expect(preferences.body.language).toBe('fr');
    // Without a header: English, as before.
    const plain = await server.user();
    const theirs = await server.request<Preferences>('GET', '/api/auth/preferences', {
      token: plain.token,
    });
    expect(theirs.body.language).toBe('en');
  });

  it('answers the unsubscribe page in the language of the page that asks', async () => {
    const [ann] = await people(server, ['Ann Giver']);
    const shared = await server.list(owner.token, { name: 'Shared' });
    await server.share(owner.token, shared._id, ann);
    await server.putItems(owner.token, shared._id, [{ name: 'Kite' }]);
    server.services.clock.set(new Date(server.services.clock.now().getTime() + 61 * 60_000));
    await settle(server);
    const [digest] = notificationsTo(server.smtp.messages, ann.user.email);
    const token = unsubscribeTokenOf(digest!);
    const described = await server.request('GET', `/api/unsubscribe/${token}`, {
      headers: french,
    });
    expect(described.body).toEqual({
      kind: 'digest',
      message:
        'Ce lien désactive les e-mails concernant les nouveaux articles des listes partagées avec vous.',
    });
    const done = await server.request('POST', `/api/unsubscribe/${token}`, { headers: german });
    expect(done.body).toMatchObject({
      message: expect.stringMatching(/^Abbestellt: E-Mails über neue Wünsche/),
    });
  });
});
