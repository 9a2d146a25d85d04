import type { EventStream } from './event-stream.js';

/**
 * Event streams opened with a personal API token (P2), by token, so that revoking a token ends
 * its streams too: at once in the process that revoked it (`end`), and at the next heartbeat
 * in every other (`check`: one query for all the tokens with streams open). A new password
 * ends every token of its account; `check` finds those as well.
 */
export class TokenStreams {
  private readonly byToken = new Map<string, Set<EventStream>>();

  constructor(
    /** Which of these tokens still speak for their owner. */
    private readonly stillValid: (tokenIds: string[]) => Promise<Set<string>>,
  ) {}

  add(tokenId: string, stream: EventStream): void {
    const streams = this.byToken.get(tokenId) ?? new Set<EventStream>();
    this.byToken.set(tokenId, streams);
    streams.add(stream);
    stream.onEnd(() => {
      streams.delete(stream);
      if (streams.size === 0 && this.byToken.get(tokenId) === streams) this.byToken.delete(tokenId);
    });
  }

  /** Ends the streams of the token `tokenId`. */
  end(tokenId: string): void {
    for (const stream of [...(this.byToken.get(tokenId) ?? [])]) stream.end();
  }

  /** Ends the streams of every token that no longer speaks for its owner. */
  async check(): Promise<void> {
    if (this.byToken.size === 0) return;
    const valid = await this.stillValid([...this.byToken.keys()]);
    for (const tokenId of [...this.byToken.keys()]) if (!valid.has(tokenId)) this.end(tokenId);
  }

  /** Tokens with streams open in this process. */
  get size(): number {
    return this.byToken.size;
  }
}
