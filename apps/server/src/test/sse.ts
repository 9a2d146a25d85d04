/** One event read off a `text/event-stream`. */
export interface SseEvent {
  event: string;
  data: string;
}

/** A test's reader of an event stream, over real HTTP (fetch). */
export class SseReader {
  readonly events: SseEvent[] = [];
  comments = 0;
  ended = false;
  private waiters: Array<() => void> = [];

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly abort: AbortController,
  ) {}

  /** Opens `path`; a non-200 answer is read as JSON into `body` and the reader is closed. */
  static async open(
    baseUrl: string,
    path: string,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<SseReader & { body?: { message?: string; code?: string } }> {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${path}`, {
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      signal: abort.signal,
    });
    const reader = new SseReader(res.status, res.headers, abort);
    if (res.status !== 200) {
      reader.ended = true;
      return Object.assign(reader, { body: (await res.json()) as { message?: string } });
    }
    void reader.read(res.body!);
    return reader;
  }

  changes(): Array<{ listId: string; revision: number }> {
    return this.events.filter((e) => e.event === 'changed').map((e) => JSON.parse(e.data));
  }

  /** Resolves when `check` holds, failing after `timeoutMs`. */
  async until(check: () => boolean, timeoutMs = 3000, what = 'the expected event'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No ${what} within ${timeoutMs} ms: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 50));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake();
  }

  private parse(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments += 1;
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) this.events.push({ event, data: data.join('\n') });
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

/** `token`'s stream of the list and their own stream, kept in `readers` for closing. */
export async function listAndOwnStreams(
  baseUrl: string,
  listId: string,
  token: string,
  readers: SseReader[],
): Promise<SseReader[]> {
  const opened = [
    await SseReader.open(baseUrl, `/api/lists/${listId}/events`, token),
    await SseReader.open(baseUrl, '/api/me/events', token),
  ];
  readers.push(...opened);
  return opened;
}

/** Until each reader has heard `count` changes. */
export const heardChanges = (readers: SseReader[], count: number) =>
  Promise.all(readers.map((reader) => reader.until(() => reader.changes().length >= count)));
