import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { seedAccount } from '../../test/seed-account.js';

const newcomer = (email: string) => ({ email, password: 'secret1', name: 'New Comer' });

/** Invites `email` to a new list of `owner`'s; answers the token of the e-mail's link. */
async function invite(server: TestServer, owner: AuthResult, email: string): Promise<string> {
  const list = await server.list(owner.token, { name: 'Garden party' });
  const since = server.smtp.messages.length;
  const sent = await server.request('POST', `/api/lists/${list._id}/invite`, {
    token: owner.token,
    body: { emails: [email] },
  });
  expect(sent.status).toBe(200);
  return server.linkToken(email, 'invitations', since);
}

describe('REGISTRATION in the config (S3)', () => {
  it('is open unless set, and takes open, invite or closed', () => {
    expect(loadConfig({}).registration).toBe('open');
    for (const mode of ['open', 'invite', 'closed'] as const)
      expect(loadConfig({ REGISTRATION: ` ${mode} ` }).registration).toBe(mode);
  });

  it('refuses anything else, saying what it takes', () => {
    expect(() => loadConfig({ REGISTRATION: 'invite-only' })).toThrow(
      /REGISTRATION: "invite-only" must be open .*, invite .* or closed/,
    );
  });
});

describe(`registration open by default (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  it('tells the web app, with no sign-in button when no provider is set', async () => {
    const res = await server.request('GET', '/api/auth/options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registration: 'open', oidc: null, supportEmail: null });
  });

  it('answers 404 to the provider sign-in calls', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/oidc/start'],
      ['GET', '/api/auth/oidc/callback?code=x&state=y'],
      ['POST', '/api/auth/oidc/finish'],
    ] as const) {
      const res = await server.request(method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'OIDC_NOT_CONFIGURED' });
    }
  });

  it('lets anyone register, reading no invitation token', async () => {
    const res = await server.request('POST', '/api/auth/register', {
      body: newcomer('anyone@example.com'),
    });
    expect(res.status).toBe(201);
    const withToken = await server.request('POST', '/api/auth/register', {
      body: { ...newcomer('someone@example.com'), invitationToken: 'no-such-token' },
    });
    expect(withToken.status).toBe(201);
  });
});

describe(`registration by invitation (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  beforeAll(async () => {
    server = await TestServer.start({ REGISTRATION: 'invite' });
    owner = await seedAccount(server, 'owner@example.com');
  });
  afterAll(() => server.stop());

  it('tells the web app', async () => {
    expect((await server.request('GET', '/api/auth/options')).body).toEqual({
      registration: 'invite',
      oidc: null,
      supportEmail: null,
    });
  });

  const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.request<AuthResult & { code?: string; message?: string }>('POST', '/api/auth/register', {
      body,
      headers,
    });
  const accountsOf = (...emails: string[]) =>
    server.database.db.selectFrom('users').select('id').where('email', 'in', emails).execute();

  it('refuses everyone without the invitation’s token the same way, invited or not, in their language', async () => {
    // Pen test of issue 42: knowing an invited address was enough to take it (the invitee's
    // link then said "sign in"), and the answer told invited addresses from the others.
    const invitedToken = await invite(server, owner, 'invited@example.com');
    const otherToken = await invite(server, owner, 'other@example.com');
    const refused = [
      newcomer('uninvited@example.com'),
      newcomer('invited@example.com'),
      { ...newcomer('invited@example.com'), invitationToken: otherToken },
      { ...newcomer('invited@example.com'), invitationToken: 'no-such-token' },
      { ...newcomer('uninvited@example.com'), invitationToken: invitedToken },
    ];
    for (const body of refused) {
      const res = await register(body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toEqual({
        code: 'invitation_required',
        message:
          'Registration here is by invitation only. Open the link in your invitation email to create your account.',
      });
    }
    expect(await accountsOf('invited@example.com', 'uninvited@example.com')).toEqual([]);
    const german = await register(newcomer('invited@example.com'), { 'accept-language': 'de' });
    expect(german.body.message).toContain('Einladungs-E-Mail');

    // The invitee's own link still makes their account.
    const joined = await server.request('POST', `/api/invitations/${invitedToken}/join`, {
      body: { name: 'The Invitee' },
    });
    expect(joined.status).toBe(201);
  });

  it('registers with a password holding the invitation’s token, whatever case the e-mail is typed in', async () => {
    const token = await invite(server, owner, 'guest@example.com');
    const res = await register({ ...newcomer(' Guest@Example.com '), invitationToken: token });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'guest@example.com', emailVerified: false });
    // Then, signed in, the invitation page accepts it as for anyone.
    const accepted = await server.request(
      'POST',
      `/api/lists/invitations/${encodeURIComponent(token)}/accept`,
      { token: res.body.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ user: { emailVerified: true } });
  });

  it('refuses the token of a revoked invitation, and a token that is no text with 400', async () => {
    const token = await invite(server, owner, 'revoked@example.com');
    const lists = await server.request<Array<{ _id: string }>>('GET', '/api/lists', {
      token: owner.token,
    });
    for (const list of lists.body) {
      const overview = await server.request<{
        invitations: Array<{ id: string; inviteeEmail: string }>;
      }>('GET', `/api/lists/${list._id}/invitations`, { token: owner.token });
      for (const inv of overview.body.invitations.filter(
        (i) => i.inviteeEmail === 'revoked@example.com',
      ))
        await server.request('DELETE', `/api/lists/${list._id}/invitations/${inv.id}`, {
          token: owner.token,
        });
    }
    const res = await register({ ...newcomer('revoked@example.com'), invitationToken: token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'invitation_required' });
    for (const invitationToken of ['', 42, 'x'.repeat(201)]) {
      const bad = await register({ ...newcomer('revoked@example.com'), invitationToken });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid invitation link');
    }
    expect(await accountsOf('revoked@example.com')).toEqual([]);
  });

  it('lets an invitee join from the invitation’s link (the link is the invitation)', async () => {
    const token = await invite(server, owner, 'joiner@example.com');
    const res = await server.request('POST', `/api/invitations/${token}/join`, {
      body: { name: 'Joiner' },
    });
    expect(res.status).toBe(201);
  });
});

