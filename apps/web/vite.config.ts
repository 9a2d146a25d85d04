import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

const core = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));
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

export default defineConfig({
  plugins: [coreWithoutSideEffects(), react()],
  resolve: { alias: { '@wishlist/core': core } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
