import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE } from './src/features/offline/cache-names';
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

/**
 * The installable app (N4, docs/decisions/016): the web app manifest, and a service worker that
 * Workbox generates. It precaches the app's shell and hashed files; a page (a navigation) comes
 * from the network whenever there is one, so a new deploy shows on the next visit, and from the
 * precached index.html when there is none, which matches the precached files. The signed-in
 * user's API reads are kept, network first, to show the lists last seen offline; nothing else
 * is (writes are never cached nor queued). features/offline registers the worker after load.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Wishlist',
      short_name: 'Wishlist',
      description: 'Keep wish lists and share them with family and friends.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // The light theme's top bar and page (styles/base.css); index.html's theme-color metas
      // give each theme's, which browsers prefer to this one.
      theme_color: '#ffffff',
      background_color: '#f7f7fb',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // Shared from a shop's app: /share asks which list, then opens Quick Add with the link.
      share_target: {
        action: '/share',
        method: 'GET',
        // GET's only encoding; Chromium warns when it is left out.
        enctype: 'application/x-www-form-urlencoded',
        params: { title: 'title', text: 'text', url: 'url' },
      },
    },
    workbox: {
      // Not the .gz and .br copies beside each file: the server chooses those itself.
      globPatterns: ['**/*.{js,css,html,ico,png,svg,webmanifest}'],
      // One file: no workbox-<hash>.js beside it to keep in step.
      inlineWorkboxRuntime: true,
      // A new worker takes over at once; its pages come from the network anyway.
      skipWaiting: true,
      clientsClaim: true,
      // Replaced by the network-first route below (Workbox's own serves the precached page
      // first, so a deploy would show only on the visit after next).
      navigateFallback: undefined,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          // The signed-in user's reads as the app makes them (JSON with a token): not event
          // streams, file downloads, or anything asked without a session.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            url.pathname.startsWith('/api/') &&
            request.headers.has('authorization') &&
            (request.headers.get('accept') ?? '').includes('application/json'),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: API_CACHE,
            // No network timeout: the copy answers only when the network gives no answer at
            // all. With one, a slow answer lost the race to the copy and was then dropped, a
            // 401 included, so a session the server had ended stayed open on a kept 200
            // (spec section 4: any 401 or 403 signs out; docs/decisions/024).
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
            plugins: [
              {
                // A kept copy says so (KEPT_COPY_HEADER in lib/api-client.ts; written out here,
                // since Workbox copies this function's text into the worker): the page then knows
                // the server was not reached, and says so (features/offline).
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return cachedResponse;
                  const headers = new Headers(cachedResponse.headers);
                  headers.set('x-wishlist-kept-copy', '1');
                  return new Response(cachedResponse.body, {
                    status: cachedResponse.status,
                    statusText: cachedResponse.statusText,
                    headers,
                  });
                },
              },
            ],
          },
        },
      ],
    },
  });
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
    installableApp(),
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
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}));
