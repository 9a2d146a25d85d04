import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app takes from @wishlist/core only what needs no zod: its rules, limits and texts.
 * A value exported by a module that imports zod (a schema) brings all of zod (about 22 KB
 * gzipped) into every page that uses it, as the sign-in page's provider button once did.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const coreSrc = path.join(root, 'packages/core/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names a file imports from @wishlist/core as values (not `type` ones). */
function coreValueImports(source: string): string[] {
  const names: string[] = [];
  for (const found of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@wishlist\/core'/g)) {
    for (const specifier of (found[1] ?? '').split(',')) {
      const name =
        specifier
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const coreFiles = sourceFiles(coreSrc);

function exporterOf(name: string): string | undefined {
  const declared = new RegExp(`export (?:const|function|class|enum) ${name}\\b`);
  return coreFiles.find((file) => declared.test(fs.readFileSync(file, 'utf8')));
}

/**
 * Whether `file`, or a core module it imports, imports zod. An `import type` brings no code
 * (the build erases it), so it is not followed.
 */
function bringsZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (/^import (?!type )[^;]*from 'zod'/m.test(source)) return true;
  return [...source.matchAll(/^(import type |import |export )[^;]*from '(\.{1,2}\/[^']+)\.js'/gm)]
    .filter((found) => found[1] !== 'import type ')
    .some((found) => bringsZod(path.resolve(path.dirname(file), `${found[2]}.ts`), seen));
}

describe("the web app's imports from core", () => {
  it('bring no zod into the pages', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(webSrc)) {
      for (const name of coreValueImports(fs.readFileSync(file, 'utf8'))) {
        const exporter = exporterOf(name);
        expect(exporter, `${name} (imported by ${file}) is exported by core`).toBeDefined();
        if (exporter && bringsZod(exporter))
          offenders.push(
            `${path.relative(webSrc, file)}: ${name} from ${path.relative(coreSrc, exporter)}`,
          );
      }
    }
    expect(offenders).toEqual([]);
  });
});
