import type { User } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../../test/databases.js';
import { freePort } from '../../../test/free-port.js';
import { TestServer } from '../../../test/harness.js';
import {
  CALLBACK,
  failureOf,
  finish,
  handOffCode,
  signedInThroughProvider,
  signInThroughProvider,
} from '../../../test/oidc-flow.js';
import { browse, CookieJar, TestProvider } from '../../../test/oidc-provider.js';
import { seedAccount } from '../../../test/seed-account.js';

/** S2 against a real provider on loopback, driven over HTTP as a browser would. */
describe(`sign-in through an OpenID Connect provider (${dialectName})`, () => {
  let provider: TestProvider;
  let server: TestServer;
  const settings = (issuer: string) => ({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'wishlist',
    OIDC_CLIENT_SECRET: 'a-client-secret-only-the-provider-knows',
    OIDC_NAME: 'Test ID',
  });

  beforeAll(async () => {
    provider = await TestProvider.start({
      clientId: 'wishlist',
      clientSecret: 'a-client-secret-only-the-provider-knows',
      redirectUri: CALLBACK,
      accounts: [
        { id: 'nora', email: 'Nora.New@Example.COM', emailVerified: true, name: 'Nora New' },
        { id: 'carol', email: 'CAROL@example.com', emailVerified: true, givenName: 'Carol' },
        { id: 'vic', email: 'vic@example.com', emailVerified: true, name: 'Vic' },
        { id: 'ulla', email: 'ulla@example.com', emailVerified: false, name: 'Ulla' },
        { id: 'sam', email: 'sam@example.com', emailVerified: 'true', name: 'Sam' },
        { id: 'nomail', name: 'No Mail' },
        { id: 'pat', email: 'pat@example.com', emailVerified: true },
        { id: 'zed', email: 'zed@example.com', emailVerified: true, name: 'Zed' },
        { id: 'joy', email: 'joy@example.com', emailVerified: true, name: 'Joy' },
      ],
    });
    server = await TestServer.start(settings(provider.issuer));
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  const me = async (token: string) =>
    server.request<{ user: User }>('GET', '/api/auth/me', { token });
  const accountOf = (email: string) =>
    server.database.db
      .selectFrom('users')
      .select(['id', 'name', 'language'])
      .where('email', '=', email)
      .executeTakeFirst();

  it('tells the web app that the button is on, and what to call it', async () => {
    const res = await server.request('GET', '/api/auth/options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      registration: 'open',
      oidc: { name: 'Test ID' },
      supportEmail: null,
    });
  });

  it('starts with PKCE (S256), state and nonce, keeping them in a short-lived signed cookie', async () => {
    const jar = new CookieJar();
    const start = await browse(jar, new URL(`${server.baseUrl}/api/auth/oidc/start`));
    expect(start.status).toBe(302);
    const to = new URL(start.headers.get('location') ?? '');
    expect(to.origin).toBe(provider.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'wishlist',
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const cookie = start.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^wishlist_oidc=[\w-]+\.[\w-]+; Max-Age=600; Path=\/api\/auth\/oidc;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // The verifier and the state are not readable from the address the provider is given.
    expect(to.href).not.toContain(jar.get('wishlist_oidc') ?? '-');
  });

  it('creates an account for a new verified e-mail, lower-cased, named by the provider, and hands it over once', async () => {
    const back = await signInThroughProvider(server, { login: 'nora', next: '/lists/abc' });
    expect(back.location.searchParams.get('next')).toBe('/lists/abc');
    // The bearer token is never in an address: a one-time code in the fragment is.
    const code = handOffCode(back);
    expect(back.location.href).not.toMatch(/token|eyJ/);

    // Only the browser the code was handed to can trade it (no signing a victim in to one's
    // own account with a link); the attempt does not spend it.
    expect((await finish(server, code)).status).toBe(404);
    const done = await finish(server, code, back.jar);
    expect(done.status).toBe(200);
    expect(done.body.user).toEqual({
      id: expect.any(String),
      email: 'nora.new@example.com',
      name: 'Nora New',
      emailVerified: true,
      hasPassword: false,
    });
    expect((await me(done.body.token)).body.user.id).toBe(done.body.user.id);

    const again = await finish(server, code, back.jar);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      code: 'INVALID_SIGN_IN_CODE',
      message: 'This sign-in link is invalid or has already been used.',
    });
  });

  it('names an account by given_name, else by the e-mail', async () => {
    await signedInThroughProvider(server, { login: 'pat' });
    expect(await accountOf('pat@example.com')).toMatchObject({ name: 'pat' });
  });

  it('signs in the existing account of the e-mail, whatever its case, and proves an unproven one', async () => {
    const carol = await server.user({ email: 'carol@example.com', name: 'Carol Old' });
    expect(carol.user.emailVerified).toBe(false);

    const session = await signedInThroughProvider(server, { login: 'carol' });
    expect(session.user).toMatchObject({
      id: carol.user.id,
      email: 'carol@example.com',
      name: 'Carol Old',
      emailVerified: true,
    });
    // Nobody had proven the password or the sessions were the mailbox owner's: they end.
    expect(session.user.hasPassword).toBe(false);
    expect((await me(carol.token)).status).toBe(401);
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: 'carol@example.com', password: carol.password },
    });
    expect(login.status).toBe(401);
    expect((await me(session.token)).status).toBe(200);
  });

  it('proves the mailbox of an account that only followed an invitation link, ending what that link made', async () => {
    // Joined from one owner's link, which anyone it was forwarded to could hold.
    const [first, second] = await Promise.all([server.user(), server.user()]);
    const tokens: string[] = [];
    for (const [owner, name] of [
      [first, 'First list'],
      [second, 'Second list'],
    ] as const) {
      const list = await server.list(owner.token, { name });
      const since = server.smtp.messages.length;
      await server.request('POST', `/api/lists/${list._id}/invite`, {
        token: owner.token,
        body: { emails: ['joy@example.com'] },
      });
      tokens.push(await server.linkToken('joy@example.com', 'invitations', since));
    }
    const joined = await server.request<{ token: string; user: User }>(
      'POST',
      `/api/invitations/${encodeURIComponent(tokens[0] ?? '')}/join`,
      { body: { name: 'Joy' } },
    );
    const pending = (token: string) =>
      server.request<Array<{ listName: string }>>('GET', '/api/lists/invitations/pending', {
        token,
      });
    expect((await pending(joined.body.token)).body).toEqual([]);

    const session = await signedInThroughProvider(server, { login: 'joy' });
    expect(session.user).toMatchObject({ id: joined.body.user.id, emailVerified: true });
    expect((await me(joined.body.token)).status).toBe(401);
    expect((await pending(session.token)).body.map((p) => p.listName)).toEqual(['Second list']);
  });

  it('leaves a proven account its password and sessions', async () => {
    const vic = await server.user({ email: 'vic@example.com', name: 'Vic', verified: true });
    const session = await signedInThroughProvider(server, { login: 'vic' });
    expect(session.user).toMatchObject({ id: vic.user.id, hasPassword: true });
    expect((await me(vic.token)).status).toBe(200);
  });

  it.each([
    ['ulla', 'email_verified is false', 'ulla@example.com'],
    ['sam', 'email_verified is the string "true"', 'sam@example.com'],
    ['nomail', 'there is no e-mail', undefined],
  ])(
    'refuses %s (%s): the sign-in page says why, and no account is made',
    async (login, _why, email) => {
      const back = await signInThroughProvider(server, { login });
      expect(failureOf(back)).toBe('email_unverified');
      if (email) expect(await accountOf(email)).toBeUndefined();
    },
  );

  it('refuses an answer whose state was changed, or a sign-in without its cookie, or with a forged one', async () => {
    const tampered: Array<(answer: URL, jar: CookieJar) => URL> = [
      (answer) => {
        answer.searchParams.set('state', `${answer.searchParams.get('state')}x`);
        return answer;
      },
      (answer, jar) => {
        jar.set('wishlist_oidc', '', '/');
        return answer;
      },
      (answer, jar) => {
        const [payload = '', signature = ''] = (jar.get('wishlist_oidc') ?? '').split('.');
        const sealed = JSON.parse(Buffer.from(payload, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...sealed, next: '/x' })).toString('base64url');
        jar.set('wishlist_oidc', `${forged}.${signature}`, '/api/auth/oidc');
        return answer;
      },
    ];
    for (const tamper of tampered) {
      const back = await signInThroughProvider(server, { login: 'zed', tamper });
      expect(failureOf(back)).toBe('expired');
    }
    expect(await accountOf('zed@example.com')).toBeUndefined();
  });

  it('says so when the person cancels at the provider', async () => {
    const back = await signInThroughProvider(server, {
      login: 'zed',
      deny: true,
      next: '/my-gifts',
    });
    expect(failureOf(back)).toBe('access_denied');
    expect(back.location.searchParams.get('next')).toBe('/my-gifts');
  });

  it('refuses a code that was never handed out, or one that is not text', async () => {
    expect((await finish(server, 'no-such-code')).status).toBe(404);
    const wrong = await server.request('POST', '/api/auth/oidc/finish', { body: { code: 42 } });
    expect(wrong.status).toBe(400);
  });

  describe('across processes', () => {
    let other: TestServer;
    beforeAll(async () => {
      // Same settings and secret: another process behind the load balancer.
      other = await TestServer.start(settings(provider.issuer));
    });
    afterAll(() => other?.stop());

    it('finishes a sign-in started on another process: nothing of it was kept in memory', async () => {
      const session = await signedInThroughProvider(server, {
        login: 'zed',
        callbackServer: other,
      });
      expect(session.user.email).toBe('zed@example.com');
    });
  });

  describe('when registration is closed', () => {
    let closed: TestServer;
    beforeAll(async () => {
      closed = await TestServer.start({ ...settings(provider.issuer), REGISTRATION: 'closed' });
    });
    afterAll(() => closed?.stop());

    it('refuses a new e-mail with registration_closed and makes no account', async () => {
      const back = await signInThroughProvider(closed, { login: 'nora' });
      expect(failureOf(back)).toBe('registration_closed');
      const row = await closed.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'nora.new@example.com')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });
  });

  describe('when registration is by invitation', () => {
    let invite: TestServer;
    beforeAll(async () => {
      invite = await TestServer.start({ ...settings(provider.issuer), REGISTRATION: 'invite' });
    });
    afterAll(() => invite?.stop());

    it('refuses a new e-mail without an invitation, and makes the account of one with an invitation pending', async () => {
      expect(failureOf(await signInThroughProvider(invite, { login: 'nora' }))).toBe(
        'invitation_required',
      );

      const owner = await seedAccount(invite, 'owner@example.com');
      const list = await invite.list(owner.token, { name: 'Wedding' });
      const sent = await invite.request('POST', `/api/lists/${list._id}/invite`, {
        token: owner.token,
        body: { emails: ['nora.new@example.com'] },
      });
      expect(sent.status).toBe(200);

      const nora = await signedInThroughProvider(invite, { login: 'nora' });
      expect(nora.user).toMatchObject({ email: 'nora.new@example.com', emailVerified: true });
      // A proven mailbox sees its invitation at once.
      const pending = await invite.request<Array<{ listName: string }>>(
        'GET',
        '/api/lists/invitations/pending',
        { token: nora.token },
      );
      expect(pending.body.map((p) => p.listName)).toEqual(['Wedding']);
    });
  });

  describe('when the provider cannot be reached', () => {
    let stranded: TestServer;
    beforeAll(async () => {
      // A port nothing listens on.
      stranded = await TestServer.start(settings(`http://127.0.0.1:${await freePort()}`));
    });
    afterAll(() => stranded?.stop());

    it('sends the browser back to the sign-in page with a reason, not an error page', async () => {
      const start = await browse(
        new CookieJar(),
        new URL(`${stranded.baseUrl}/api/auth/oidc/start`),
      );
      expect(start.status).toBe(302);
      const location = new URL(start.headers.get('location') ?? '');
      expect(failureOf({ location })).toBe('unavailable');
    });
  });
});
