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

/**
 * Pen test of issue 42: one invitation's link gave its holder every invitation pending for the
 * address (joining marked the account proven, and `invitations/pending` listed another owner's
 * list with its token). A link can be forwarded: it proves its own invitation only, and the
 * others wait for their own links or a mailbox proof (a verification or reset link).
 */
describe(`one link proves one invitation (${dialectName})`, () => {
  let server: TestServer;
  let alice: AuthResult;
  let bert: AuthResult;

  beforeAll(async () => {
    server = await TestServer.start();
    alice = await server.user({ name: 'Alice', verified: true });
    bert = await server.user({ name: 'Bert', verified: true });
  });
  afterAll(() => server.stop());

  /** `owner` invites `email` to a new list `name`; answers the list and the mailed token. */
  async function invite(owner: AuthResult, email: string, name: string) {
    const list = await server.list(owner.token, { name });
    const since = server.smtp.messages.length;
    const sent = await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: [email] },
    });
    expect(sent.status).toBe(200);
    return { list, token: await server.linkToken(email, 'invitations', since) };
  }

  const get = async <T>(path: string, token: string) =>
    (await server.request<T>('GET', path, { token })).body;
  const pending = (token: string) =>
    get<PendingInvitation[]>('/api/lists/invitations/pending', token);
  const stats = (token: string) => get<InvitationStats>('/api/lists/invitations/stats', token);
  const sharedNames = async (token: string) =>
    (await get<WishList[]>('/api/lists/shared-lists', token)).map((list) => list.name).sort();
  const accept = (inviteToken: string, token: string) =>
    server.request<{ listId: string; user: User }>(
      'POST',
      `/api/lists/invitations/${encodeURIComponent(inviteToken)}/accept`,
      { token },
    );

  it('joining from one link shows that list only; another owner’s invitation waits for its own link', async () => {
    const a = await invite(alice, 'kim@example.com', 'Alice’s birthday');
    const b = await invite(bert, 'kim@example.com', 'Bert’s wedding');

    const joined = await server.request<AuthResult>(
      'POST',
      `/api/invitations/${encodeURIComponent(a.token)}/join`,
      { body: { name: 'Kim' } },
    );
    expect(joined.status).toBe(201);
    const kim = joined.body.token;
    // Not asked to confirm the address just proven by its link (no banner).
    expect(joined.body.user.emailVerified).toBe(true);
    expect((await get<{ user: User }>('/api/auth/me', kim)).user.emailVerified).toBe(true);

    // Bert's invitation is neither listed (its token with it) nor counted nor open.
    expect(await pending(kim)).toEqual([]);
    expect(await stats(kim)).toEqual({ accepted: 1, pending: 0 });
    expect(await sharedNames(kim)).toEqual(['Alice’s birthday']);
    expect((await server.request('GET', `/api/lists/${b.list._id}`, { token: kim })).status).toBe(
      404,
    );
    // Accepting Alice's link again opens Alice's list, and nothing more.
    expect((await accept(a.token, kim)).body.listId).toBe(a.list._id);
    expect(await sharedNames(kim)).toEqual(['Alice’s birthday']);

    // Bert's own link, which came in Bert's e-mail, accepts Bert's invitation.
    const withB = await accept(b.token, kim);
    expect(withB.status).toBe(200);
    expect(withB.body.listId).toBe(b.list._id);
    expect(await sharedNames(kim)).toEqual(['Alice’s birthday', 'Bert’s wedding']);
    expect(await stats(kim)).toEqual({ accepted: 2, pending: 0 });
  });

  it('accepting with one token, signed in, confirms the address but shows no other invitation', async () => {
    const lee = await server.user({ email: 'lee@example.com', name: 'Lee' });
    const a = await invite(alice, 'lee@example.com', 'Alice’s garden');
    const b = await invite(bert, 'lee@example.com', 'Bert’s move');

    const accepted = await accept(a.token, lee.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.emailVerified).toBe(true);
    expect(await pending(lee.token)).toEqual([]);
    expect(await stats(lee.token)).toEqual({ accepted: 1, pending: 0 });
    expect(await sharedNames(lee.token)).toEqual(['Alice’s garden']);

    // The confirmation link mailed at registration still proves the mailbox: then Bert's
    // invitation shows, and can be accepted from the list.
    await server.verifyEmail('lee@example.com');
    const shown = await pending(lee.token);
    expect(shown.map((inv) => inv.listName)).toEqual(['Bert’s move']);
    expect(await stats(lee.token)).toEqual({ accepted: 1, pending: 1 });
    expect((await accept(shown[0]!.invitationToken, lee.token)).body.listId).toBe(b.list._id);
  });

  it('a reset link, or a new confirmation link asked for, proves the mailbox of a joined account', async () => {
    const a = await invite(alice, 'max@example.com', 'Alice’s housewarming');
    await invite(bert, 'max@example.com', 'Bert’s retirement');
    const max = (
      await server.request<AuthResult>(
        'POST',
        `/api/invitations/${encodeURIComponent(a.token)}/join`,
        { body: { name: 'Max' } },
      )
    ).body;
    expect(await pending(max.token)).toEqual([]);

    // A link-proven account may still ask for a confirmation link: it is not "confirmed already".
    const since = server.smtp.messages.length;
    const resent = await server.request<{ message: string }>(
      'POST',
      '/api/auth/verify-email/resend',
      { token: max.token },
    );
    expect(resent.body.message).toBe('We sent a new link to max@example.com.');
    const link = await server.linkToken('max@example.com', 'verify-email', since);
    const verified = await server.request('POST', '/api/auth/verify-email', {
      body: { token: link },
    });
    expect(verified.status).toBe(200);
    expect((await pending(max.token)).map((inv) => inv.listName)).toEqual(['Bert’s retirement']);

    const again = await server.request<{ message: string }>(
      'POST',
      '/api/auth/verify-email/resend',
      { token: max.token },
    );
    expect(again.body.message).toBe('Your email address is already confirmed.');

    // The same through a reset link, for another joined address.
    const c = await invite(alice, 'ria@example.com', 'Alice’s picnic');
    await invite(bert, 'ria@example.com', 'Bert’s concert');
    const ria = (
      await server.request<AuthResult>(
        'POST',
        `/api/invitations/${encodeURIComponent(c.token)}/join`,
        { body: { name: 'Ria' } },
      )
    ).body;
    expect(await pending(ria.token)).toEqual([]);
    const beforeReset = server.smtp.messages.length;
    await server.request('POST', '/api/auth/forgot-password', {
      body: { email: 'ria@example.com' },
    });
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: {
        token: await server.linkToken('ria@example.com', 'reset-password', beforeReset),
        password: 'ria-secret',
      },
    });
    expect(reset.status).toBe(200);
    const login = await server.request<AuthResult>('POST', '/api/auth/login', {
      body: { email: 'ria@example.com', password: 'ria-secret' },
    });
    expect((await pending(login.body.token)).map((inv) => inv.listName)).toEqual([
      'Bert’s concert',
    ]);
  });
});
