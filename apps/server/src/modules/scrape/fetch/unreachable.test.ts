/**
 * Quick Add must not work as a port scanner: a closed port, a filtered one and one that
 * accepts but never answers all read the same.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScrapeRefusedError } from './errors.js';
import { fetchPage } from './fetch-page.js';

const DEADLINE_MS = 500;

/** A port nobody listens on (bound once, then released). */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A port that ignores connection attempts, as a firewall's DROP does: on Linux a listener whose
 * accept queue is full drops new SYNs. The listener lives in a thread that never accepts, and
 * the queue is filled first.
 */
async function filteredPort(): Promise<{ port: number; close(): Promise<void> }> {
  const thread = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const server = require('node:net').createServer();
     server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
       parentPort.postMessage(server.address().port);
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
     });`,
    { eval: true },
  );
  const [port] = (await once(thread, 'message')) as [number];
  const sockets: Socket[] = [];
  for (let i = 0; i < 16; i++) {
    const socket = connect(port, '127.0.0.1').on('error', () => {});
    sockets.push(socket);
    const connected = await Promise.race([
      once(socket, 'connect').then(() => true),
      sleep(200).then(() => false),
    ]);
    if (!connected) break;
  }
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await thread.terminate();
    },
  };
}

/** Accepts, then never answers. */
async function silentServer() {
  const server = createServer(() => {});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function failure(url: string) {
  const started = performance.now();
  const error = await fetchPage(url, { allowPrivate: true, timeoutMs: DEADLINE_MS }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ScrapeRefusedError);
  const { status, code, message } = error as ScrapeRefusedError;
  return { seen: { status, code, message }, ms: performance.now() - started };
}

describe('fetchPage on unreachable ports', () => {
  let filtered: Awaited<ReturnType<typeof filteredPort>>;
  let silent: Awaited<ReturnType<typeof silentServer>>;

  beforeAll(async () => {
    filtered = await filteredPort();
    silent = await silentServer();
  });
  afterAll(async () => {
    await filtered.close();
    await silent.close();
  });

  it('answers a closed, a filtered and a slow port with the same status, code and message', async () => {
    const [closed, dropped, slow] = await Promise.all([
      failure(`http://127.0.0.1:${await closedPort()}/`),
      failure(`http://127.0.0.1:${filtered.port}/`),
      failure(`http://127.0.0.1:${silent.port}/`),
    ]);
    // Each case is what it claims: refused at once; the other two held until the deadline.
    expect(closed.ms).toBeLessThan(DEADLINE_MS);
    expect(dropped.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(slow.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(closed.seen).toEqual({
      status: 422,
      code: 'FETCH_FAILED',
      message: 'We could not load that shop page.',
    });
    expect(dropped.seen).toEqual(closed.seen);
    expect(slow.seen).toEqual(closed.seen);
  });
});
