import type { AuthResult, User, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** E4 and E5: a person's own password and account, and reset links checked on arrival. */
describe(`own account (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  const me = (token: string) => server.request<{ user: User }>('GET', '/api/auth/me', { token });
  const login = (email: string, password: string) =>
    server.request<AuthResult>('POST', '/api/auth/login', { body: { email, password } });
  const changePassword = (token: string, body: unknown) =>
    server.request<AuthResult & { code?: string }>('PUT', '/api/auth/password', { token, body });

  it('changes the password: the current one is proven, other tokens end, the answer signs in', async () => {
    const ann = await server.user({ name: 'Ann' });
    const laptop = (await login(ann.user.email, ann.password)).body.token;

    const wrong = await changePassword(ann.token, {
      currentPassword: 'not it',
      newPassword: 'brand new',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const missing = await changePassword(ann.token, { newPassword: 'brand new' });
    expect(missing.status).toBe(400);
    const short = await changePassword(ann.token, {
      currentPassword: ann.password,
      newPassword: '123',
    });
    expect(short.status).toBe(400);
    expect((await login(ann.user.email, ann.password)).status).toBe(200);

    const changed = await changePassword(ann.token, {
      currentPassword: ann.password,
      newPassword: 'brand new',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ email: ann.user.email, hasPassword: true });
    expect((await me(changed.body.token)).status).toBe(200);
    expect((await me(ann.token)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect((await login(ann.user.email, ann.password)).status).toBe(401);
    expect((await login(ann.user.email, 'brand new')).status).toBe(200);
  });

  it('lets an account without a password set one without a current password', async () => {
    const owner = await server.user({ verified: true });
    const list = await server.list(owner.token);
    const since = server.smtp.messages.length;
    await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['joiner@example.com'] },
    });
    const token = await server.linkToken('joiner@example.com', 'invitations', since);
    const joined = await server.request<AuthResult>('POST', `/api/invitations/${token}/join`, {
      body: { name: 'Joiner' },
    });
    expect((await me(joined.body.token)).body.user.hasPassword).toBe(false);
    const set = await changePassword(joined.body.token, { newPassword: 'first one' });
    expect(set.status).toBe(200);
    expect(set.body.user.hasPassword).toBe(true);
    expect((await login('joiner@example.com', 'first one')).status).toBe(200);
    // From now on the current password is asked for.
    expect((await changePassword(set.body.token, { newPassword: 'second one' })).status).toBe(400);
  });

  it('deletes an account with its password: lists, invitations and tokens go, claims are freed', async () => {
    const friend = await server.user({ name: 'Friend', verified: true });
    const leaver = await server.user({ name: 'Leaver', verified: true });
    const friendList = await server.list(friend.token, { name: "Friend's list" });
    await server.putItems(friend.token, friendList._id, [{ name: 'Kite' }, { name: 'Ball' }]);
    await server.share(friend.token, friendList._id, leaver);
    const kite = (
      await server.request<WishList>('GET', `/api/lists/${friendList._id}`, { token: leaver.token })
    ).body.items.find((item) => item.name === 'Kite');
    const bought = await server.request(
      'PUT',
      `/api/lists/${friendList._id}/items/${kite?._id}/mark-bought`,
      { token: leaver.token },
    );
    expect(bought.status).toBe(200);
    const ownList = await server.list(leaver.token, { name: "Leaver's list" });
    await server.share(leaver.token, ownList._id, friend);

    const refused = await server.request<{ code: string }>('DELETE', '/api/auth/account', {
      token: leaver.token,
      body: { password: 'wrong' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('WRONG_PASSWORD');
    expect((await me(leaver.token)).status).toBe(200);

    const deleted = await server.request('DELETE', '/api/auth/account', {
      token: leaver.token,
      body: { password: leaver.password },
    });
    expect(deleted.status).toBe(204);
    expect((await me(leaver.token)).status).toBe(401);
    expect((await login(leaver.user.email, leaver.password)).status).toBe(401);

    const seen = await server.request<WishList>('GET', `/api/lists/${friendList._id}`, {
      token: friend.token,
    });
    expect(seen.body.items.find((item) => item.name === 'Kite')).toMatchObject({
      boughtBy: null,
      boughtAt: null,
    });
    const overview = await server.request<{ invitations: unknown[] }>(
      'GET',
      `/api/lists/${friendList._id}/invitations`,
      { token: friend.token },
    );
    expect(overview.body.invitations).toEqual([]);
    expect(
      (await server.request('GET', `/api/lists/${ownList._id}`, { token: friend.token })).status,
    ).toBe(404);
    const shared = await server.request<unknown[]>('GET', '/api/lists/shared-lists', {
      token: friend.token,
    });
    expect(shared.body).toEqual([]);
    // The address is free to register again.
    expect((await server.user({ email: leaver.user.email })).user.email).toBe(leaver.user.email);
  });

  it('checks a reset link on arrival: 204 while usable, 404 once used, expired or unknown', async () => {
    const bea = await server.user({ name: 'Bea' });
    const since = server.smtp.messages.length;
    await server.request('POST', '/api/auth/forgot-password', { body: { email: bea.user.email } });
    const token = await server.linkToken(bea.user.email, 'reset-password', since);
    const check = (t: string) =>
      server.request('GET', `/api/auth/reset-password/${encodeURIComponent(t)}`);
    expect((await check(token)).status).toBe(204);
    expect((await check('no-such-link')).status).toBe(404);
    await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'after reset' },
    });
    const used = await check(token);
    expect(used.status).toBe(404);
    expect(used.body).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });
});
