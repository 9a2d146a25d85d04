import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compiledCatalogs } from './vite-catalogs';

const core = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));
const require = createRequire(import.meta.url);
const coreDir = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));

/**
 * The web app uses only messages, limits, pure rules and types from @wishlist/core. Its zod
 * schemas run at import time, so without this the bundler would keep zod (~25 KB gzipped) in
 * every page just in case. Declaring core's modules free of side effects lets unused ones go.
 */
function coreWithoutSideEffects(): Plugin {
  return {
    name: 'wishlist-core-pure',
    enforce: 'pre',
    transform(_code, id) {
      if (id.startsWith(coreDir)) return { code: _code, moduleSideEffects: false, map: null };
      return null;
    },
  };
}

/**
 * react-router's package.json sends every bundler to its development build (remix-run/react-router
 * #12532, #14102): a production build then ships its dev warnings and checks. Its production build
 * sits beside it; point production builds there.
 */
function reactRouterProduction(): { find: RegExp; replacement: string } {
  const development = require.resolve('react-router');
  const production = development.replace(
    `${path.sep}dist${path.sep}development${path.sep}`,
    `${path.sep}dist${path.sep}production${path.sep}`,
  );
  return { find: /^react-router$/, replacement: production.replace(/\.js$/, '.mjs') };
}

/**
 * The saved theme must apply before the first paint, so it runs as a classic script in the
 * page's head; the CSP allows no inline script. Built, it is an asset named by its content
 * (`assets/theme-<hash>.js`), cached for good like the others; in development it is inlined
 * (the dev server sends no CSP).
 */
function themeBootScript(): Plugin {
  const source = fs.readFileSync(new URL('./src/theme-boot.js', import.meta.url), 'utf8');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/theme-${hash}.js`;
  let building = false;
  return {
    name: 'wishlist-theme-boot',
    configResolved(config) {
      building = config.command === 'build';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    // Added after Vite has read the page's own scripts, which must all be modules.
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: building ? { src: `/${fileName}` } : {},
        children: building ? undefined : source,
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    themeBootScript(),
    coreWithoutSideEffects(),
    compiledCatalogs(),
    react(),
    // Writes .gz (level 9) and .br (quality 11) beside each built file; the server's
    // @fastify/static (preCompressed) sends them instead of compressing on every request.
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  resolve: {
    alias: [
      { find: '@wishlist/core', replacement: core },
      ...(command === 'build' ? [reactRouterProduction()] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // One stylesheet (4 KB gzipped) loaded with the page: a lazy page then waits for no CSS
    // file of its own, and needs fewer preload links and requests.
    cssCodeSplit: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
