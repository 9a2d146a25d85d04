/**
 * Copies into `<out>/node_modules` the packages the server's bundle loads at run time: its
 * external packages and, following their package.json, everything they depend on (optional ones
 * when installed). The container's runtime stage takes this folder instead of the whole
 * node_modules, and nothing needs the registry (npm prune asks it about packages whose lock
 * entry names no URL).
 *
 *   tsx scripts/container/runtime-modules.ts <out>
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_EXTERNALS } from '../bundle-externals.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = process.argv[2];
if (!out) throw new Error('usage: runtime-modules.ts <output folder>');

/** Where Node finds package `name` from `dir`: the nearest node_modules that holds it. */
function packageDir(name: string, dir: string): string | undefined {
  for (let at = dir; at.startsWith(root); at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (at === root) break;
  }
  return undefined;
}

const found = new Set<string>();
function visit(dir: string): void {
  if (found.has(dir)) return;
  found.add(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const [names, optional] of [
    [Object.keys(manifest.dependencies ?? {}), false],
    [Object.keys(manifest.optionalDependencies ?? {}), true],
  ] as const) {
    for (const name of names) {
      const at = packageDir(name, dir);
      if (at) visit(at);
      else if (!optional && !manifest.optionalDependencies?.[name]) {
        throw new Error(`${name}, needed by ${path.relative(root, dir)}, is not installed`);
      }
    }
  }
}

const serverDir = path.join(root, 'apps/server');
for (const name of BUNDLE_EXTERNALS) {
  const at = packageDir(name, serverDir);
  // pg-native is pg's optional native client: absent unless someone installed it.
  if (at) visit(at);
}
for (const dir of found) {
  const target = path.join(out, path.relative(root, dir));
  // A package's own node_modules holds other packages: each is copied when it is needed.
  fs.cpSync(dir, target, {
    recursive: true,
    filter: (source) => path.relative(dir, source).split(path.sep)[0] !== 'node_modules',
  });
}
console.log(`runtime-modules: ${found.size} packages into ${path.join(out, 'node_modules')}`);
