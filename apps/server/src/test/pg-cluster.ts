import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.js';

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b))
    : [];
  const bin = versions.length > 0 ? path.join(root, versions.at(-1)!, 'bin') : '';
  if (!bin || !fs.existsSync(path.join(bin, 'initdb')))
    throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  return bin;
}

/**
 * A PostgreSQL cluster of a test's own, on loopback, that the test may stop and start: for
 * outage tests, which must not disturb the cluster other test files share.
 */
export class PgCluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PgCluster> {
    const bin = postgresBin();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-pg-own-'));
    const cluster = new PgCluster(bin, dir, await freePort());
    if (process.getuid?.() === 0) {
      // initdb refuses to run as root.
      try {
        execFileSync('id', ['postgres'], { stdio: 'ignore' });
      } catch {
        execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
      }
      fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    }
    cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  start(): void {
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  /** A fast shutdown: open connections are terminated, as in a real outage. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    const [file, fileArgs] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
        : [command, args];
    execFileSync(file, fileArgs, { stdio: 'ignore' });
  }
}
