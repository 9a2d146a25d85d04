import type { AuthResult } from '@wishlist/core';
import { newId } from '../ids.js';
import { EMAIL_PROOF } from '../modules/auth/email-proof.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { UserRepository } from '../modules/auth/repository.js';
import type { TestServer } from './harness.js';

/**
 * An account put straight into the database, proven, and signed in with its password: what a
 * server whose REGISTRATION refuses the form (S3) already holds.
 */
export async function seedAccount(
  server: TestServer,
  email: string,
  password = 'correct horse',
): Promise<AuthResult> {
  const { db } = server.database;
  const made = await new UserRepository(db).create(db, {
    id: newId(),
    email,
    name: email.split('@')[0] ?? email,
    passwordHash: await hashPassword(password),
    now: server.services.clock.nowIso(),
    emailProof: EMAIL_PROOF.mailbox,
  });
  if (!made) throw new Error(`${email} has an account already`);
  const login = await server.request<AuthResult>('POST', '/api/auth/login', {
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return login.body;
}
