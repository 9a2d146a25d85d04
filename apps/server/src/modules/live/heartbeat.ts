import type { EventStream } from './event-stream.js';

/**
 * One timer for every stream: its keep-alive comment and its end of life. Streams are dealt
 * into `slots` in turn, and each tick visits one slot, so a stream hears a comment once a round
 * (the heartbeat) and is ended at the first visit past its `endsAt`. Pinging every stream at
 * once held the event loop, and every read that arrived meanwhile waited for it (decision 029,
 * figures in docs/performance.md). No stream has a timer of its own.
 */
export class Heartbeat {
  private readonly slots: Array<Set<EventStream>>;
  private turn = 0;
  private dealt = 0;

  constructor(
    slots: number,
    /** The server's clock (ms since the epoch), which the streams' `endsAt` go by. */
    private readonly now: () => number,
    /** Called once a round, after its last slot: the tokens' check. */
    private readonly onRound: () => void,
  ) {
    this.slots = Array.from({ length: slots }, () => new Set<EventStream>());
  }

  add(stream: EventStream): void {
    const slot = this.slots[this.dealt]!;
    this.dealt = (this.dealt + 1) % this.slots.length;
    slot.add(stream);
    stream.onEnd(() => slot.delete(stream));
  }

  /** Visits the next slot: ends its streams whose time is up and pings the others. */
  tick(): void {
    const slot = this.slots[this.turn]!;
    this.turn = (this.turn + 1) % this.slots.length;
    this.visit(slot, this.now());
    if (this.turn === 0) this.onRound();
  }

  /** Visits every slot at once (tests, and a clock moved on). */
  all(): void {
    const now = this.now();
    for (const slot of this.slots) this.visit(slot, now);
  }

  private visit(slot: Set<EventStream>, now: number): void {
    // Ending a stream deletes it from the set; a Set's iteration allows that.
    for (const stream of slot) {
      if (stream.endsAt <= now) stream.end();
      else stream.ping();
    }
  }
}
