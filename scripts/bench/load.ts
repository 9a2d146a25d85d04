/** One autocannon run, and the real/bare alternation that turns runs into one figure. */
import autocannon from 'autocannon';

export interface RunFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts, non-2xx answers and body mismatches. */
  errors: number;
  statuses: Record<string, number>;
  /** The server's CPU time per answered request (µs), all its threads; NaN if not measured. */
  cpuUs: number;
}

export interface LoadShape {
  connections: number;
  /** The requests connection `slot` sends, in a loop (each connection gets its own slot). */
  requestsFor(slot: number): autocannon.Request[];
  /** Puts the data back as it was before a run (e.g. unmarks what a cut-off run marked). */
  reset?: () => Promise<void>;
}

/** `cpuMs`: the server's CPU time so far, read before and after the run. */
export async function fire(
  url: string,
  shape: LoadShape,
  seconds: number,
  cpuMs?: () => number,
): Promise<RunFigures> {
  let slot = 0;
  const cpuBefore = cpuMs?.();
  const result = await autocannon({
    url,
    connections: shape.connections,
    duration: seconds,
    timeout: 10,
    setupClient: (client) => client.setRequests(shape.requestsFor(slot++)),
  });
  const cpuUs =
    cpuMs && cpuBefore !== undefined
      ? ((cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total)
      : Number.NaN;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (stat as { count: number }).count;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.mismatches,
    statuses,
    cpuUs,
  };
}

export interface Alternated {
  real: RunFigures;
  bare: RunFigures;
  /** Median over rounds of real/bare, each pair measured back to back. */
  ratio: number;
  rounds: Array<{ real: RunFigures; bare: RunFigures }>;
  errors: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const medianFigures = (runs: RunFigures[]): RunFigures => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  statuses: Object.assign({}, ...runs.map((r) => r.statuses)),
  cpuUs: median(runs.map((r) => r.cpuUs)),
});

/**
 * Warm-up on both, then `rounds` × (real, bare). Figures are medians over the rounds; errors
 * are summed over every real run, the warm-up included.
 */
export async function alternate(options: {
  realUrl: string;
  bareUrl: string;
  shape: LoadShape;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  /** Each server's CPU time so far (ms), for the CPU time per request. */
  realCpuMs?: () => number;
  bareCpuMs?: () => number;
}): Promise<Alternated> {
  const { shape } = options;
  const realRun = async (seconds: number) => {
    await shape.reset?.();
    const figures = await fire(options.realUrl, shape, seconds, options.realCpuMs);
    // Requests cut off by the end of the run may still be in flight on the server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return figures;
  };
  const warm = await realRun(options.warmupSeconds);
  await fire(options.bareUrl, shape, Math.max(1, options.warmupSeconds / 2));
  const rounds: Alternated['rounds'] = [];
  for (let n = 0; n < options.rounds; n++) {
    const real = await realRun(options.seconds);
    const bare = await fire(options.bareUrl, shape, options.seconds, options.bareCpuMs);
    rounds.push({ real, bare });
  }
  await shape.reset?.();
  const real = medianFigures(rounds.map((r) => r.real));
  return {
    real,
    bare: medianFigures(rounds.map((r) => r.bare)),
    ratio: median(rounds.map((r) => r.real.rps / r.bare.rps)),
    rounds,
    errors: warm.errors + real.errors,
  };
}
