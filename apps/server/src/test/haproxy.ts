import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * The HAProxy configuration of docs/operations.md for `servers` (host:port each): round robin,
 * no stickiness of any kind, health checks on /api/health, the client's address forwarded, event
 * streams held open. `X-Served-By` names the process that answered (for tests and debugging).
 */
export function haproxyConfig(port: number, servers: string[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # An event stream is an answer that never ends: held open this long without a byte.
  timeout tunnel 1h
  timeout http-keep-alive 10s

frontend wishlist
  bind 127.0.0.1:${port}
  # The servers trust X-Forwarded-For (TRUST_PROXY=1) for rate limits by address: only the
  # address HAProxy saw may be in it, never one a client wrote.
  http-request del-header X-Forwarded-For
  default_backend wishlist_servers

backend wishlist_servers
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
  http-response set-header X-Served-By %s
${servers.map((server, n) => `  server app${n + 1} ${server} check`).join('\n')}
`;
}

/** Debian's HAProxy, started by a test in front of its servers, stopped with `stop`. */
export class Haproxy {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
    private readonly output: () => string,
  ) {}

  static async start(servers: string[]): Promise<Haproxy> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-haproxy-'));
    const port = await freePort();
    const file = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(file, haproxyConfig(port, servers));
    // -db: in the foreground, not as a daemon, so the test owns the process.
    const child = spawn(haproxyBinary(), ['-db', '-f', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    const proxy = new Haproxy(child, dir, port, () => output);
    await proxy.waitUntilServing();
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async waitUntilServing(): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`haproxy exited with ${this.child.exitCode}:\n${this.output()}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`haproxy did not serve within 15 s:\n${this.output()}`);
  }

  stop(): void {
    this.child.kill('SIGKILL');
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function haproxyBinary(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy'])
    if (fs.existsSync(candidate)) return candidate;
  throw new Error("HAProxy not found: install Debian's package (apt-get install -y haproxy)");
}
