/** The build, the built server as a child process, and plain HTTP requests that decode nothing. */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { freePort } from '../../apps/server/src/test/process.js';
import { startCommand } from '../start-command.js';

/** Runs a command; its output is shown only when it fails. */
export async function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`);
}

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The built server of the repository at `cwd`, started as `npm start` starts it. */
export async function startBuiltServer(
  cwd: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const { nodeArgs, entry } = startCommand(cwd);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited on start:\n${output}`);
    try {
      const answer = await get(`${url}/login`, {});
      if (answer.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer at ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { url, output: () => output, stop };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent (still compressed when the server compressed it). */
  body: Buffer;
}

/** A GET that keeps the body as transferred: Node's http does not decode content-encoding. */
export function get(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}

export async function postJson<T>(
  url: string,
  method: 'POST' | 'PUT',
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
