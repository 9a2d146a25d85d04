/**
 * The Vitest phases of the full suite (`scripts/test-all.sh`, `npm run test:pg`), and the one
 * place that names the test files run apart from the rest. Runs one phase:
 *
 *   npx tsx scripts/test-phases.ts <phase> [more Vitest arguments]
 *   npx tsx scripts/test-phases.ts <phase> --list   (the phase's files and tests, not run)
 *
 * The PostgreSQL phases expect TEST_DATABASE_URL (`bash scripts/with-postgres.sh ...`). A file
 * named here that no longer exists stops the phase, rather than leaving it out unnoticed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = 'apps/server/src/';

/**
 * Files that measure time (a p99, a deadline, a latency bound): after the rest, one at a time,
 * on an otherwise idle machine, on both databases.
 */
const TIMED = [
  'hostile-account.test.ts',
  'live-processes.test.ts',
  'modules/live/live.test.ts',
  'modules/live/stream-bounds.test.ts',
  'modules/live/session-streams.test.ts',
  'modules/live/lost-access.test.ts',
  'modules/auth/tokens.test.ts',
  'clock.test.ts',
  'modules/scrape/quick-add-burst.test.ts',
].map((file) => SERVER + file);

/**
 * Timed too, and run on SQLite's pass only: they use no test database (postgres-outage,
 * behind-haproxy and postgres-change-epoch run PostgreSQL clusters of their own; the rest know
 * no database).
 */
const TIMED_NO_DATABASE = [
  ...[
    'postgres-outage.test.ts',
    'modules/health/readiness-outage.test.ts',
    'behind-haproxy.test.ts',
    'db/postgres-change-epoch.test.ts',
    'modules/scrape/extract-pool.test.ts',
    'modules/scrape/hostile-pages.test.ts',
    'modules/scrape/render/needs-render.test.ts',
    'modules/scrape/render/renderer.test.ts',
    'modules/scrape/render/memory-watchdog.test.ts',
    'modules/scrape/render/plain-http.test.ts',
    'modules/scrape/render/webrtc-udp.test.ts',
    'modules/scrape/fetch/fetch-page.test.ts',
    'modules/scrape/fetch/fetch-page-ssrf.test.ts',
    'modules/scrape/fetch/unreachable.test.ts',
    'http/transport-limits.test.ts',
  ].map((file) => SERVER + file),
  'packages/extract/src/html-text.test.ts',
  'packages/extract/src/hostile-text.test.ts',
  'packages/core/src/rules/text.test.ts',
];

/**
 * The API suite: on SQLite these run only through Stoplight Prism's validation proxy, which
 * fails a call when an answer breaks the published document or the server accepted a request
 * the document forbids (apps/server/src/test/prism.ts).
 */
const VIA_PRISM = [
  'authz-matrix.test.ts',
  ...['account', 'auth', 'registration', 'verification'].map((f) => `modules/auth/${f}.test.ts`),
  'modules/auth/api-tokens/api-tokens.test.ts',
  'modules/circles/circles.test.ts',
  'modules/circles/co-owners.test.ts',
  'modules/circles/circles-authz.test.ts',
  'modules/circles/managed.test.ts',
  'modules/draws/draws.test.ts',
  'modules/invitations/arrival.test.ts',
  'modules/invitations/invitations.test.ts',
  ...[
    'after-gift',
    'buyer-email',
    'claims',
    'item-currency',
    'list-craft',
    'list-transfer',
    'lists',
    'mark-bought',
    'my-claims',
    'surprise',
  ].map((f) => `modules/lists/${f}.test.ts`),
  'modules/notes/notes.test.ts',
  'modules/notes/notes-unseen.test.ts',
  'modules/notifications/preferences.test.ts',
  'modules/scrape/scrape.test.ts',
  'modules/scrape/scrape-html.test.ts',
].map((file) => SERVER + file);

