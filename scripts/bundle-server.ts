/**
 * Bundles the compiled server (`apps/server/dist`, tsc's output) into `apps/server/bundle`, which
 * `npm start` and `npm run backup` run. Loading ~800 module files (the server, its packages and
 * theirs) was most of the server's start-up: three files start it in about half the time (see
 * docs/performance.md).
 *
 * - Native add-ons stay outside the bundle and load from node_modules.
 * - Code loaded with `import()` (the page fetcher, the PostgreSQL driver, nodemailer) stays
 *   in chunks of its own, loaded on first use as before.
 * - Page extraction runs in a worker thread, from an entry of its own: `extract-worker.js`.
 * - Whitespace and syntax are minified, names are not: stack traces keep function names.
 *
 *   tsx scripts/bundle-server.ts   (part of `npm run build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BUNDLE_EXTERNALS } from './bundle-externals.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
// BUNDLE_OUTDIR: a bundle of work in progress beside the real one (e2e's E2E_SERVER_BUNDLE).
const outdir = process.env.BUNDLE_OUTDIR ?? path.join(serverDir, 'bundle');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(serverDir, 'dist/server.js'),
    backup: path.join(serverDir, 'dist/backup.js'),
    // The scrape's worker thread loads this file by name, next to the chunk that starts it.
    'extract-worker': path.join(serverDir, 'dist/modules/scrape/extract-worker.js'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: BUNDLE_EXTERNALS,
  minifyWhitespace: true,
  minifySyntax: true,
  // CommonJS packages inside an ES module bundle call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
