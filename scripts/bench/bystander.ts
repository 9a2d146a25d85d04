/**
 * A bystander: a few people reading at a steady pace, each request timed to the microsecond.
 * Unlike autocannon (whole milliseconds, the server saturated), this shows what a person feels:
 * a stall of the event loop (a heartbeat over ten thousand streams, a long garbage collection)
 * lands on whichever reads were in flight.
 */
import http from 'node:http';

export interface BystanderFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function get(agent: http.Agent, url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** `readers` loops of `GET url`, each waiting `gapMs` between its reads, for `seconds`. */
export async function bystander(
  url: string,
  token: string,
  seconds: number,
  { readers = 4, gapMs = 10 } = {},
): Promise<BystanderFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: readers });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        if ((await get(agent, url, token)) !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  };
  await Promise.all(Array.from({ length: readers }, loop));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
  };
}
