import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const prismBin = fileURLToPath(new URL('../../../../node_modules/.bin/prism', import.meta.url));

/** One thing Prism found that breaks the document, as its `sl-violations` header tells it. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

/**
 * What breaks the contract in one answer through Prism: every violation in the answer, and a
 * violation in the request when the server still accepted it (2xx): the server let through
 * what the document forbids. A request the document forbids and the server refuses (a test or
 * the fuzzer sending bad input on purpose) agrees with the document.
 */
export function contractBreaches(status: number, headers: Headers): Violation[] {
  const header = headers.get('sl-violations');
  if (!header) return [];
  const violations = JSON.parse(header) as Violation[];
  return violations.filter((v) => v.location[0] === 'response' || (status >= 200 && status < 300));
}

/**
 * Stoplight Prism's validation proxy in front of `upstream`, checking every request and answer
 * against the OpenAPI document `document`: it forwards them unchanged and names what breaks the
 * document in an `sl-violations` header (it does not refuse: no `--errors`).
 */
export class PrismProxy {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
    private readonly output: () => string,
  ) {}

  static async start(document: unknown, upstream: string): Promise<PrismProxy> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-prism-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const port = await freePort();
    const child = spawn(prismBin, ['proxy', file, upstream, '-p', String(port), '-v', 'error'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const proxy = new PrismProxy(child, dir, `http://127.0.0.1:${port}`, () => output);
    await proxy.waitUntilServing();
    return proxy;
  }

  private async waitUntilServing(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`prism exited with ${this.child.exitCode}:\n${this.output()}`);
      try {
        await fetch(`${this.url}/api/health`);
        return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`prism did not serve within 30 s:\n${this.output()}`);
  }

  stop(): void {
    this.child.kill('SIGKILL');
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
