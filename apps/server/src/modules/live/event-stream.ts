import { PassThrough } from 'node:stream';

/** Bytes a stream may hold unsent for a slow reader before it is ended (it reconnects). */
const MAX_UNSENT = 64 * 1024;

/**
 * One open `text/event-stream` answer. `revision` counts the changes this stream has told of:
 * a number the stream's reader can compare, that says nothing of changes it was not told
 * (an owner in surprise mode must not learn of claims from gaps in a list-wide counter).
 */
export class EventStream {
  readonly body = new PassThrough();
  private revision = 0;
  private ended = false;
  private readonly closers: Array<() => void> = [];

  constructor(retryMs: number) {
    // The reconnection delay, spread so that streams ended together do not all come back at once.
    this.write(`retry: ${retryMs}\n: connected\n\n`);
    this.body.on('close', () => this.end());
  }

  get open(): boolean {
    return !this.ended;
  }

  changed(listId: string): void {
    this.revision += 1;
    this.write(`event: changed\ndata: ${JSON.stringify({ listId, revision: this.revision })}\n\n`);
  }

  ping(): void {
    this.write(': keep-alive\n\n');
  }

  onEnd(closer: () => void): void {
    this.closers.push(closer);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.body.end();
    for (const closer of this.closers.splice(0)) closer();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.body.writableLength > MAX_UNSENT) {
      this.end();
      return;
    }
    this.body.write(text);
  }
}
