/**
 * Pages waiting for the extraction thread, one read at a time, first come first served. A page
 * is let in while the bytes held by every page in the queue (waiting or being read) stay within
 * a bound, and waits no later than its own deadline: past it, it leaves the queue refused.
 */

/** What a page is counted at however small: a queue of empty pages is still bounded. */
export const MIN_PAGE_BYTES = 16 * 1024;

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** Why a page was not read: the queue held too much already, or its deadline came first. */
export type QueueRefusal = 'full' | 'late';

export class QueueRefused extends Error {
  constructor(readonly reason: QueueRefusal) {
    super(reason === 'full' ? 'The page queue is full' : 'The page waited past its deadline');
  }
}

export class PageQueue {
  private held = 0;
  private busy = false;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly maxHeldBytes: number) {}

  /**
   * Runs `read` for a page of `bytes` once every page before it is done, holding its bytes from
   * now until it is read. Refused at once ('full') when its bytes would pass the bound, or
   * ('late') when its turn has not come by `deadline` (epoch milliseconds).
   */
  async run<T>(bytes: number, deadline: number, read: () => Promise<T>): Promise<T> {
    const counted = Math.max(bytes, MIN_PAGE_BYTES);
    if (this.held + counted > this.maxHeldBytes) throw new QueueRefused('full');
    this.held += counted;
    try {
      await this.turn(deadline);
      try {
        return await read();
      } finally {
        this.next();
      }
    } finally {
      this.held -= counted;
    }
  }

  /** Bytes held by the pages waiting or being read. */
  get heldBytes(): number {
    return this.held;
  }

  private turn(deadline: number): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(
          () => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1);
            reject(new QueueRefused('late'));
          },
          Math.max(0, deadline - Date.now()),
        ),
      };
      this.waiting.push(waiter);
    });
  }

  /** The page read is done: the next one waiting starts, or the queue is idle. */
  private next(): void {
    const waiter = this.waiting.shift();
    if (!waiter) {
      this.busy = false;
      return;
    }
    clearTimeout(waiter.timer);
    waiter.start();
  }
}
