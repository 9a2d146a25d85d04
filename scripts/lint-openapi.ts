/**
 * Lints the published API document with Redocly CLI's recommended rules (`redocly.yaml`): the
 * app is built in-process on a throwaway SQLite database, asked for `GET /api/openapi.json`
 * (no port), and the answer written to `.tmp/openapi.json` for `redocly lint`.
 *
 *   npm run -s lint:openapi
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { createServices } from '../apps/server/src/services.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quiet = { info() {}, warn() {}, error() {} };

/** The document as the server publishes it. */
async function publishedDocument(dataDir: string): Promise<string> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'lint-openapi-secret-that-is-long-enough-to-use',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
  });
  const database = await openDatabase(config);
  const services = await createServices(config, database, quiet);
  const app = await buildApp({ services });
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${answer.statusCode}`);
    return answer.body;
  } finally {
    await app.close();
    await services.scrape.close();
    await database.close();
  }
}

interface Totals {
  errors: number;
  warnings: number;
  ignored: number;
}

/** Runs `redocly lint` on `file`; its report, when piped. */
function redocly(file: string, format: string, stdio: 'pipe' | 'inherit'): string {
  const lint = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', format],
    {
      stdio: ['ignore', stdio, 'inherit'],
      encoding: 'utf8',
      // No telemetry and no update check: a lint step talks to no one.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (lint.error) throw lint.error;
  return lint.stdout ?? '';
}

// A throwaway database, and the document in the repository's scratch folder (`.tmp/`, ignored
// by git), where `.redocly.lint-ignore.yaml` names its few accepted findings.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-openapi-'));
try {
  const file = path.join(root, '.tmp/openapi.json');
  const document: unknown = JSON.parse(await publishedDocument(dataDir));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  // A warning fails the step as an error does: the recommended rules warn of real faults (an
  // operation without a 4xx), and `redocly lint` alone exits 0 on warnings. The JSON report
  // counts them; a failing run is linted again in the readable format.
  const totals = JSON.parse(redocly(file, 'json', 'pipe')).totals as Totals;
  if (totals.errors + totals.warnings > 0) {
    redocly(file, 'codeframe', 'inherit');
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `${file}: no problems (${totals.ignored} accepted, each with its reason)\n`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
