import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { linkIn } from '../../test/smtp-sink.js';

describe(`accounts (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  describe('POST /api/auth/register', () => {
    it('creates an account with a trimmed, lower-cased e-mail and a trimmed name', async () => {
      const res = await server.request<AuthResult>('POST', '/api/auth/register', {
        body: { email: '  Carol.Smith@Example.COM ', password: 'secret1', name: '  Carol  ' },
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({
        id: expect.any(String),
        email: 'carol.smith@example.com',
        name: 'Carol',
        emailVerified: false,
        hasPassword: true,
      });
      expect(res.body.token.split('.')).toHaveLength(3);
      const me = await server.request('GET', '/api/lists', { token: res.body.token });
      expect(me.status).toBe(200);
    });

    it.each([
      [{ password: 'secret1', name: 'Dan' }, 'Email is required'],
      [
        { email: 'not-an-email', password: 'secret1', name: 'Dan' },
        'Email must be a valid email address',
      ],
      [{ email: 'dan@example.com', name: 'Dan' }, 'Password is required'],
      [
        { email: 'dan@example.com', password: '12345', name: 'Dan' },
        'Password must be at least 6 characters long',
      ],
      [
        { email: 'dan@example.com', password: 'x'.repeat(129), name: 'Dan' },
        'Password must be at most 128 characters long',
      ],
      [{ email: 'dan@example.com', password: 'secret1' }, 'Name is required'],
      [
        { email: 'dan@example.com', password: 'secret1', name: ' D ' },
        'Name must be at least 2 characters long',
      ],
      [
        { email: 'dan@example.com', password: 'secret1', name: 'D'.repeat(51) },
        'Name must be less than 50 characters long',
      ],
      [{ email: 42, password: 'secret1', name: 'Dan' }, 'Email must be a string'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await server.request('POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
      const login = await server.request('POST', '/api/auth/login', {
        body: { email: 'dan@example.com', password: 'secret1' },
      });
      expect(login.status).toBe(401);
    });

    it('answers 409 for an e-mail already registered, in any case', async () => {
      await server.user({ email: 'erin@example.com' });
      const res = await server.request('POST', '/api/auth/register', {
        body: { email: 'ERIN@example.com', password: 'another1', name: 'Erin Two' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
      });
      const login = await server.request('POST', '/api/auth/login', {
        body: { email: 'erin@example.com', password: 'another1' },
      });
      expect(login.status).toBe(401);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, in any e-mail case', async () => {
      const user = await server.user({ email: 'fay@example.com', password: 'fay-password' });
      const res = await server.request<AuthResult>('POST', '/api/auth/login', {
        body: { email: ' FAY@example.com', password: 'fay-password' },
      });
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual(user.user);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      await server.user({ email: 'gus@example.com', password: 'gus-password' });
      const wrong = await server.request('POST', '/api/auth/login', {
        body: { email: 'gus@example.com', password: 'nope-nope' },
      });
      const unknown = await server.request('POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'nope-nope' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({
        message: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('refuses a body with no password with 400', async () => {
      const res = await server.request('POST', '/api/auth/login', {
        body: { email: 'gus@example.com' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Password is required' });
    });

    it('locks an e-mail after 10 failed logins in 15 minutes, even with the right password', async () => {
      await server.user({ email: 'hal@example.com', password: 'hal-password' });
      for (let i = 0; i < 10; i++) {
        const res = await server.request('POST', '/api/auth/login', {
          body: { email: 'hal@example.com', password: `wrong-${i}` },
        });
        expect(res.status).toBe(401);
      }
      const locked = await server.request('POST', '/api/auth/login', {
        body: { email: 'hal@example.com', password: 'hal-password' },
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('tokens', () => {
    it.each([
      ['no header', undefined],
      ['a malformed token', 'Bearer not.a.jwt'],
      [
        'a token signed with another key',
        'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.c2lnbmF0dXJl',
      ],
      [
        'alg none',
        `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x","ver":0}').toString('base64url')}.`,
      ],
      ['a basic scheme', 'Basic dXNlcjpwYXNz'],
    ])('answers 401 for %s', async (_label, authorization) => {
      const res = await server.request('GET', '/api/lists', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    });

    it('answers 401 for a token whose payload was tampered with', async () => {
      const victim = await server.user();
      const attacker = await server.user();
      const [header, , signature] = attacker.token.split('.');
      const payload = Buffer.from(JSON.stringify({ sub: victim.user.id, ver: 0 })).toString(
        'base64url',
      );
      const res = await server.request('GET', '/api/lists', {
        headers: { authorization: `Bearer ${header}.${payload}.${signature}` },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('forgot and reset password, through real e-mail', () => {
    it('answers the same for known and unknown e-mails and mails a working single-use link', async () => {
      const ivy = await server.user({ email: 'ivy@example.com', password: 'old-password' });
      const known = await server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'IVY@example.com' },
      });
      const unknown = await server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'ghost@example.com' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);

      const mail = await server.smtp.waitFor(
        (m) => m.to === 'ivy@example.com' && /reset/i.test(m.subject),
      );
      expect(mail.text).toContain('Hello User');
      expect(mail.html).toContain('Choose a new password');
      const link = linkIn(mail.text);
      expect(link).toMatch(/^http:\/\/wishlist\.test\/reset-password\/[A-Za-z0-9_-]{40,}$/);
      const token = decodeURIComponent(link.split('/reset-password/')[1]!);

      const reset = await server.request('POST', '/api/auth/reset-password', {
        body: { token, password: 'new-password' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({ message: expect.any(String) });

      // The old session ends; the old password no longer works; the new one does.
      expect((await server.request('GET', '/api/lists', { token: ivy.token })).status).toBe(401);
      expect(
        (
          await server.request('POST', '/api/auth/login', {
            body: { email: 'ivy@example.com', password: 'old-password' },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await server.request('POST', '/api/auth/login', {
            body: { email: 'ivy@example.com', password: 'new-password' },
          })
        ).status,
      ).toBe(200);

      // Used once only.
      const again = await server.request('POST', '/api/auth/reset-password', {
        body: { token, password: 'third-password' },
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
      expect(server.smtp.messages.some((m) => m.to === 'ghost@example.com')).toBe(false);
    });

    it('refuses an unknown token and a short password with 400, changing nothing', async () => {
      await server.user({ email: 'jay@example.com', password: 'jay-password' });
      const bad = await server.request('POST', '/api/auth/reset-password', {
        body: { token: 'made-up', password: 'whatever1' },
      });
      expect(bad.status).toBe(400);
      const short = await server.request('POST', '/api/auth/reset-password', {
        body: { token: 'made-up', password: '123' },
      });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ message: 'Password must be at least 6 characters long' });
      const missing = await server.request('POST', '/api/auth/reset-password', {
        body: { password: 'whatever1' },
      });
      expect(missing.body).toMatchObject({ message: 'Invalid reset link' });
      expect(
        (
          await server.request('POST', '/api/auth/login', {
            body: { email: 'jay@example.com', password: 'jay-password' },
          })
        ).status,
      ).toBe(200);
    });

    it('refuses an expired token', async () => {
      await server.user({ email: 'kim@example.com', password: 'kim-password' });
      await server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'kim@example.com' },
      });
      const token = await server.linkToken('kim@example.com', 'reset-password');
      await server.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await server.request('POST', '/api/auth/reset-password', {
        body: { token, password: 'new-password' },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('updates the trimmed name and answers {user}', async () => {
      const leo = await server.user();
      const res = await server.request('PUT', '/api/auth/profile', {
        token: leo.token,
        body: { name: '  Leo Lion ' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: { ...leo.user, name: 'Leo Lion' } });
    });

    it.each([
      [{ name: 'L' }, 'Name must be at least 2 characters long'],
      [{ name: 'L'.repeat(51) }, 'Name must be less than 50 characters long'],
      [{}, 'Name is required'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const leo = await server.user({ name: 'Original' });
      const res = await server.request('PUT', '/api/auth/profile', { token: leo.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
      const login = await server.request<AuthResult>('POST', '/api/auth/login', {
        body: { email: leo.user.email, password: leo.password },
      });
      expect(login.body.user.name).toBe('Original');
    });

    it('requires a token', async () => {
      expect(
        (await server.request('PUT', '/api/auth/profile', { body: { name: 'Someone' } })).status,
      ).toBe(401);
    });
  });
});

describe(`rate limits per client address (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => server.stop());

  it.each([
    ['/api/auth/register', { email: 'x@example.com', password: 'short' }],
    ['/api/auth/login', { email: 'x@example.com', password: 'wrong1' }],
    ['/api/auth/forgot-password', { email: 'x@example.com' }],
  ])('answers 429 with Retry-After past AUTH_RATE_LIMIT on %s', async (path, body) => {
    for (let i = 0; i < 3; i++) {
      expect((await server.request('POST', path, { body })).status).not.toBe(429);
    }
    const limited = await server.request('POST', path, { body });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many/),
    });
  });
});
