/** Bytes a stream may hold unsent for a slow reader before it is ended (it reconnects). */
const MAX_UNSENT = 64 * 1024;

/** Where a stream's text goes: the HTTP answer itself (a `ServerResponse`). */
export interface StreamSink {
  write(text: string): boolean;
  end(): void;
  readonly writableLength: number;
  readonly destroyed: boolean;
  on(event: 'close', listener: () => void): unknown;
}

/**
 * One open `text/event-stream` answer. `revision` counts the changes this stream has told of:
 * a number the stream's reader can compare, that says nothing of changes it was not told
 * (an owner in surprise mode must not learn of claims from gaps in a list-wide counter).
 *
 * It writes straight to the answer, with no stream of its own in between and no timer: ten
 * thousand idle streams are ten thousand of these, their sockets and little else (decision 029).
 * What is told before the answer's head is sent waits in `pending`.
 */
export class EventStream {
  private sink: StreamSink | undefined;
  private pending: string;
  private revision = 0;
  private ended = false;
  private closers: Array<() => void> = [];

  constructor(
    retryMs: number,
    /** When the stream ends of itself (ms since the epoch, on the server's clock). */
    readonly endsAt: number,
  ) {
    // The reconnection delay, spread so that streams ended together do not all come back at once.
    this.pending = `retry: ${retryMs}\n: connected\n\n`;
  }

  get open(): boolean {
    return !this.ended;
  }

  /** Sends what is pending, and from now on writes to `sink`; ends when `sink` closes. */
  attach(sink: StreamSink): void {
    this.sink = sink;
    // Its reader may have gone already, while the stream was being opened.
    if (sink.destroyed) this.end();
    if (this.ended) {
      sink.end();
      return;
    }
    // `on`, not `once`: once wraps the listener in two more objects, for each stream.
    sink.on('close', () => this.end());
    const pending = this.pending;
    this.pending = '';
    this.write(pending);
  }

  changed(listId: string): void {
    this.revision += 1;
    this.write(`event: changed\ndata: ${JSON.stringify({ listId, revision: this.revision })}\n\n`);
  }

  ping(): void {
    this.write(': keep-alive\n\n');
  }

  onEnd(closer: () => void): void {
    if (this.ended) closer();
    else this.closers.push(closer);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.sink?.end();
    const closers = this.closers;
    this.closers = [];
    for (const closer of closers) closer();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (!this.sink) {
      this.pending += text;
      return;
    }
    if (this.sink.writableLength > MAX_UNSENT) {
      this.end();
      return;
    }
    this.sink.write(text);
  }
}
