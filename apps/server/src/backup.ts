/**
 * `npm run backup -- <file>`: a consistent online copy of the embedded database, safe to take
 * while the server runs. Restoring is described in docs/operations.md.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { backupSqlite } from './db/backup.js';
import { SQLITE_FILE } from './db/database.js';

function fail(message: string, code = 1): never {
  process.stderr.write(`Backup failed: ${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) fail('usage: npm run backup -- <file>', 2);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems.join('; '));
    throw error;
  }
  if (config.databaseUrl) {
    fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md)', 2);
  }
  const source = path.join(config.dataDir, SQLITE_FILE);
  const summary = await backupSqlite(source, path.resolve(target)).catch((error: Error) =>
    fail(error.message),
  );
  const counts = Object.entries(summary.tables)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  process.stdout.write(
    `Backed up ${source} to ${path.resolve(target)} (${summary.bytes} bytes; ${counts}; integrity ok)\n`,
  );
}

await main();
