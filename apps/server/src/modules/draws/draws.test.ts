import type { AuthResult, Circle, Draw, DrawMessage, DrawSummary } from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

/** D1-D3: Secret Santa in a circle, and that nobody learns anyone else's recipient. */
describe(`draws (${dialectName})`, () => {
  let server: TestServer;
  let ann: AuthResult;
  let bob: AuthResult;
  let cat: AuthResult;
  let dan: AuthResult;
  let eve: AuthResult;
  let circle: Circle;
  let childId: string;

  const call = <T>(method: string, path: string, who?: AuthResult, body?: unknown) =>
    server.request<T & { code?: string; message?: string }>(method, path, {
      token: who?.token,
      body,
    });
  const four = () => [ann, bob, cat, dan];
  const nameOf = (id: string) => four().find((who) => who.user.id === id)!.user.name;

  beforeAll(async () => {
    server = await TestServer.start({}, { logs: true });
    ann = await server.user({ name: 'Ann Admin', email: 'ann@example.com', verified: true });
    bob = await server.user({ name: 'Bob Brother', email: 'bob@example.com' });
    cat = await server.user({ name: 'Cat Cousin', email: 'cat@example.com' });
    dan = await server.user({ name: 'Dan Dad', email: 'dan@example.com' });
    eve = await server.user({ name: 'Eve Elsewhere', email: 'eve@example.com' });
    await call('PUT', '/api/auth/preferences', dan, { language: 'de' });
    circle = (await call<Circle>('POST', '/api/circles', ann, { name: 'Family' })).body;
    const since = server.smtp.messages.length;
    await call('POST', `/api/circles/${circle._id}/invite`, ann, {
      emails: [bob, cat, dan].map((who) => who.user.email),
    });
    for (const who of [bob, cat, dan]) {
      const token = await server.linkToken(who.user.email, 'circles/join', since);
      await call('POST', `/api/circles/join/${encodeURIComponent(token)}`, who);
    }
    const added = await call<Circle>('POST', `/api/circles/${circle._id}/managed`, ann, {
      name: 'Kid',
    });
    childId = added.body.members.find((member) => member.managed)!._id;
    // Bob's list in the circle: whoever draws him sees it.
    const list = await server.list(bob.token, { name: 'Bob wants' });
    await call('PUT', `/api/lists/${list._id}`, bob, { circleIds: [circle._id] });
  });
  afterAll(() => server.stop());

  async function newDraw(body: Record<string, unknown> = {}) {
    const created = await call<Draw>('POST', `/api/circles/${circle._id}/draws`, ann, {
      name: 'Christmas',
      participantIds: four().map((who) => who.user.id),
      exclusions: [
        [ann.user.id, bob.user.id],
        [bob.user.id, ann.user.id],
      ],
      budget: 25,
      currency: 'EUR',
      exchangeDate: '2999-12-24',
      ...body,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  /** Whom each of the four drew, each asking for their own. */
  async function recipients(drawId: string): Promise<Map<string, string>> {
    const drawn = new Map<string, string>();
    for (const who of four()) {
      const seen = await call<Draw>('GET', `/api/draws/${drawId}`, who);
      expect(seen.status).toBe(200);
      drawn.set(who.user.id, seen.body.recipient!._id);
    }
    return drawn;
  }

  it('refuses a draw set up by a member, an outsider, or with people outside it', async () => {
    const body = { name: 'X', participantIds: four().map((who) => who.user.id) };
    const path = `/api/circles/${circle._id}/draws`;
    expect((await call('POST', path, bob, body)).body.code).toBe('NOT_CIRCLE_ADMIN');
    expect((await call('POST', path, eve, body)).status).toBe(404);
    const outsider = await call('POST', path, ann, {
      name: 'X',
      participantIds: [ann.user.id, eve.user.id],
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.code).toBe('NOT_IN_CIRCLE');
    const child = await call('POST', path, ann, {
      name: 'X',
      participantIds: [ann.user.id, childId],
    });
    expect(child.body.code).toBe('NOT_IN_CIRCLE');
    const exclusion = await call('POST', path, ann, {
      ...body,
      exclusions: [[ann.user.id, eve.user.id]],
    });
    expect(exclusion.body.code).toBe('EXCLUSION_OUTSIDE');
    const badDate = await call('POST', path, ann, { ...body, exchangeDate: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('Exchange date must be a real date written YYYY-MM-DD');
  });

  it('assigns each one recipient, never themselves nor an excluded one, and mails everyone alike', async () => {
    const draw = await newDraw();
    const since = server.smtp.messages.length;
    expect((await call('POST', `/api/draws/${draw._id}/run`, bob)).status).toBe(403);
    const run = await call<Draw>('POST', `/api/draws/${draw._id}/run`, ann);
    expect(run.status).toBe(200);
    expect(run.body.runs).toBe(1);
    const mails = await Promise.all(
      four().map((who) =>
        server.smtp.waitFor(
          (m) => m.to === who.user.email && server.smtp.messages.indexOf(m) >= since,
        ),
      ),
    );
    // The English three read the same, word for word; Dan's is German; none names a recipient.
    const english = mails.filter((mail) => mail.to !== dan.user.email);
    expect(new Set(english.map((mail) => mail.text)).size).toBe(1);
    expect(english[0]!.subject).toBe('Secret Santa in "Family": see whom you drew');
    expect(english[0]!.text).toContain('Budget: €25.00');
    expect(mails.find((mail) => mail.to === dan.user.email)!.subject).toContain('Wichteln');
    for (const mail of mails)
      for (const who of [bob, cat, dan]) expect(mail.text).not.toContain(who.user.name);

    const drawn = await recipients(draw._id);
    expect(new Set(drawn.values()).size).toBe(4);
    for (const [giver, receiver] of drawn) {
      expect(receiver).not.toBe(giver);
      expect([giver, receiver].sort()).not.toEqual([ann.user.id, bob.user.id].sort());
    }
    // Whoever drew Bob sees his list in the circle.
    const bobsSanta = [...drawn].find(([, receiver]) => receiver === bob.user.id)![0];
    const santaSees = await call<Draw>(
      'GET',
      `/api/draws/${draw._id}`,
      four().find((w) => w.user.id === bobsSanta),
    );
    expect(santaSees.body.recipient?.lists.map((list) => list.name)).toEqual(['Bob wants']);
    // The admin sees who has looked (all four by now) and the exclusions; a member sees none.
    const asAdmin = await call<Draw>('GET', `/api/draws/${draw._id}`, ann);
    expect(asAdmin.body.participants.every((p) => p.seen)).toBe(true);
    expect(asAdmin.body.exclusions).toHaveLength(2);
    expect((await call<Draw>('GET', `/api/draws/${draw._id}`, cat)).body.exclusions).toEqual([]);
    expect((await call('GET', `/api/draws/${draw._id}`, eve)).status).toBe(404);
  });

  it('answers 409 no_valid_draw, saying who cannot be matched, and assigns nothing', async () => {
    const draw = await newDraw({
      participantIds: [ann.user.id, bob.user.id, cat.user.id],
      exclusions: [
        [cat.user.id, ann.user.id],
        [cat.user.id, bob.user.id],
      ],
    });
    const refused = await call('POST', `/api/draws/${draw._id}/run`, ann);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_valid_draw');
    expect(refused.body.message).toBe('No valid draw: Cat Cousin cannot give to anyone');
    const after = await call<Draw>('GET', `/api/draws/${draw._id}`, ann);
    expect(after.body.runs).toBe(0);
    expect(after.body.recipient).toBeNull();
  });

  it('carries messages between a Santa and their recipient without naming the Santa', async () => {
    const draw = await newDraw();
    await call('POST', `/api/draws/${draw._id}/run`, ann);
    const drawn = await recipients(draw._id);
    const santa = cat;
    const recipientId = drawn.get(santa.user.id)!;
    const recipient = four().find((who) => who.user.id === recipientId)!;
    const asked = await call<DrawMessage>('POST', `/api/draws/${draw._id}/messages`, santa, {
      to: 'recipient',
      text: 'Which size?',
    });
    expect(asked.status).toBe(201);
    const answered = await call('POST', `/api/draws/${draw._id}/messages`, recipient, {
      to: 'santa',
      text: 'Medium, thanks!',
    });
    expect(answered.status).toBe(201);
    const santaReads = await call<DrawMessage[]>('GET', `/api/draws/${draw._id}/messages`, santa);
    expect(santaReads.body.map(({ thread, mine, text }) => ({ thread, mine, text }))).toEqual([
      { thread: 'recipient', mine: true, text: 'Which size?' },
      { thread: 'recipient', mine: false, text: 'Medium, thanks!' },
    ]);
    const recipientReads = await call<DrawMessage[]>(
      'GET',
      `/api/draws/${draw._id}/messages`,
      recipient,
    );
    const santaThread = recipientReads.body.filter((message) => message.thread === 'santa');
    expect(santaThread.map(({ mine, text }) => ({ mine, text }))).toEqual([
      { mine: false, text: 'Which size?' },
      { mine: true, text: 'Medium, thanks!' },
    ]);
    const raw = JSON.stringify(recipientReads.body);
    expect(raw).not.toContain(santa.user.id);
    expect(raw).not.toContain(santa.user.name);
    expect(raw).not.toMatch(/T\d\d:\d\d/);
    expect((await call('GET', `/api/draws/${draw._id}/messages`, eve)).status).toBe(404);

    // A conversation holds at most QUOTAS.messagesPerThread, both ways, even sent all at once.
    const max = QUOTAS.messagesPerThread;
    const sends = await Promise.all(
      Array.from({ length: max + 8 }, (_, n) =>
        call('POST', `/api/draws/${draw._id}/messages`, n % 2 ? santa : recipient, {
          to: n % 2 ? 'recipient' : 'santa',
          text: `Note ${n}`,
        }),
      ),
    );
    const refused = sends.filter((sent) => sent.status !== 201);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toMatchObject({
      code: 'MESSAGE_LIMIT',
      message: `A conversation of a draw can hold at most ${max} messages`,
    });
    const kept = (await call<DrawMessage[]>('GET', `/api/draws/${draw._id}/messages`, santa)).body;
    expect(kept.filter((message) => message.thread === 'recipient')).toHaveLength(max);
  });

  it("shows nobody anyone else's recipient: answers, mails and logs stay the same across runs", async () => {
    const draw = await newDraw();
    const runAndCollect = async () => {
      await call('POST', `/api/draws/${draw._id}/run`, ann);
      const seen = new Map<string, string>();
      for (const viewer of four()) {
        const answers: unknown[] = [];
        for (const path of [
          `/api/draws/${draw._id}`,
          `/api/circles/${circle._id}/draws`,
          `/api/circles/${circle._id}`,
          '/api/circles',
          '/api/lists/shared-lists',
          '/api/me/claims',
        ])
          answers.push((await call('GET', path, viewer)).body);
        // Whom they drew is theirs to see; what they see of the draw but that must not change.
        const text = JSON.stringify(answers, (key, value) =>
          ['recipient', 'runAt', 'runs', 'seen', 'updatedAt'].includes(key) ? undefined : value,
        );
        seen.set(viewer.user.id, text);
      }
      return seen;
    };
    const first = await runAndCollect();
    const firstPairs = await recipients(draw._id);
    let second = await runAndCollect();
    let secondPairs = await recipients(draw._id);
    // Until another run changes someone's pair (most runs do).
    for (let n = 0; n < 10 && [...firstPairs].every(([g, r]) => secondPairs.get(g) === r); n++) {
      second = await runAndCollect();
      secondPairs = await recipients(draw._id);
    }
    expect([...firstPairs].some(([g, r]) => secondPairs.get(g) !== r)).toBe(true);
    for (const viewer of four()) expect(second.get(viewer.user.id)).toBe(first.get(viewer.user.id));
    // Nor a log line (every request is logged here): none holds a giver's id beside their recipient's, nor a recipient's name
    // beside "recipient".
    expect(server.logs.some((line) => line.includes(`/api/draws/${draw._id}/run`))).toBe(true);
    for (const pairs of [firstPairs, secondPairs])
      for (const [giver, receiver] of pairs)
        for (const line of server.logs) {
          expect(line.includes(giver) && line.includes(receiver)).toBe(false);
          expect(line).not.toContain(nameOf(receiver));
        }
  });

  it('runs again until the exchange date, telling everyone, and never after', async () => {
    const draw = await newDraw({ exchangeDate: '2000-01-01' });
    expect((await call('POST', `/api/draws/${draw._id}/run`, ann)).status).toBe(200);
    const again = await call('POST', `/api/draws/${draw._id}/run`, ann);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('exchange_passed');
    const later = await newDraw();
    await call('POST', `/api/draws/${later._id}/run`, ann);
    const since = server.smtp.messages.length;
    await call('POST', `/api/draws/${later._id}/run`, ann);
    const told = await server.smtp.waitFor(
      (m) =>
        m.to === cat.user.email &&
        server.smtp.messages.indexOf(m) >= since &&
        m.subject.includes('again'),
    );
    expect(told.subject).toBe('Secret Santa in "Family" was drawn again');
    expect(told.text).toContain('whom you drew before no longer counts');
    const summaries = await call<DrawSummary[]>('GET', `/api/circles/${circle._id}/draws`, bob);
    expect(summaries.body.find((s) => s._id === later._id)?.participating).toBe(true);
    expect((await call('DELETE', `/api/draws/${later._id}`, bob)).status).toBe(403);
    expect((await call('DELETE', `/api/draws/${later._id}`, ann)).status).toBe(200);
    expect((await call('GET', `/api/draws/${later._id}`, bob)).status).toBe(404);
  });
});
