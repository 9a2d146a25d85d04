import fs from 'node:fs';
import path from 'node:path';

/**
 * What `npm start` runs, read from package.json: its Node flags (the young generation's size is
 * one of them) and its entry, so the benches measure the server as it is started.
 */
export function startCommand(repoRoot: string): { nodeArgs: string[]; entry: string } {
  const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const words = String(packageJson.scripts.start).trim().split(/\s+/);
  const entry = words.at(-1);
  if (words[0] !== 'node' || !entry?.endsWith('.js'))
    throw new Error(
      `package.json's start script is not "node [flags] <file>.js": ${words.join(' ')}`,
    );
  return { nodeArgs: words.slice(1, -1), entry: path.join(repoRoot, entry) };
}
