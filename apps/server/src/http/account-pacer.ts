import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * An answer or a body this big takes the event loop long enough to keep others waiting (a
 * dashboard of a hundred lists is about a third of it).
 */
export const HEAVY_BYTES = 512 * 1024;
/** What one account's big answers and bodies may average, and how far it may run ahead. */
export const PACE = { bytesPerSecond: 2_000_000, burstBytes: 4_000_000 } as const;
/** Accounts remembered: a few hundred bytes each. */
const MAX_ACCOUNTS = 10_000;

interface Account {
  /** Bytes of big work not yet paid back; paid back at `bytesPerSecond`. */
  debt: number;
  at: number;
  /** Answer keys whose last answer was big, and the one being worked out for each. */
  heavy: Map<string, Promise<unknown> | undefined>;
}

/**
 * Big work is paced per account, so that no account, however it is filled, can keep the
 * event loop from everyone else: the answers it has worked out (a cached answer costs nothing
 * and is not counted) and the request bodies it sends may, when big, average
 * 2 MB/s after a burst of 4 MB, and big answers are worked out one at a time per route. Past
 * that its requests wait their turn; they are not refused, and small ones, nearly all of them,
 * never wait or cost anything but a lookup.
 */
export class AccountPacer {
  private readonly accounts = new LRUCache<string, Account>({ max: MAX_ACCOUNTS });

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly pause: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /**
   * Works out `answer` for `account`'s request `key`. A key whose last answer was big waits for
   * the account's pace and for the same key's answer in progress, then pays for its own.
   */
  async answer(account: string, key: string, answer: () => Promise<string>): Promise<string> {
    const state = this.accounts.get(account);
    if (!state?.heavy.has(key)) return this.measure(account, key, answer());
    for (let ahead = state.heavy.get(key); ahead; ahead = state.heavy.get(key)) {
      await ahead.catch(() => {});
    }
    const mine = this.wait(account).then(() => this.measure(account, key, answer()));
    state.heavy.set(key, mine);
    try {
      return await mine;
    } finally {
      if (state.heavy.get(key) === mine) state.heavy.set(key, undefined);
    }
  }

  /** Before a request body of `bytes` is read: a big one waits for the account's pace. */
  async body(account: string, bytes: number): Promise<void> {
    if (bytes <= HEAVY_BYTES) return;
    await this.wait(account);
    this.charge(this.state(account), bytes);
  }

  private async measure(account: string, key: string, answer: Promise<string>): Promise<string> {
    const json = await answer;
    // Characters, not bytes: an estimate of the work is all the pace needs.
    if (json.length > HEAVY_BYTES) {
      const state = this.state(account);
      if (!state.heavy.has(key)) state.heavy.set(key, undefined);
      this.charge(state, json.length);
    } else {
      this.accounts.get(account)?.heavy.delete(key);
    }
    return json;
  }

  /** Waits until the account's debt is back within its burst. */
  private async wait(account: string): Promise<void> {
    const state = this.accounts.get(account);
    if (!state) return;
    const over = this.settle(state) - PACE.burstBytes;
    if (over > 0) await this.pause((over / PACE.bytesPerSecond) * 1000);
  }

  private charge(state: Account, bytes: number): void {
    state.debt = this.settle(state) + bytes;
  }

  /** The debt left now, what has been paid back since it was last counted taken off. */
  private settle(state: Account): number {
    const now = this.now();
    state.debt = Math.max(0, state.debt - ((now - state.at) / 1000) * PACE.bytesPerSecond);
    state.at = now;
    return state.debt;
  }

  private state(account: string): Account {
    let state = this.accounts.get(account);
    if (!state) {
      state = { debt: 0, at: this.now(), heavy: new Map() };
      this.accounts.set(account, state);
    }
    return state;
  }
}

/**
 * Paces big request bodies before they are read (and parsed, the costly part): by the account
 * `accountOf` finds for the request's credentials, when it finds one. A body sent in chunks,
 * whose size is not said, is counted at `bodyLimit`.
 */
export function registerBodyPacing(
  app: FastifyInstance,
  pacer: AccountPacer,
  accountOf: (authorization: string) => Promise<string | undefined>,
  bodyLimit: number,
): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const { authorization } = request.headers;
    const declared = request.headers['content-length'];
    const bytes =
      declared !== undefined
        ? Number(declared)
        : request.headers['transfer-encoding'] !== undefined
          ? bodyLimit
          : 0;
    // Nearly every request: nothing to wait for, and no promise made.
    if (!(bytes > HEAVY_BYTES) || authorization === undefined) return done(null, payload);
    accountOf(authorization)
      .then((account) => (account === undefined ? undefined : pacer.body(account, bytes)))
      .then(
        () => done(null, payload),
        () => done(null, payload),
      );
  });
}
