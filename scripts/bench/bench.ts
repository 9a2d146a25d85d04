/**
 * Server benchmark: the built server under autocannon on loopback, each scenario alternated
 * with a bare node:http twin answering the same bytes, so every figure has its ceiling.
 *
 *   npm run bench                 SQLite (or the PostgreSQL of DATABASE_URL when it is set)
 *   npm run bench:scale           ... and on 10,000 users, 50,000 lists, 1,000,000 items (6 rounds)
 *   npm run bench:pg              SQLite and a throwaway PostgreSQL 15
 *
 * Several databases or sizes run side by side: all are seeded, all servers started, and each
 * scenario's rounds interleave between them, so what is compared was measured in the same
 * minutes (the host's speed drifts by up to 2x within an hour).
 *
 * Flags: --scale, --pg, --seconds 5, --rounds 3, --warmup 2, --connections 50,
 * --only invitee-list,dashboard, --server-args "--cpu-prof --cpu-prof-dir=/tmp/prof",
 * --log-level warn (the server's LOG_LEVEL; npm start's default, info, logs every request).
 * Exits 1 when a target is missed or a call failed.
 */
import { parseArgs } from 'node:util';
import { type Check, checksTable, machine, modeChecks, modeTable, scaleTable } from './report.js';
import { type DatabaseKind, runModes, type Size } from './run-mode.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'server-args': { type: 'string', default: '' },
    'log-level': { type: 'string', default: 'warn' },
  },
});

const log = (text: string) => process.stdout.write(`bench: ${text}\n`);

async function main(): Promise<number> {
  const started = performance.now();
  const databases: DatabaseKind[] = values.pg
    ? ['sqlite', 'postgres']
    : process.env.DATABASE_URL?.trim()
      ? ['postgres']
      : ['sqlite'];
  const sizes: Size[] = values.scale ? ['small', 'scale'] : ['small'];
  const options = {
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    warmupSeconds: Number(values.warmup),
    connections: Number(values.connections),
    only: values.only?.split(','),
    serverArgs: values['server-args'].split(' ').filter(Boolean),
    logLevel: values['log-level'],
    log,
  };
  log(machine());

  const results = await runModes(
    databases.flatMap((database) => sizes.map((size) => ({ database, size }))),
    options,
  );

  const out: string[] = [''];
  const checks: Check[] = [];
  for (const mode of results) {
    out.push(modeTable(mode), '');
    checks.push(...modeChecks(mode));
  }
  for (const database of databases) {
    const small = results.find((r) => r.database === database && r.size === 'small');
    const scale = results.find((r) => r.database === database && r.size === 'scale');
    if (!small || !scale) continue;
    const compared = scaleTable(small, scale);
    out.push(compared.text, '');
    checks.push(...compared.checks);
  }
  out.push(checksTable(checks), '');
  out.push(
    'req/s, p50 and p99: medians over the rounds of the real server; ratio to bare: median of ' +
      "each round's real/bare pair, measured back to back; spread: (max - min) / median of those " +
      'ratios; errors: connection errors, timeouts and non-2xx answers over every real run; CPU ' +
      "µs/req: the server process's user + system CPU time (all its threads, not PostgreSQL's) " +
      'over the requests it answered in a run, median of the rounds, and the same for the bare twin. ' +
      "Side by side, each scenario's rounds interleave between the databases (every other round " +
      'in the reverse order).',
  );
  out.push(`${machine()}; took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.stdout.write(`${out.join('\n')}\n`);
  return checks.every((c) => c.met) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`bench: ${(error as Error).stack ?? error}\n`);
    process.exit(2);
  },
);
