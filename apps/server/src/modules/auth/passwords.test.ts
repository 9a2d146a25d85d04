import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_WORK_CONCURRENCY,
  passwordWork,
  verifyPassword,
} from './passwords.js';

describe('password hashing', () => {
  it('runs at most PASSWORD_WORK_CONCURRENCY hashes at once, leaving a thread of the pool free', async () => {
    // libuv's pool has four threads unless told otherwise: one must stay free.
    expect(PASSWORD_WORK_CONCURRENCY).toBeLessThan(4);
    const extra = 3;
    const hashes = Array.from({ length: PASSWORD_WORK_CONCURRENCY + extra }, (_, n) =>
      hashPassword(`password-number-${n}`),
    );
    // p-limit starts a queued task a microtask later: let those run, then count.
    await Promise.resolve();
    await Promise.resolve();
    expect(passwordWork.activeCount).toBe(PASSWORD_WORK_CONCURRENCY);
    expect(passwordWork.pendingCount).toBe(extra);

    const done = await Promise.all(hashes);
    expect(passwordWork.activeCount).toBe(0);
    expect(passwordWork.pendingCount).toBe(0);
    // Each waited its turn and is still a real hash of its own password.
    expect(await verifyPassword(done[extra]!, `password-number-${extra}`)).toBe(true);
    expect(await verifyPassword(done[extra]!, 'password-number-0')).toBe(false);
  });

  it('answers false, not an error, for a stored hash it cannot read', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever-password')).toBe(false);
  });
});
