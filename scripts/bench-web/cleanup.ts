/**
 * What the bench started (browser, server, image servers, data directory), stopped and removed
 * by `tidyUp` when it ends, fails or is interrupted.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import type { ImageServers } from './image-server.js';
import type { ServerProcess } from './processes.js';

interface Cleanup {
  browser?: Browser;
  server?: ServerProcess;
  images?: ImageServers;
  dir?: string;
}
export const cleanup: Cleanup = {};

export async function tidyUp(): Promise<void> {
  await cleanup.browser?.close().catch(() => {});
  await cleanup.server?.stop().catch(() => {});
  await cleanup.images?.close().catch(() => {});
  if (cleanup.dir) fs.rmSync(cleanup.dir, { recursive: true, force: true });
  cleanup.browser = undefined;
  cleanup.server = undefined;
  cleanup.images = undefined;
  cleanup.dir = undefined;
}

/** On Ctrl-C or a kill, tidies up and exits 130. */
export function tidyUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void tidyUp().finally(() => process.exit(130));
    });
  }
}
