import { LRUCache } from 'lru-cache';
import type { ChangeEpoch } from '../db/change-epoch.js';

/** Bytes of cached answers: 4 MB, a thousand lists of 4 KB. */
const DEFAULT_MAX_BYTES = 4_000_000;

/**
 * Cached answers: answers worked out from the database alone, cached for as long as the database
 * has not changed.
 */
export interface AnswerCache {
  /**
   * The answer cached under `key` if nothing has changed since it was worked out, otherwise the
   * answer `produce` works out now (and caches), as UTF-8 bytes ready to send. The key must name
   * everything the answer depends on besides the database: the token (its holder, version and
   * revocation), the route and its parameters.
   */
  cached(key: string, produce: () => Promise<string>): Promise<Buffer>;
}

/**
 * The answer's bytes in memory of their own. (`Buffer.from` would cut a short answer from a
 * shared 8 KB slab, and a cached answer would hold the whole slab.) Cached as bytes, an answer
 * is sent as it is; cached as text, each send measured and encoded it again, most of the work of
 * sending a big answer (figures in the history of docs/performance.md: git log -p).
 */
function bytesOf(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/**
 * A wish list is opened far more often than anything changes. While the change epoch stands
 * still, the same call gets the same answer: it is cached, and the next such call costs an epoch
 * read and a lookup instead of the token, access, list and item reads. Any write, by this process
 * or another, moves the epoch and empties the cache at the next call; an answer is cached under
 * the epoch read before its first read of the database, so it is never older than that epoch.
 * Least recently used answers go first when the budget is spent.
 */
export class EpochAnswerCache implements AnswerCache {
  private readonly entries: LRUCache<string, Buffer>;
  private epoch = -1;

  constructor(
    private readonly changes: ChangeEpoch,
    maxBytes = DEFAULT_MAX_BYTES,
  ) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => bytes.length || 1,
    });
  }

  async cached(key: string, produce: () => Promise<string>): Promise<Buffer> {
    const epoch = await this.changes.soon();
    if (epoch === this.epoch) {
      const cached = this.entries.get(key);
      if (cached !== undefined) return cached;
    }
    const value = bytesOf(await produce());
    this.store(key, epoch, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, epoch: number, value: Buffer): void {
    // Worked out before a change that another call has already seen: not worth caching.
    if (epoch < this.epoch) return;
    if (epoch > this.epoch) {
      this.entries.clear();
      this.epoch = epoch;
    }
    // An answer bigger than the whole budget is not cached (lru-cache refuses it).
    this.entries.set(key, value);
  }
}
