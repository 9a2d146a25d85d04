/**
 * The packages the server's bundle leaves outside itself (scripts/bundle-server.ts), loaded from
 * node_modules when it runs: native add-ons, and packages that find files next to their own code
 * (piscina starts its threads from a file of its own; playwright-core, for SCRAPE_RENDER, and
 * @fastify/swagger-ui, for the files of /api/docs, read files beside their code). The container
 * image carries these and what they depend on, nothing else (scripts/container/runtime-modules.ts).
 */
export const BUNDLE_EXTERNALS = [
  'better-sqlite3',
  '@node-rs/argon2',
  'pg-native',
  'piscina',
  'playwright-core',
  '@fastify/swagger-ui',
];