describe(`registration closed (${dialectName})`, () => {
  let server: TestServer;
  let owner: AuthResult;
  beforeAll(async () => {
    server = await TestServer.start({ REGISTRATION: 'closed' });
    owner = await seedAccount(server, 'owner@example.com');
  });
  afterAll(() => server.stop());

  it('tells the web app', async () => {
    expect((await server.request('GET', '/api/auth/options')).body).toEqual({
      registration: 'closed',
      oidc: null,
      supportEmail: null,
    });
  });

  it('refuses every registration with 403 registration_closed, invited or not, and makes no account', async () => {
    await invite(server, owner, 'invited@example.com');
    for (const email of ['stranger@example.com', 'invited@example.com']) {
      const res = await server.request('POST', '/api/auth/register', { body: newcomer(email) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'registration_closed',
        message: 'Registration is closed: new accounts cannot be created here.',
      });
    }
    const made = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['stranger@example.com', 'invited@example.com'])
      .execute();
    expect(made).toEqual([]);
  });

  it('refuses joining from an invitation’s link, and still sends an existing account to sign in', async () => {
    const token = await invite(server, owner, 'joiner@example.com');
    const join = await server.request('POST', `/api/invitations/${token}/join`, {
      body: { name: 'Joiner' },
    });
    expect(join.status).toBe(403);
    expect(join.body).toMatchObject({ code: 'registration_closed' });

    await seedAccount(server, 'member@example.com');
    const memberToken = await invite(server, owner, 'member@example.com');
    const member = await server.request('POST', `/api/invitations/${memberToken}/join`, {
      body: { name: 'Member' },
    });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({ code: 'sign_in_required' });
  });

  it('still lets existing accounts sign in', async () => {
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: 'owner@example.com', password: 'correct horse' },
    });
    expect(login.status).toBe(200);
  });
});

describe('OIDC_* in the config (S2)', () => {
  const all = {
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'wishlist',
    OIDC_CLIENT_SECRET: 'secret',
  };

  it('is off unless set, and on with all three (OIDC_NAME names the button)', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({ ...all, OIDC_NAME: 'Example ID' }).oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'wishlist',
      clientSecret: 'secret',
      name: 'Example ID',
    });
  });

  it('refuses one or two of the three, naming the missing ones, and an issuer that is no http(s) URL', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems.join('\n');
      }
      return '';
    };
    expect(problems({ OIDC_ISSUER: all.OIDC_ISSUER })).toMatch(
      /^OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: .* together/,
    );
    expect(problems({ ...all, OIDC_CLIENT_SECRET: ' ' })).toMatch(/^OIDC_CLIENT_SECRET: /);
    expect(problems({ ...all, OIDC_ISSUER: 'id.example.com' })).toMatch(
      /^OIDC_ISSUER: "id.example.com" is not an http\(s\) URL/,
    );
  });
});
