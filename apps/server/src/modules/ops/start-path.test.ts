import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bundle = path.resolve(
  process.env.TEST_SERVER_BUNDLE ??
    fileURLToPath(new URL('../../../bundle/server.js', import.meta.url)),
);
const HEAVY = /node_modules\/(@opentelemetry\/[\w-]+|prom-client)\//g;

/** The bundle's files a start loads: the entry and what it imports statically, to the end. */
function loadedAtStart(entry: string): string[] {
  const seen = new Set<string>();
  const next = [entry];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      next.push(path.join(path.dirname(entry), name!));
    }
  }
  return [...seen];
}

/**
 * The packages of `HEAVY` whose code is in `file`: esbuild keys each CommonJS module it wraps by
 * its path, and these packages are CommonJS.
 */
const heavyIn = (file: string) =>
  new Set([...fs.readFileSync(file, 'utf8').matchAll(HEAVY)].map((match) => match[1]));

describe('the bundle that npm start runs', () => {
  it('loads neither the OpenTelemetry SDK nor prom-client at start: they are chunks loaded by import()', () => {
    if (!fs.existsSync(bundle)) {
      throw new Error(`${bundle} is missing: npm run build:server makes it`);
    }
    const atStart = loadedAtStart(bundle);
    expect(atStart.length).toBeGreaterThan(1);
    expect(atStart.flatMap((file) => [...heavyIn(file)])).toEqual([]);
    // They are in the bundle, in the chunks that are loaded later.
    const later = fs
      .readdirSync(path.dirname(bundle))
      .map((name) => path.join(path.dirname(bundle), name))
      .filter((file) => file.endsWith('.js') && !atStart.includes(file));
    const found = new Set(later.flatMap((file) => [...heavyIn(file)]));
    expect([...found]).toEqual(
      expect.arrayContaining([
        'prom-client',
        '@opentelemetry/sdk-trace-base',
        '@opentelemetry/exporter-trace-otlp-http',
      ]),
    );
  });
});
