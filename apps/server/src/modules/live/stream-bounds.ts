import { AppError } from '../../errors.js';
import type { MessageKey } from '../../i18n/catalogs.js';
import { msg } from '../../i18n/message.js';

/** How many streams one process holds open: for one account, one client address, in all. */
export interface StreamCaps {
  perAccount: number;
  perAddress: number;
  perProcess: number;
}

/**
 * A 429 that says which cap was reached. Not a 401 or 403: the web app signs out on those, and
 * a full server is no reason to end anyone's session. The web app waits and asks again.
 */
const refusal = (code: string, key: MessageKey) =>
  new AppError(429, code, msg(key), { 'retry-after': '30' });

function add(counts: Map<string, number>, key: string, by: number): void {
  const left = (counts.get(key) ?? 0) + by;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The streams open in this process, counted by account, by client address and in all. The
 * account's cap is checked first, then the address's, then the process's, so a refusal names
 * the narrowest reason: someone with twenty tabs of their own is told about their tabs, not
 * that the server is full.
 */
export class StreamBounds {
  private total = 0;
  private readonly accounts = new Map<string, number>();
  private readonly addresses = new Map<string, number>();

  constructor(readonly caps: StreamCaps) {}

  /**
   * Takes a place for a stream of `account` from `address`, or throws the refusal of the
   * first cap reached; answers the function that gives the place back (once).
   */
  take(account: string, address: string): () => void {
    if ((this.accounts.get(account) ?? 0) >= this.caps.perAccount)
      throw refusal('too_many_streams', 'server.live.tooManyStreams');
    if ((this.addresses.get(address) ?? 0) >= this.caps.perAddress)
      throw refusal('too_many_streams_here', 'server.live.tooManyStreamsHere');
    if (this.total >= this.caps.perProcess)
      throw refusal('streams_full', 'server.live.streamsFull');
    this.total += 1;
    add(this.accounts, account, 1);
    add(this.addresses, address, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      add(this.accounts, account, -1);
      add(this.addresses, address, -1);
    };
  }

  /** Streams open: all of them, or `account`'s. */
  size(account?: string): number {
    return account === undefined ? this.total : (this.accounts.get(account) ?? 0);
  }
}
