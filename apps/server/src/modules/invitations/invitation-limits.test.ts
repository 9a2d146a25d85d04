import { type InvitationsOverview, QUOTAS } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../ids.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** Pen test finding 3: invitations as a spam relay. */
describe(`invitations cannot be used to send spam (${dialectName})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  const addresses = (count: number, tag: string) =>
    Array.from({ length: count }, (_, n) => `${tag}${n}@example.com`);
  const invite = (token: string, listId: string, emails: string[]) =>
    server.request<{ message: string; code?: string; invited?: string[] }>(
      'POST',
      `/api/lists/${listId}/invite`,
      { token, body: { emails } },
    );
  const invitationCount = async (token: string, listId: string) =>
    (
      await server.request<InvitationsOverview>('GET', `/api/lists/${listId}/invitations`, {
        token,
      })
    ).body.stats.total;

  it(`lets an unproven account send ${QUOTAS.invitesPerDayUnverified} a day, then 429 with nothing sent`, async () => {
    const owner = await server.user();
    const list = await server.list(owner.token);
    const first = await invite(owner.token, list._id, addresses(15, 'a'));
    expect(first.body.invited).toHaveLength(15);
    await server.services.mailWorker.idle();
    const since = server.smtp.messages.length;
    const over = await invite(owner.token, list._id, addresses(10, 'b'));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'DAILY_LIMIT' });
    expect(over.body.message).toContain('until you confirm your email address');
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(await invitationCount(owner.token, list._id)).toBe(15);
    // What is left of the day's budget can still be used.
    expect((await invite(owner.token, list._id, addresses(5, 'c'))).body.invited).toHaveLength(5);
    expect((await invite(owner.token, list._id, ['d@example.com'])).status).toBe(429);
    await server.services.mailWorker.idle();
    const invitedSince = server.smtp.messages
      .slice(since)
      .filter((m) => m.text.includes('/invitations/'));
    expect(invitedSince.map((m) => m.to).sort()).toEqual(addresses(5, 'c').sort());
  });

  it(`shares one list with at most ${QUOTAS.invitationsPerList} people`, async () => {
    const owner = await server.user({ verified: true });
    const list = await server.list(owner.token);
    // Earlier days' invitations, as the daily budget allows no more in one day.
    const now = new Date().toISOString();
    await server.database.db
      .insertInto('invitations')
      .values(
        addresses(QUOTAS.invitationsPerList - 1, 'earlier').map((email) => ({
          id: newId(),
          list_id: list._id,
          invitee_email: email,
          token: newToken(),
          status: 'pending',
          inviter_id: owner.user.id,
          created_at: now,
        })),
      )
      .execute();
    const over = await invite(owner.token, list._id, ['last1@example.com', 'last2@example.com']);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'INVITATION_LIMIT' });
    expect(await invitationCount(owner.token, list._id)).toBe(QUOTAS.invitationsPerList - 1);
    expect((await invite(owner.token, list._id, ['last1@example.com'])).status).toBe(200);
  });

  it('carries no clickable web address a user typed into a name', async () => {
    const owner = await server.user({ name: 'Win at prize.example', verified: true });
    const list = await server.list(owner.token, {
      name: 'Claim your prize at https://prize.example/win now',
    });
    await invite(owner.token, list._id, ['target@example.com']);
    const mail = await server.smtp.waitFor(
      (m) => m.to === 'target@example.com' && m.text.includes('/invitations/'),
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).toContain('https[:]//prize[.]example/win');
      expect(part).toContain('Win at prize[.]example');
      expect(part).not.toContain('https://prize.example');
    }
  });
  // Last: its 200 e-mails keep the mail queue busy for a while.
  it(`lets a proven account send ${QUOTAS.invitesPerDay} a day`, async () => {
    const owner = await server.user({ verified: true });
    const list = await server.list(owner.token);
    for (let batch = 0; batch < QUOTAS.invitesPerDay / 50; batch++)
      expect((await invite(owner.token, list._id, addresses(50, `v${batch}-`))).status).toBe(200);
    const over = await invite(owner.token, list._id, ['one.more@example.com']);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      `You can send up to ${QUOTAS.invitesPerDay} invitations a day. Please try again tomorrow.`,
    );
    expect(await invitationCount(owner.token, list._id)).toBe(QUOTAS.invitesPerDay);
  });
});
