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

/** One server under test with its bare twin, and the load both get. */
export interface Target {
  realUrl: string;
  bareUrl: string;
  shape: LoadShape;
  /** Each server's CPU time so far (ms), for the CPU time per request. */
  realCpuMs?: () => number;
  bareCpuMs?: () => number;
  /** Called after each round of this target, its twin's run included (e.g. to read RSS). */
  afterRound?: () => void;
}

/**
 * Warm-up on each target's real server and twin, then `rounds` × (for each target: real, then
 * its bare twin). With several targets (the small and the scale database, or SQLite and
 * PostgreSQL), their rounds interleave (every other round in the reverse order), so a
 * comparison between them spans the same minutes of the host instead of runs taken minutes
 * apart. Figures are medians over the rounds; errors are summed over every real run, the
 * warm-up included.
 */
export async function alternate(
  targets: Target[],
  timing: { seconds: number; rounds: number; warmupSeconds: number },
): Promise<Alternated[]> {
  const realRun = async (target: Target, seconds: number) => {
    await target.shape.reset?.();
    const figures = await fire(target.realUrl, target.shape, seconds, target.realCpuMs);
    // Requests cut off by the end of the run may still be in flight on the server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return figures;
  };
  const warm: RunFigures[] = [];
  for (const target of targets) {
    warm.push(await realRun(target, timing.warmupSeconds));
    await fire(target.bareUrl, target.shape, Math.max(1, timing.warmupSeconds / 2));
  }
  const rounds = targets.map((): Alternated['rounds'] => []);
  for (let n = 0; n < timing.rounds; n++) {
    // Every other round in the reverse order, so no target always comes first.
    const order = [...targets.keys()];
    if (n % 2 === 1) order.reverse();
    for (const i of order) {
      const target = targets[i]!;
      const real = await realRun(target, timing.seconds);
      const bare = await fire(target.bareUrl, target.shape, timing.seconds, target.bareCpuMs);
      rounds[i]!.push({ real, bare });
      target.afterRound?.();
    }
  }
  for (const target of targets) await target.shape.reset?.();
  return targets.map((_, i) => {
    const own = rounds[i]!;
    const real = medianFigures(own.map((r) => r.real));
    return {
      real,
      bare: medianFigures(own.map((r) => r.bare)),
      ratio: median(own.map((r) => r.real.rps / r.bare.rps)),
      rounds: own,
      errors: warm[i]!.errors + real.errors,
    };
  });
}
