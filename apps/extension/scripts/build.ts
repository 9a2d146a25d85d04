/**
 * Builds the browser extension (X1): bundles its scripts with esbuild (one file each, no
 * modules, for a Chromium service worker and a Firefox event page alike), copies its pages,
 * icons and messages, and packs the folder as a zip for a store or a colleague.
 *
 *   npm run build -w @wishlist/extension
 *
 * Load `apps/extension/dist/extension` unpacked; `dist/wishlist-extension.zip` holds the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { zipSync } from 'fflate';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const out = path.join(dist, 'extension');
const coreSrc = path.resolve(root, '../../packages/core/src');

/**
 * @wishlist/core from its sources, each module free of side effects (as the web app's build
 * declares them), so the extension takes the few rules and texts it uses and none of zod.
 */
const coreWithoutSideEffects: Plugin = {
  name: 'wishlist-core-pure',
  setup(builder) {
    builder.onResolve({ filter: /^@wishlist\/core$/ }, () => ({
      path: path.join(coreSrc, 'index.ts'),
      sideEffects: false,
    }));
    builder.onResolve({ filter: /^\./ }, async (args) => {
      if (!args.importer.startsWith(coreSrc) || args.pluginData === 'core') return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'core',
      });
      return { ...resolved, sideEffects: false };
    });
  },
};

/** The web app's own sentences of the spec, so the extension words them the same. */
const SPEC_MESSAGES = { addFailed: 'spec.addItemFailed', listsFailed: 'spec.loadListsFailed' };

function writeMessages(): void {
  for (const language of ['en', 'de', 'fr']) {
    const file = path.join(out, '_locales', language, 'messages.json');
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const spec = JSON.parse(
      fs.readFileSync(path.join(coreSrc, 'locales', `${language}.json`), 'utf8'),
    ) as Record<string, string>;
    for (const [name, key] of Object.entries(SPEC_MESSAGES)) {
      const message = spec[key];
      if (!message) throw new Error(`${language}: the spec's catalogue has no ${key}`);
      messages[name] = { message };
    }
    fs.writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
}

function writeManifest(): void {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const file = path.join(out, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
}

/** Every file under `dir`, by its path inside it (as the zip names it). */
function filesOf(dir: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, filesOf(full, `${name}/`));
    else files[name] = fs.readFileSync(full);
  }
  return files;
}

fs.rmSync(dist, { recursive: true, force: true });
fs.cpSync(path.join(root, 'static'), out, { recursive: true });
writeManifest();
writeMessages();
await build({
  entryPoints: {
    background: path.join(root, 'src/background.ts'),
    popup: path.join(root, 'src/popup/main.ts'),
    options: path.join(root, 'src/options/main.ts'),
    'connect-relay': path.join(root, 'src/connect-relay.ts'),
  },
  outdir: out,
  bundle: true,
  format: 'iife',
  // Chromium's first with `background.scripts` tolerated beside the worker; Firefox's first
  // with optional host permissions in Manifest V3.
  target: ['chrome121', 'firefox128'],
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [coreWithoutSideEffects],
});
fs.writeFileSync(path.join(dist, 'wishlist-extension.zip'), zipSync(filesOf(out), { level: 9 }));
console.log(`extension built: ${path.relative(process.cwd(), out)} and its zip`);
