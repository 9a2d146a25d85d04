/** HTTP calls for the soak, timed and tallied per kind of call. */
import { callJson } from '../../apps/server/src/test/call.js';

export interface Answer<T> {
  status: number;
  body: T;
}

export type Call = <T = unknown>(
  kind: string,
  method: string,
  path: string,
  options?: { token?: string; body?: unknown },
) => Promise<Answer<T>>;

/** The value at fraction `p` (0 to 1) of an ascending list; 0 for an empty one. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export class Recorder {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();
  private readonly problems: string[] = [];

  record(kind: string, ms: number, status: number, detail: string): void {
    if (!this.times.has(kind)) this.times.set(kind, []);
    this.times.get(kind)!.push(ms);
    const counts = this.statuses.get(kind) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(kind, counts);
    if (status >= 500 || status === 0) this.problems.push(`${kind}: ${status} ${detail}`);
  }

  failures(): string[] {
    return this.problems;
  }

  total(): number {
    let n = 0;
    for (const times of this.times.values()) n += times.length;
    return n;
  }

  table(): string {
    const rows = [['call', 'count', 'p50 ms', 'p99 ms', 'max ms', 'answers']];
    const all: number[] = [];
    for (const [kind, times] of [...this.times].sort()) {
      const sorted = [...times].sort((a, b) => a - b);
      all.push(...times);
      const answers = [...this.statuses.get(kind)!]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      rows.push([
        kind,
        String(times.length),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        (sorted.at(-1) ?? 0).toFixed(1),
        answers,
      ]);
    }
    const sorted = all.sort((a, b) => a - b);
    rows.push([
      'all',
      String(sorted.length),
      percentile(sorted, 0.5).toFixed(1),
      percentile(sorted, 0.99).toFixed(1),
      (sorted.at(-1) ?? 0).toFixed(1),
      '',
    ]);
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
    return rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')).join('\n');
  }
}

export function createClient(base: string, recorder: Recorder): Call {
  return async (kind, method, path, options = {}) => {
    const started = performance.now();
    try {
      const answer = await callJson<never>(base, method, path, options);
      recorder.record(kind, performance.now() - started, answer.status, answer.text.slice(0, 200));
      return answer;
    } catch (error) {
      recorder.record(kind, performance.now() - started, 0, String(error));
      return { status: 0, body: undefined as never };
    }
  };
}
