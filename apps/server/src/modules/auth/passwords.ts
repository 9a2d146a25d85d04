import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many hashes run at once: three, so one of libuv's four threads always stays free.
 *
 * argon2 runs on libuv's thread pool, which also opens and reads the files the server sends
 * (the app's scripts) and looks up the mail server's address. Its queue is first come, first
 * served: during a burst of logins, a file read waited behind every hash already queued, and the
 * app's main script took seconds to arrive (`npm run bench:login-burst`). Hashes now wait here
 * instead. Two at a time cost logins part of their rate on two cores; three kept it
 * (docs/performance.md has the figures). A server started with a larger UV_THREADPOOL_SIZE
 * still hashes three at a time.
 */
export const PASSWORD_WORK_CONCURRENCY = 3;

/** The queue hashes and verifications wait in (exported for its test). */
export const passwordWork = pLimit(PASSWORD_WORK_CONCURRENCY);

/**
 * The stored hash of an account that has no password: one made by joining from an invitation
 * (E3), which signs in through a reset link until its owner sets a password. No password
 * verifies against it.
 */
export const NO_PASSWORD = '';

export const hashPassword = (password: string): Promise<string> =>
  passwordWork(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
  return dummyHash;
}
