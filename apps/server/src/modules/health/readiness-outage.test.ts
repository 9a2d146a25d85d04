import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PgCluster } from '../../test/pg-cluster.js';
import { freePort, killServers, startServer, tempDir, waitUntilUp } from '../../test/process.js';

afterEach(killServers);

/** Polls `url` until it answers `status`, failing with what it answered last after 15 s. */
async function answers(url: string, status: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  let last = 'nothing';
  for (;;) {
    const res = await fetch(url).catch((error: Error) => error);
    if (!(res instanceof Error) && res.status === status) return;
    last = res instanceof Error ? res.message : `${res.status} ${await res.text()}`;
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status}; last: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** On a PostgreSQL cluster of its own, which it stops (the shared one must stay up). */
describe('/readyz through a PostgreSQL outage', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await PgCluster.create();
  });
  afterAll(() => cluster?.destroy());

  it('answers 503 while the database is down and 200 again when it is back; /healthz stays 200', async () => {
    const port = await freePort();
    const server = startServer({
      DATA_DIR: tempDir(),
      DATABASE_URL: cluster.url,
      PORT: String(port),
    });
    await waitUntilUp(port, server);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    cluster.stop();
    await answers(`${base}/readyz`, 503);
    const down = await fetch(`${base}/readyz`);
    expect(await down.json()).toEqual({ status: 'unavailable' });
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(server.child.exitCode).toBe(null);

    cluster.start();
    await answers(`${base}/readyz`, 200);
    expect(server.child.exitCode).toBe(null);
    // Not a log line for any of those calls, the refusals included.
    expect(server.out() + server.err()).not.toMatch(/readyz|healthz/);
  });
});
