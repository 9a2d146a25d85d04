import type { SignInOptions } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';

describe('SUPPORT_EMAIL', () => {
  it('is unset by default, read trimmed and lower-cased, and refused when not an address', () => {
    expect(loadConfig({}).supportEmail).toBeUndefined();
    expect(loadConfig({ SUPPORT_EMAIL: '  ' }).supportEmail).toBeUndefined();
    expect(loadConfig({ SUPPORT_EMAIL: ' Help@Family.example ' }).supportEmail).toBe(
      'help@family.example',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(
      'SUPPORT_EMAIL: "nobody" is not an e-mail address',
    );
  });
});

describe(`the sign-in options name the support address (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start({ SUPPORT_EMAIL: 'help@family.example' });
  });
  afterAll(() => server.stop());

  it('to anyone, signed in or not', async () => {
    const res = await server.request<SignInOptions>('GET', '/api/auth/options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      registration: 'open',
      oidc: null,
      supportEmail: 'help@family.example',
    });
  });
});
