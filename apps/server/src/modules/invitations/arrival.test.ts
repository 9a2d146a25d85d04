import type { AuthResult, InvitationPreview, User, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** E2 and E3: an invitation's link, opened before anyone signs in. */
describe(`arriving from an invitation (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  let list: WishList;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olga Owner', verified: true });
    list = await server.list(owner.token, { name: 'Olga turns 40' });
    await server.putItems(owner.token, list._id, [{ name: 'Teapot' }]);
  });
  afterAll(() => server.stop());

  /** Invites `email` to the list and answers the token of the link mailed to it. */
  async function invite(email: string): Promise<string> {
    const since = server.smtp.messages.length;
    const res = await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: [email] },
    });
    expect(res.status).toBe(200);
    return server.linkToken(email, 'invitations', since);
  }

  const preview = (token: string) =>
    server.request<InvitationPreview>('GET', `/api/invitations/${encodeURIComponent(token)}`);
  const join = (token: string, body: unknown) =>
    server.request<AuthResult & { code?: string; message?: string }>(
      'POST',
      `/api/invitations/${encodeURIComponent(token)}/join`,
      { body },
    );

  it('shows the list, its owner and whom the link is for, without signing in', async () => {
    const token = await invite('nina@example.com');
    const res = await preview(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      list: { _id: list._id, name: 'Olga turns 40', owner: { name: 'Olga Owner' } },
      inviteeEmail: 'nina@example.com',
      status: 'pending',
      hasAccount: false,
    });

    const member = await server.user({ email: 'max@example.com', name: 'Max' });
    expect((await preview(await invite(member.user.email))).body.hasAccount).toBe(true);
  });

  it('answers 404 for an unknown or revoked token, and tells nothing more', async () => {
    expect((await preview('no-such-token')).status).toBe(404);
    const token = await invite('revoked@example.com');
    const overview = await server.request<{
      invitations: Array<{ id: string; inviteeEmail: string }>;
    }>('GET', `/api/lists/${list._id}/invitations`, { token: owner.token });
    const id = overview.body.invitations.find((i) => i.inviteeEmail === 'revoked@example.com')?.id;
    await server.request('DELETE', `/api/lists/${list._id}/invitations/${id}`, {
      token: owner.token,
    });
    const res = await preview(token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    expect((await join(token, { name: 'Rita' })).status).toBe(404);
  });

  it('lets a new invitee join with a name: a proven account without a password, the list open', async () => {
    const token = await invite('nora@example.com');
    const res = await join(token, { name: '  Nora  ' });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email: 'nora@example.com',
      name: 'Nora',
      emailVerified: true,
      hasPassword: false,
    });
    const shown = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: res.body.token,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.items.map((item) => item.name)).toEqual(['Teapot']);
    expect((await preview(token)).body).toMatchObject({ status: 'accepted', hasAccount: true });

    // No password signs in to it, not even an empty one; a reset link is its way back.
    for (const password of ['', 'anything', ' ']) {
      const login = await server.request('POST', '/api/auth/login', {
        body: { email: 'nora@example.com', password },
      });
      expect([400, 401]).toContain(login.status);
    }
    const since = server.smtp.messages.length;
    await server.request('POST', '/api/auth/forgot-password', {
      body: { email: 'nora@example.com' },
    });
    const reset = await server.linkToken('nora@example.com', 'reset-password', since);
    expect(
      (
        await server.request('POST', '/api/auth/reset-password', {
          body: { token: reset, password: 'nora-secret' },
        })
      ).status,
    ).toBe(200);
    const login = await server.request<AuthResult>('POST', '/api/auth/login', {
      body: { email: 'nora@example.com', password: 'nora-secret' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.hasPassword).toBe(true);
  });

  it('sends an invitee who has an account to sign in (409 sign_in_required), creating nothing', async () => {
    const member = await server.user({ email: 'sam@example.com', name: 'Sam' });
    const token = await invite(member.user.email);
    const res = await join(token, { name: 'Impostor' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('sign_in_required');
    expect(res.body.message).toMatch(/sign in/i);
    const me = await server.request<{ user: User }>('GET', '/api/auth/me', {
      token: member.token,
    });
    expect(me.body.user.name).toBe('Sam');
    expect((await preview(token)).body.status).toBe('pending');
  });

  it('refuses a bad name with the rule it breaks, and joins only once', async () => {
    const token = await invite('twice@example.com');
    for (const body of [{}, { name: 'x' }, { name: 'y'.repeat(60) }, { name: 42 }, null]) {
      const res = await join(token, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await preview(token)).body.hasAccount).toBe(false);
    const [first, second] = await Promise.all([
      join(token, { name: 'First' }),
      join(token, { name: 'Second' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
  });
});
