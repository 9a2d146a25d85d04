import type { Call } from './test-utils';

const encoder = new TextEncoder();

/** One open `text/event-stream` answer, driven by the test as the server would. */
export interface StreamConnection {
  call: Call;
  /** Closed by the page (it aborted) or by the server (`end`). */
  readonly closed: boolean;
  send(text: string): void;
  /** The server ends the answer (a restart, its 15 minutes are up). */
  end(): void;
}

/**
 * The server side of the live streams for `mockApi`: use `handler` for `GET …/events`. Every
 * request opens a connection the test can send to, end, or see closed by the page; a refusal
 * queued with `refuseNext` answers the next request instead.
 */
export function eventStreamServer() {
  const connections: StreamConnection[] = [];
  const refusals: Array<{ status: number; body: unknown }> = [];

  const handler = (call: Call) => {
    const refusal = refusals.shift();
    if (refusal) return refusal;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let closed = false;
    const connection: StreamConnection = {
      call,
      get closed() {
        return closed;
      },
      send(text) {
        if (!closed) controller?.enqueue(encoder.encode(text));
      },
      end() {
        if (closed) return;
        closed = true;
        controller?.close();
      },
    };
    const stream = new ReadableStream<Uint8Array>({
      start(started) {
        controller = started;
        started.enqueue(encoder.encode('retry: 3000\n: connected\n\n'));
      },
      cancel() {
        closed = true;
      },
    });
    call.signal?.addEventListener('abort', () => {
      if (closed) return;
      closed = true;
      controller?.error(new DOMException('Aborted', 'AbortError'));
    });
    connections.push(connection);
    return { stream, headers: { 'content-type': 'text/event-stream' } };
  };

  return {
    handler,
    connections,
    get open(): StreamConnection[] {
      return connections.filter((connection) => !connection.closed);
    },
    refuseNext(status: number, message = 'Not found') {
      refusals.push({ status, body: { message, code: 'X' } });
    },
    /** `event: changed` for `listId` on every open connection. */
    changed(listId: string, revision = 1) {
      for (const connection of connections)
        connection.send(`event: changed\ndata: ${JSON.stringify({ listId, revision })}\n\n`);
    },
  };
}

/** Hides or shows the tab, as the browser does when another tab is chosen. */
export function setTabVisible(visible: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
  document.dispatchEvent(new Event('visibilitychange'));
}
