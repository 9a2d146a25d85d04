/** The figures as tables, and each target marked met or missed. */
import os from 'node:os';
import { type Alternated, median } from './load.js';
import { IDLE_SECONDS, type ModeResult } from './run-mode.js';
import { fixed, table } from './table.js';

export const LIMITS = { rssMb: 150, startMs: 1000, scaleDrift: 0.15 };

export interface Check {
  what: string;
  figure: string;
  met: boolean;
}

/** How far apart the rounds' ratios were: (max - min) / median, a sign of a noisy machine. */
function spread(result: Alternated): number {
  const ratios = result.rounds.map((r) => r.real.rps / r.bare.rps);
  return (Math.max(...ratios) - Math.min(...ratios)) / result.ratio;
}

export function modeTable(mode: ModeResult): string {
  const rows = mode.scenarios.map(({ scenario, result }) => [
    scenario.key,
    fixed(result.real.rps),
    fixed(result.real.p50, 1),
    fixed(result.real.p99, 1),
    fixed(result.bare.rps),
    fixed(result.ratio, 3),
    `${fixed(spread(result) * 100)}%`,
    String(result.errors),
    fixed(result.real.cpuUs),
    fixed(result.bare.cpuUs),
  ]);
  const c = mode.seed.counts;
  return [
    `${mode.database}, ${mode.size} database (${c.users} users, ${c.lists} lists, ${c.items} items; ` +
      `seeded in ${fixed(mode.seed.seconds, 1)} s)`,
    table(
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p99 ms',
        'bare req/s',
        'ratio to bare',
        'spread',
        'errors',
        'CPU µs/req',
        'bare CPU µs/req',
      ],
      rows,
    ),
    `start-up on the existing database: ${mode.startMs.map((ms) => `${fixed(ms)} ms`).join(', then ')}` +
      ` after the load; server RSS right after the load: ${fixed(mode.rssMb)} MB, ` +
      `${IDLE_SECONDS} s later: ${fixed(mode.rssIdleMb)} MB (peak ${fixed(mode.peakRssMb)} MB)`,
  ].join('\n');
}

export function modeChecks(mode: ModeResult): Check[] {
  const tag = `${mode.database}/${mode.size}`;
  const checks: Check[] = [];
  for (const { scenario, result } of mode.scenarios) {
    const t = scenario.targets;
    const name = `${tag} ${scenario.key}`;
    checks.push({
      what: `${name}: no errors`,
      figure: String(result.errors),
      met: result.errors === 0,
    });
    const other = t.versus && mode.scenarios.find((s) => s.scenario.key === t.versus?.key);
    if (t.versus && other)
      checks.push({
        what: `${name}: req/s >= ${t.versus.share} x ${t.versus.key}'s`,
        figure: `${fixed(result.real.rps / other.result.real.rps, 3)} x`,
        met: result.real.rps >= t.versus.share * other.result.real.rps,
      });
    if (mode.database !== 'sqlite') {
      if (t.postgresRatio !== undefined)
        checks.push({
          what: `${name}: ratio to bare >= ${t.postgresRatio}`,
          figure: fixed(result.ratio, 3),
          met: result.ratio >= t.postgresRatio,
        });
      continue;
    }
    if (t.ratio !== undefined)
      checks.push({
        what: `${name}: ratio to bare >= ${t.ratio}`,
        figure: fixed(result.ratio, 3),
        met: result.ratio >= t.ratio,
      });
    if (t.p99 !== undefined)
      checks.push({
        what: `${name}: p99 <= ${t.p99} ms`,
        figure: `${fixed(result.real.p99, 1)} ms`,
        met: result.real.p99 <= t.p99,
      });
    if (t.p50 !== undefined && (!t.p50ScaleOnly || mode.size === 'scale'))
      checks.push({
        what: `${name}: p50 <= ${t.p50} ms`,
        figure: `${fixed(result.real.p50, 1)} ms`,
        met: result.real.p50 <= t.p50,
      });
  }
  if (mode.database === 'sqlite') {
    checks.push({
      what: `${tag}: server RSS right after the load <= ${LIMITS.rssMb} MB`,
      figure: `${fixed(mode.rssMb)} MB`,
      met: mode.rssMb <= LIMITS.rssMb,
    });
    const slowest = Math.max(...mode.startMs);
    checks.push({
      what: `${tag}: start-up on an existing database <= ${LIMITS.startMs} ms`,
      figure: `${fixed(slowest)} ms`,
      met: slowest <= LIMITS.startMs,
    });
  }
  return checks;
}

/**
 * Scale against small, per scenario. When the two ran side by side (one batch), each round of
 * one has its twin round of the other taken a few seconds apart, so the median of the rounds'
 * req/s scale/small is the comparison, with the least noise: the host's drift cancels, and no
 * bare twin's own noise enters. Ratio-to-bare scale/small, the figure used when the two run
 * minutes apart (a PostgreSQL database of one's own for each is not at hand), cancels the drift
 * too but carries the noise of two more measurements.
 */
export function scaleTable(
  small: ModeResult,
  scale: ModeResult,
): { text: string; checks: Check[] } {
  const checks: Check[] = [];
  const rows: string[][] = [];
  const paired = small.batch === scale.batch;
  for (const { scenario, result } of scale.scenarios) {
    const base = small.scenarios.find((s) => s.scenario.key === scenario.key)?.result;
    if (!base) continue;
    // Side by side, round n of each was taken seconds apart (alternate interleaves them).
    const byRound = paired
      ? result.rounds.map((round, n) => round.real.rps / base.rounds[n]!.real.rps)
      : [];
    const rps = paired ? median(byRound) : result.real.rps / base.real.rps;
    const ratio = result.ratio / base.ratio;
    const compared = paired ? rps : ratio;
    rows.push([
      scenario.key,
      fixed(base.real.rps),
      fixed(result.real.rps),
      `${fixed(rps * 100)}%`,
      paired ? byRound.map((r) => `${fixed(r * 100)}%`).join(' ') : '-',
      `${fixed(ratio * 100)}%`,
      `${fixed(base.real.cpuUs)} / ${fixed(result.real.cpuUs)}`,
      `${fixed(base.real.p50, 1)} / ${fixed(result.real.p50, 1)}`,
    ]);
    if (small.database === 'sqlite' && scenario.key !== 'login')
      checks.push({
        what:
          `${scale.database} ${scenario.key}: scale within ${LIMITS.scaleDrift * 100}% of small ` +
          (paired ? '(req/s, rounds paired)' : '(ratio to bare)'),
        figure: `${fixed(compared * 100)}%`,
        met: compared >= 1 - LIMITS.scaleDrift,
      });
  }
  const text = [
    `${scale.database}: scale database against small` +
      (paired
        ? ' (run side by side, rounds interleaved)'
        : ' (run one after the other: compared by ratio to bare)'),
    table(
      [
        'scenario',
        'small req/s',
        'scale req/s',
        paired ? 'req/s scale/small (median of rounds)' : 'req/s scale/small',
        'by round',
        'ratio-to-bare scale/small',
        'CPU µs/req small / scale',
        'p50 ms small / scale',
      ],
      rows,
    ),
  ].join('\n');
  return { text, checks };
}

export function checksTable(checks: Check[]): string {
  return table(
    ['target', 'figure', ''],
    checks.map((c) => [c.what, c.figure, c.met ? 'met' : 'MISSED']),
  );
}

export function machine(): string {
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  return (
    `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ` +
    `${mb(os.totalmem())} RAM (${mb(os.freemem())} free), node ${process.version}, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  );
}
