import fs from 'node:fs';
import Database from 'better-sqlite3';

export interface BackupSummary {
  bytes: number;
  tables: Record<string, number>;
}

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API: the copy is
 * one point-in-time snapshot even while the server keeps writing. The copy is then opened
 * on its own, made one self-contained file, and checked (integrity_check) before it is
 * reported as good.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupSummary> {
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose a new file`);
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new Database(target, { fileMustExist: true });
  try {
    // The copy inherits the live database's WAL mode, and opening it would leave -wal and -shm
    // files beside it. As a rollback-journal database it is one self-contained file; a server
    // opening it after a restore switches it back to WAL.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the copy failed its integrity check: ${integrity}`);
    const tables: Record<string, number> = {};
    for (const table of ['users', 'lists', 'items', 'invitations']) {
      const row = copy.prepare(`select count(*) as n from ${table}`).get() as { n: number };
      tables[table] = row.n;
    }
    return { bytes: fs.statSync(target).size, tables };
  } finally {
    copy.close();
  }
}
