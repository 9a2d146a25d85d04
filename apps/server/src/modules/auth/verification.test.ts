import type {
  AuthResult,
  InvitationStats,
  PendingInvitation,
  User,
  WishList,
} from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { linkIn } from '../../test/smtp-sink.js';

/** E6: a mailbox is proven before invitations to it are shown (pen test finding 2). */
describe(`proven mailboxes (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olga Owner', verified: true });
  });
  afterAll(() => server.stop());

  const me = async (token: string) =>
    (await server.request<{ user: User }>('GET', '/api/auth/me', { token })).body.user;
  const pending = async (token: string) =>
    (await server.request<PendingInvitation[]>('GET', '/api/lists/invitations/pending', { token }))
      .body;
  const stats = async (token: string) =>
    (await server.request<InvitationStats>('GET', '/api/lists/invitations/stats', { token })).body;

  it('registers unverified, mails a link that verifies once, and 404s a used or unknown link', async () => {
    const res = await server.request<AuthResult>('POST', '/api/auth/register', {
      body: { email: 'vera@example.com', password: 'secret1', name: 'Vera' },
    });
    expect(res.body.user.emailVerified).toBe(false);
    expect(await me(res.body.token)).toMatchObject({ emailVerified: false });

    const mail = await server.smtp.waitFor((m) => m.to === 'vera@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address for Wishlist');
    expect(linkIn(mail.text)).toMatch(/^http:\/\/wishlist\.test\/verify-email\/[\w-]{40,}$/);
    const token = await server.linkToken('vera@example.com', 'verify-email');

    const verified = await server.request<{ user: User }>('POST', '/api/auth/verify-email', {
      body: { token },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toEqual({
      id: res.body.user.id,
      email: 'vera@example.com',
      name: 'Vera',
      emailVerified: true,
      hasPassword: true,
    });
    expect(await me(res.body.token)).toMatchObject({ emailVerified: true });

    for (const again of [token, 'no-such-token']) {
      const refused = await server.request('POST', '/api/auth/verify-email', {
        body: { token: again },
      });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
    }
    const empty = await server.request('POST', '/api/auth/verify-email', { body: {} });
    expect(empty.status).toBe(400);
  });

  it('stops a stranger who registers an invited address: no pending invitations, no counts, no list', async () => {
    const list = await server.list(owner.token, { name: 'For Grandma' });
    await server.putItems(owner.token, list._id, [{ name: 'Scarf' }]);
    const since = server.smtp.messages.length;
    await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['grandma@example.com'] },
    });
    // The stranger guesses the address and registers it before grandma does.
    const stranger = await server.user({ email: 'grandma@example.com', name: 'Not Grandma' });
    expect(await pending(stranger.token)).toEqual([]);
    expect(await stats(stranger.token)).toEqual({ accepted: 0, pending: 0 });
    expect(
      (await server.request('GET', `/api/lists/${list._id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (
        await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
          token: stranger.token,
        })
      ).body,
    ).toEqual([]);

    // The token is in grandma's mailbox only; with it, the account that holds her address is
    // hers: accepting confirms the address (it proves this invitation; others wait, decision 030).
    const token = await server.linkToken('grandma@example.com', 'invitations', since);
    const accepted = await server.request('POST', `/api/lists/invitations/${token}/accept`, {
      token: stranger.token,
    });
    expect(accepted.status).toBe(200);
    // The answer says so, so that a page signed in as the account stops asking to confirm it.
    expect(accepted.body).toMatchObject({ user: { id: stranger.user.id, emailVerified: true } });
    expect(await me(stranger.token)).toMatchObject({ emailVerified: true });
    expect(await stats(stranger.token)).toEqual({ accepted: 1, pending: 0 });
  });

  it('shows pending invitations once the mailbox is proven by a verification or a reset link', async () => {
    const list = await server.list(owner.token, { name: 'Wedding' });
    const vic = await server.user({ email: 'vic@example.com' });
    const rae = await server.user({ email: 'rae@example.com', password: 'old-password' });
    await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['vic@example.com', 'rae@example.com'] },
    });
    expect(await pending(vic.token)).toEqual([]);
    expect(await pending(rae.token)).toEqual([]);

    await server.verifyEmail('vic@example.com');
    expect((await pending(vic.token)).map((inv) => inv.listName)).toEqual(['Wedding']);
    expect(await stats(vic.token)).toEqual({ accepted: 0, pending: 1 });

    await server.request('POST', '/api/auth/forgot-password', {
      body: { email: 'rae@example.com' },
    });
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: {
        token: await server.linkToken('rae@example.com', 'reset-password'),
        password: 'new-password',
      },
    });
    expect(reset.status).toBe(200);
    const login = await server.request<AuthResult>('POST', '/api/auth/login', {
      body: { email: 'rae@example.com', password: 'new-password' },
    });
    expect(login.body.user.emailVerified).toBe(true);
    expect((await pending(login.body.token)).map((inv) => inv.listName)).toEqual(['Wedding']);
  });

  it('sends the link again on request, and says so when the address is proven already', async () => {
    const ada = await server.user({ email: 'ada@example.com' });
    await server.linkToken('ada@example.com', 'verify-email');
    const since = server.smtp.messages.length;
    const resent = await server.request<{ message: string }>(
      'POST',
      '/api/auth/verify-email/resend',
      { token: ada.token },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('We sent a new link to ada@example.com.');
    const fresh = await server.linkToken('ada@example.com', 'verify-email', since);
    expect(
      (await server.request('POST', '/api/auth/verify-email', { body: { token: fresh } })).status,
    ).toBe(200);
    const again = await server.request<{ message: string }>(
      'POST',
      '/api/auth/verify-email/resend',
      { token: ada.token },
    );
    expect(again.body.message).toBe('Your email address is already confirmed.');
    expect((await server.request('POST', '/api/auth/verify-email/resend', {})).status).toBe(401);
  });

  it('starts accounts made before this rule unverified, and keeps their accepted invitations', async () => {
    const list = await server.list(owner.token, { name: 'Old friends' });
    const old = await server.user({ name: 'Old Timer' });
    await server.share(owner.token, list._id, old);
    // As migration 0005 leaves every account that existed before it.
    await server.database.db
      .updateTable('users')
      .set({ email_verified: 0 })
      .where('id', '=', old.user.id)
      .execute();
    expect(await me(old.token)).toMatchObject({ emailVerified: false });
    const shared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
      token: old.token,
    });
    expect(shared.body.map((l) => l.name)).toEqual(['Old friends']);
    expect(
      (await server.request('GET', `/api/lists/${list._id}`, { token: old.token })).status,
    ).toBe(200);
  });
});
