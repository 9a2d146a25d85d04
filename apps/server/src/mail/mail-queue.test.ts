import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../test/databases.js';
import { TestServer } from '../test/harness.js';
import { SmtpSink } from '../test/smtp-sink.js';
import { backoffMs } from './worker.js';

describe(`mail queue through an SMTP outage (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;

  beforeAll(async () => {
    server = await TestServer.start();
    // Verified first, so only the outage's messages are in the queue.
    owner = await server.user({ name: 'Olive', verified: true });
  });
  afterAll(() => server.stop());

  it('keeps invitations and resets while SMTP is down, then delivers each exactly once', async () => {
    const port = server.smtp.port;
    await server.smtp.stop();

    const list = await server.list(owner.token, { name: 'Outage' });
    const invite = await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: owner.token,
      body: { emails: ['down1@example.com', 'down2@example.com'] },
    });
    expect(invite.status).toBe(200);
    const forgot = await server.request('POST', '/api/auth/forgot-password', {
      body: { email: owner.user.email },
    });
    expect(forgot.status).toBe(200);

    // Delivery is attempted and fails (the error is recorded); the messages stay queued.
    const db = server.database.db;
    for (let i = 0; i < 100; i++) {
      const failed = await db
        .selectFrom('mail_queue')
        .select('id')
        .where('last_error', 'is not', null)
        .execute();
      if (failed.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const waiting = await db
      .selectFrom('mail_queue')
      .select(['recipient', 'status', 'last_error'])
      .where('status', '=', 'pending')
      .execute();
    expect(waiting.map((m) => m.recipient).sort()).toEqual(
      ['down1@example.com', 'down2@example.com', owner.user.email].sort(),
    );
    expect(waiting.some((m) => m.last_error !== null)).toBe(true);

    const back = await new SmtpSink().start(port);
    try {
      await back.waitFor((m) => m.to === 'down1@example.com', 15_000);
      await back.waitFor((m) => m.to === 'down2@example.com', 15_000);
      await back.waitFor((m) => m.to === owner.user.email, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.services.mailWorker.idle();
      expect(back.messages.map((m) => m.to).sort()).toEqual(
        ['down1@example.com', 'down2@example.com', owner.user.email].sort(),
      );
      const statuses = await db.selectFrom('mail_queue').select('status').execute();
      expect(statuses.every((m) => m.status === 'sent')).toBe(true);
    } finally {
      await back.stop();
      // The harness stops its own sink at the end: give it one that is running.
      await server.smtp.start(0);
    }
  });

  it('backs off exponentially, capped at 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(600_000);
  });
});
