import type { Preferences, UnsubscribeAnswer } from '@wishlist/core';
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
} from '../../test/notifications.js';
import { UnsubscribeTokens } from './unsubscribe-tokens.js';

type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;

const ALL_ON: Preferences = {
  notify: { digest: true, claimedChanged: true, reminders: true },
  language: 'en',
};
const INVALID_LINK = {
  message:
    'This unsubscribe link is not valid. Open it again from the e-mail, or choose your e-mails on your profile page.',
  code: 'invalid_unsubscribe_link',
};

describe(`notification preferences and one-click unsubscribe (${dialectName})`, () => {
  let server: TestServer;
  /** The harness's JWT secret: the tokens the server makes. */
  let tokens: UnsubscribeTokens;

  const preferencesOf = async (who: Person) => {
    const res = await server.request<Preferences>('GET', '/api/auth/preferences', {
      token: who.token,
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const put = (who: Person | undefined, body: unknown) =>
    server.request<Preferences & { message?: string; code?: string }>(
      'PUT',
      '/api/auth/preferences',
      { token: who?.token, body },
    );
  /** A raw POST to an unsubscribe address, as a mail program or the web page sends it. */
  const post = async (
    path: string,
    init: { body?: FetchInit['body']; headers?: Record<string, string> },
  ) => {
    const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', ...init });
    return { status: res.status, body: (await res.json()) as UnsubscribeAnswer };
  };

  beforeAll(async () => {
    server = await TestServer.start();
    tokens = new UnsubscribeTokens('test-secret-that-is-at-least-32-characters-long');
  });
  afterAll(() => server.stop());

  it('answers everything on by default; a PUT changes what it sends and answers all of it', async () => {
    const olive = await server.user({ name: 'Olive' });
    expect(await preferencesOf(olive)).toEqual(ALL_ON);
    const off = await put(olive, { notify: { digest: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...ALL_ON, notify: { ...ALL_ON.notify, digest: false } });
    const german = await put(olive, { language: 'de', notify: { reminders: false } });
    expect(german.body).toEqual({
      notify: { digest: false, claimedChanged: true, reminders: false },
      language: 'de',
    });
    expect((await put(olive, {})).body).toEqual(german.body);
    expect(await preferencesOf(olive)).toEqual(german.body);
  });

  it('refuses a bad body with 400 and a message, changing nothing; signed out is 401', async () => {
    const olive = await server.user({ name: 'Olive' });
    const cases: Array<[unknown, string]> = [
      [{ notify: { digest: 'no' } }, 'notify.digest must be true or false'],
      [{ notify: { reminders: null } }, 'notify.reminders must be true or false'],
      [{ language: 'xx' }, 'language must be one of en, de, fr'],
      [{ notify: { weekly: true } }, 'Unrecognized key: "weekly"'],
      [{ theme: 'dark' }, 'Unrecognized key: "theme"'],
      [{ notify: true }, 'Notify must be an object'],
    ];
    for (const [body, message] of cases) {
      const res = await put(olive, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 400,
        answer: { message, code: 'INVALID_INPUT' },
      });
    }
    expect(await preferencesOf(olive)).toEqual(ALL_ON);
    expect((await server.request('GET', '/api/auth/preferences')).status).toBe(401);
    expect((await put(undefined, { language: 'fr' })).status).toBe(401);
  });

  it('says what a link turns off without changing anything, and turns it off signed out, once and again', async () => {
    const olive = await server.user({ name: 'Olive' });
    const token = tokens.tokenFor(olive.user.id, 'digest');
    for (let n = 0; n < 2; n++) {
      const look = await server.request<UnsubscribeAnswer>('GET', `/api/unsubscribe/${token}`);
      expect(look.status).toBe(200);
      expect(look.body).toEqual({
        kind: 'digest',
        message: 'This link turns off e-mails about new items on lists shared with you.',
      });
    }
    expect(await preferencesOf(olive)).toEqual(ALL_ON);

    const done = {
      kind: 'digest',
      message:
        'You will no longer get e-mails about new items on lists shared with you. You can turn them back on from your profile page.',
    };
    const oneClick = {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    expect(await post(`/api/unsubscribe/${token}`, oneClick)).toEqual({ status: 200, body: done });
    expect((await preferencesOf(olive)).notify).toEqual({
      digest: false,
      claimedChanged: true,
      reminders: true,
    });
    // Idempotent, whatever the body: again as a form, multipart, JSON or nothing at all.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    for (const init of [
      oneClick,
      { body: form },
      { body: '{}', headers: { 'content-type': 'application/json' } },
      {},
    ])
      expect(await post(`/api/unsubscribe/${token}`, init)).toEqual({ status: 200, body: done });
    expect((await preferencesOf(olive)).notify.digest).toBe(false);
  });

  it('turns off only the kind and the person its token names; anything else is 400', async () => {
    const olive = await server.user({ name: 'Olive' });
    const ann = await server.user({ name: 'Ann' });
    const reminders = tokens.tokenFor(olive.user.id, 'reminders');
    expect((await post(`/api/unsubscribe/${reminders}`, {})).status).toBe(200);
    expect((await preferencesOf(olive)).notify).toEqual({
      digest: true,
      claimedChanged: true,
      reminders: false,
    });

    const [payload, mac] = reminders.split('.') as [string, string];
    const retarget = (text: string) => `${Buffer.from(text).toString('base64url')}.${mac}`;
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const bad = [
      retarget(`${olive.user.id}:digest`),
      retarget(`${ann.user.id}:reminders`),
      `${payload}.${flip(mac, 0)}`,
      `${payload}.${flip(mac, mac.length - 1)}`,
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${mac}.x`,
      `${payload}.`,
      payload,
      'not-a-token',
      // A bearer token is no unsubscribe token.
      olive.token,
      // A token made with another secret.
      new UnsubscribeTokens('another-secret-that-is-at-least-32-chars').tokenFor(
        olive.user.id,
        'digest',
      ),
    ];
    for (const token of bad) {
      const path = `/api/unsubscribe/${encodeURIComponent(token)}`;
      const look = await server.request('GET', path);
      expect({ token, status: look.status, body: look.body }).toEqual({
        token,
        status: 400,
        body: INVALID_LINK,
      });
      expect({ token, ...(await post(path, {})) }).toEqual({
        token,
        status: 400,
        body: INVALID_LINK,
      });
    }
    expect((await preferencesOf(olive)).notify).toEqual({
      digest: true,
      claimedChanged: true,
      reminders: false,
    });
    expect(await preferencesOf(ann)).toEqual(ALL_ON);
  });

  it('is no bearer token', async () => {
    const olive = await server.user({ name: 'Olive' });
    const token = tokens.tokenFor(olive.user.id, 'digest');
    for (const path of ['/api/auth/me', '/api/auth/preferences', '/api/lists']) {
      const res = await server.request('GET', path, { token });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it('works from the headers of a real e-mail: the one-click POST stops the next digest', async () => {
    const [owner, ann] = await people(server, ['Olive Owner', 'Ann Giver']);
    const list = await server.list(owner.token, { name: 'Birthday' });
    await server.share(owner.token, list._id, ann);
    await server.putItems(owner.token, list._id, [{ name: 'Kite' }]);
    later(server, 61);
    expect(await settle(server)).toBe(1);
    const [digest] = notificationsTo(server.smtp.messages, ann.user.email);
    const target = rawHeader(digest!, 'List-Unsubscribe')!.slice(1, -1);
    expect(target.startsWith('http://wishlist.test/api/unsubscribe/')).toBe(true);
    const res = await post(target.replace('http://wishlist.test', ''), {
      body: rawHeader(digest!, 'List-Unsubscribe-Post')!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res).toMatchObject({ status: 200, body: { kind: 'digest' } });

    await server.putItems(owner.token, list._id, [{ name: 'Kite' }, { name: 'Scarf' }]);
    later(server, 61);
    expect(await settle(server)).toBe(0);
    expect(notificationsTo(server.smtp.messages, ann.user.email)).toHaveLength(1);
  });
});
