import type {
  InvitationsOverview,
  InviteResult,
  PendingInvitation,
  WishList,
} from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { linkIn } from '../../test/smtp-sink.js';

describe(`invitations (${dialectName})`, () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['user']>>;

  beforeAll(async () => {
    server = await TestServer.start();
    owner = await server.user({ name: 'Olive Owner', email: 'olive@example.com' });
  });
  afterAll(() => server.stop());

  it('invites new addresses, skips duplicates, the owner and those already invited, and mails each once', async () => {
    const list = await server.list(owner.token, { name: 'Wedding' });
    const first = await server.request<InviteResult>('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: {
        emails: [' Pat@Example.com', 'pat@example.com', 'OLIVE@example.com', 'quinn@example.com'],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Invitations sent to 2 email(s)!',
      invited: ['pat@example.com', 'quinn@example.com'],
      skipped: ['pat@example.com', 'olive@example.com'],
      skippedReasons: [
        { email: 'pat@example.com', reason: 'duplicate' },
        { email: 'olive@example.com', reason: 'own_address' },
      ],
    });
    const again = await server.request<InviteResult>('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['quinn@example.com', 'rex@example.com', 'Quinn@example.com '] },
    });
    expect(again.body).toMatchObject({
      invited: ['rex@example.com'],
      skipped: ['quinn@example.com'],
      skippedReasons: [{ email: 'quinn@example.com', reason: 'already_invited' }],
    });

    const mail = await server.smtp.waitFor((m) => m.to === 'pat@example.com');
    expect(mail.subject).toContain('Olive Owner');
    expect(mail.subject).toContain('Wedding');
    expect(mail.text).toContain('Olive Owner invited you to see the wish list "Wedding"');
    expect(mail.html).toContain('Wedding');
    // The link carries the invitation: following it proves the mailbox (E1, E6).
    expect(linkIn(mail.text)).toMatch(/^http:\/\/wishlist\.test\/invitations\/[A-Za-z0-9_-]{40,}$/);
    await server.smtp.waitFor((m) => m.to === 'rex@example.com');
    await server.services.mailWorker.idle();
    const invitationTo = (to: string) =>
      server.smtp.messages.filter((m) => m.to === to && m.text.includes('/invitations/'));
    expect(invitationTo('quinn@example.com')).toHaveLength(1);
    expect(invitationTo('olive@example.com')).toHaveLength(0);

    const overview = await server.request<InvitationsOverview>(
      'GET',
      `/api/lists/${list._id}/invitations`,
      { token: owner.token },
    );
    expect(overview.status).toBe(200);
    expect(overview.body.stats).toEqual({ total: 3, pending: 3, accepted: 0 });
    expect(overview.body.invitations[0]).toEqual({
      id: expect.any(String),
      inviteeEmail: 'pat@example.com',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const reread = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: owner.token,
    });
    expect(reread.body.invitationCount).toBe(3);
  });

  it.each([
    [{ emails: [] }, 'Please enter at least one email address'],
    [{}, 'Emails is required'],
    [{ emails: 'a@example.com' }, 'Emails must be an array of addresses'],
    [{ emails: ['ok@example.com', 'not an email'] }, '"not an email" is not a valid email address'],
    [{ emails: ['ok@example.com', 7] }, 'An entry is not a valid email address'],
    [
      { emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) },
      'At most 50 addresses can be invited at once',
    ],
  ])('refuses %j with 400 "%s" and invites nobody', async (body, message) => {
    const list = await server.list(owner.token);
    const res = await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    const overview = await server.request<InvitationsOverview>(
      'GET',
      `/api/lists/${list._id}/invitations`,
      { token: owner.token },
    );
    expect(overview.body.stats.total).toBe(0);
  });

  it('lets only the invited address see, accept (twice harmlessly) and then open the list', async () => {
    const list = await server.list(owner.token, { name: 'Holidays' });
    await server.putItems(owner.token, list._id, [{ name: 'Gloves' }, { name: 'Book' }]);
    const sam = await server.user({ name: 'Sam', email: 'sam@example.com', verified: true });
    const eve = await server.user({ name: 'Eve' });
    await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['SAM@example.com'] },
    });

    const pending = await server.request<PendingInvitation[]>(
      'GET',
      '/api/lists/invitations/pending',
      { token: sam.token },
    );
    expect(pending.body).toEqual([
      {
        id: expect.any(String),
        invitationToken: expect.any(String),
        listId: list._id,
        listName: 'Holidays',
        inviterName: 'Olive Owner',
        itemCount: 2,
        createdAt: expect.any(String),
      },
    ]);
    expect(
      (await server.request('GET', '/api/lists/invitations/stats', { token: sam.token })).body,
    ).toEqual({ accepted: 0, pending: 1 });
    expect(
      (await server.request('GET', `/api/lists/${list._id}`, { token: sam.token })).status,
    ).toBe(404);

    const token = pending.body[0]!.invitationToken;
    const stolen = await server.request('POST', `/api/lists/invitations/${token}/accept`, {
      token: eve.token,
    });
    expect(stolen.status).toBe(404);
    expect(
      (await server.request('GET', `/api/lists/${list._id}`, { token: eve.token })).status,
    ).toBe(404);

    const accepted = await server.request('POST', `/api/lists/invitations/${token}/accept`, {
      token: sam.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      message: 'Invitation accepted',
      listId: list._id,
      user: { ...sam.user, emailVerified: true },
    });
    expect(
      (await server.request('POST', `/api/lists/invitations/${token}/accept`, { token: sam.token }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.request('POST', '/api/lists/invitations/unknown-token/accept', {
          token: sam.token,
        })
      ).status,
    ).toBe(404);

    expect(
      (await server.request('GET', '/api/lists/invitations/stats', { token: sam.token })).body,
    ).toEqual({ accepted: 1, pending: 0 });
    expect(
      (await server.request('GET', '/api/lists/invitations/pending', { token: sam.token })).body,
    ).toEqual([]);
    const shared = await server.request<WishList[]>('GET', '/api/lists/shared-lists', {
      token: sam.token,
    });
    expect(shared.body.map((l) => l._id)).toEqual([list._id]);
    expect(shared.body[0]!.items).toHaveLength(2);
    const view = await server.request<WishList>('GET', `/api/lists/${list._id}`, {
      token: sam.token,
    });
    expect(view.status).toBe(200);

    const overview = await server.request<InvitationsOverview>(
      'GET',
      `/api/lists/${list._id}/invitations`,
      { token: owner.token },
    );
    expect(overview.body.stats).toEqual({ total: 1, pending: 0, accepted: 1 });
  });

  it('revoking ends access at once, and an unknown invitation is 404', async () => {
    const list = await server.list(owner.token);
    const tia = await server.user({ name: 'Tia' });
    const invitationId = await server.share(owner.token, list._id, tia);
    expect(
      (await server.request('GET', `/api/lists/${list._id}`, { token: tia.token })).status,
    ).toBe(200);

    const revoked = await server.request(
      'DELETE',
      `/api/lists/${list._id}/invitations/${invitationId}`,
      { token: owner.token },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Invitation revoked' });
    expect(
      (await server.request('GET', `/api/lists/${list._id}`, { token: tia.token })).status,
    ).toBe(404);
    expect(
      (await server.request<WishList[]>('GET', '/api/lists/shared-lists', { token: tia.token }))
        .body,
    ).toEqual([]);
    const again = await server.request(
      'DELETE',
      `/api/lists/${list._id}/invitations/${invitationId}`,
      { token: owner.token },
    );
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
  });
});