/**
 * Not run again on PostgreSQL: the tests on clusters of their own, backup (SQLite only), and
 * those whose subject knows no database (the safe fetch, the page renderer,
 * their worker pool and hostile pages, the HTTP transport's limits: about two minutes; the
 * settings of metrics and tracing, what the bundle loads at start). The fuzz run checks the API
 * against its document, the same on both databases: SQLite only.
 */
const NOT_ON_POSTGRES = [
  '**/postgres-outage.test.ts',
  '**/readiness-outage.test.ts',
  '**/modules/ops/ops-config.test.ts',
  '**/modules/ops/start-path.test.ts',
  '**/behind-haproxy.test.ts',
  '**/backup.test.ts',
  '**/modules/scrape/fetch/**',
  '**/modules/scrape/render/**',
  '**/extract-pool.test.ts',
  '**/hostile-pages.test.ts',
  '**/transport-limits.test.ts',
  '**/api-fuzz.test.ts',
];

/** Vitest's `--exclude` for each file (its glob as the root's config resolves it). */
const excluding = (files: string[]) =>
  files.flatMap((file) => ['--exclude', `**/${file.replace(SERVER, '')}`]);

interface Phase {
  args: string[];
  /** Files named here, which must exist. */
  named: string[];
  env?: Record<string, string>;
  /** Runs on PostgreSQL: without TEST_DATABASE_URL it would quietly run on SQLite. */
  postgres?: true;
}

const node = ['--project', 'node'];

const PHASES: Record<string, Phase> = {
  /**
   * Unit and integration tests on SQLite and the web components. Most files spend their time
   * waiting (on sockets, child processes, the SMTP sink), so three run at once on two cores.
   */
  sqlite: {
    args: ['--maxWorkers=3', ...excluding([...TIMED, ...TIMED_NO_DATABASE, ...VIA_PRISM])],
    named: [...TIMED, ...TIMED_NO_DATABASE, ...VIA_PRISM],
  },
  /** The files that measure time, on SQLite (and those that use no test database). */
  timed: {
    args: [...node, '--maxWorkers=1', ...TIMED, ...TIMED_NO_DATABASE],
    named: [...TIMED, ...TIMED_NO_DATABASE],
  },
  /** The server's integration tests again on PostgreSQL, two files at a time. */
  postgres: {
    args: [
      ...node,
      '--maxWorkers=2',
      'apps/server/src',
      ...excluding([...TIMED, ...TIMED_NO_DATABASE]),
      ...NOT_ON_POSTGRES.flatMap((glob) => ['--exclude', glob]),
    ],
    named: [...TIMED, ...TIMED_NO_DATABASE],
    postgres: true,
  },
  /** The API suite through Prism, on SQLite (beside the PostgreSQL pass in test-all.sh). */
  prism: {
    args: [...node, '--maxWorkers=2', ...VIA_PRISM],
    named: VIA_PRISM,
    env: { API_VIA_PRISM: '1' },
  },
  /** The files that measure time, on PostgreSQL. */
  'postgres-timed': { args: [...node, '--maxWorkers=1', ...TIMED], named: TIMED, postgres: true },
};

function run(name: string, extra: string[]): number {
  const phase = PHASES[name];
  if (!phase) {
    console.error(`test-phases: no phase "${name}"; the phases: ${Object.keys(PHASES).join(', ')}`);
    return 2;
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const missing = phase.named.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(`test-phases: scripts/test-phases.ts names files that are gone: ${missing}`);
    return 1;
  }
  const listing = extra.includes('--list');
  if (phase.postgres && !listing && !process.env.TEST_DATABASE_URL) {
    console.error(`test-phases: ${name} runs on PostgreSQL: bash scripts/with-postgres.sh ...`);
    return 2;
  }
  const command = listing ? 'list' : 'run';
  const rest = extra.filter((arg) => arg !== '--list');
  const result = spawnSync('npx', ['vitest', command, ...phase.args, ...rest], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...phase.env },
  });
  return result.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [name = '', ...extra] = process.argv.slice(2);
  process.exitCode = run(name, extra);
}
