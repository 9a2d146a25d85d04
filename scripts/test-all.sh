#!/usr/bin/env bash
# Every check, in the order that fails fastest: lint, types, unit and integration tests on
# SQLite, the server suites again on a throwaway PostgreSQL, the build, then browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the seconds since the start, so a slow CI run shows where its time went.
step() { printf '\n== [%ss] %s\n' "$SECONDS" "$1"; }

bash scripts/ensure-system-deps.sh

# Runs the given commands two at a time (two cores), each printing its output when done;
# fails if any failed.
two_at_a_time() {
  local dir; dir=$(mktemp -d)
  local -a pids=()
  local n=0
  for command in "$@"; do
    n=$((n + 1))
    while (( $(jobs -rp | wc -l) >= 2 )); do wait -n || true; done
    ( set +e; eval "$command" >"$dir/$n.out" 2>&1; echo $? >"$dir/$n.rc" ) &
    pids+=($!)
  done
  wait "${pids[@]}" || true
  local failed=0
  n=0
  for command in "$@"; do
    n=$((n + 1))
    echo "-- $command"
    cat "$dir/$n.out"
    [[ "$(cat "$dir/$n.rc")" == 0 ]] || { echo "-- failed: $command"; failed=1; }
  done
  rm -rf "$dir"
  return "$failed"
}

step 'lint (biome, then eslint: regular expressions that backtrack, imports across web features; the API document, by Redocly) and types'
# First, so it starts at once: better-sqlite3's native module, if the install left it unbuilt
# (.ci/run installs without scripts).
two_at_a_time \
  'node -e "new (require(\"better-sqlite3\"))(\":memory:\")" 2>/dev/null || npm rebuild better-sqlite3' \
  'npx biome check .' 'npm run -s lint:eslint' 'npm run -s lint:cycles' \
  'npx tsc -b packages/core apps/server' 'npx tsc -p tsconfig.tests.json --noEmit' \
  'npx tsc -p apps/web --noEmit' 'npx tsc -p e2e --noEmit' 'npx tsc -p apps/extension'
# After the types: it builds the app, which imports the core package as tsc -b just built it.
npm run -s lint:openapi
# The servers the suites start run bundled from tsc's output, as they ship (apps/server/src/test/process.ts).
npx tsx scripts/bundle-server.ts
export TEST_SERVER_BUNDLE=apps/server/bundle/server.js

# The Vitest phases, and the files some of them run apart (the timed ones, the API suite through
# Prism, those not run again on PostgreSQL), are named in scripts/test-phases.ts alone.
phase() { npx tsx scripts/test-phases.ts "$@"; }

step 'unit and integration tests (SQLite, web components), three files at a time'
phase sqlite

step 'tests that measure time (SQLite), one file at a time'
phase timed

step "server integration tests on PostgreSQL, beside the API suite through Stoplight Prism's validation proxy (P1) on SQLite"
# Side by side, two files each, the two passes take about as long as one after the other: both
# are bound by the two cores (docs/performance.md).
two_at_a_time \
  'bash scripts/with-postgres.sh npx tsx scripts/test-phases.ts postgres' \
  'npx tsx scripts/test-phases.ts prism'

step 'tests that measure time (PostgreSQL), one file at a time'
bash scripts/with-postgres.sh npx tsx scripts/test-phases.ts postgres-timed

step 'build'
npm run build

step 'browser tests (Playwright, Chromium)'
# A CI run keeps no screenshots, so it takes none; every check around them still runs.
if [[ "${CI:-}" == true ]]; then export E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-off}"; fi
npx playwright test -c e2e/playwright.config.ts

step 'browser tests of the everyday journey (E1-E5) against a server on PostgreSQL'
bash scripts/with-postgres.sh bash -c \
  'test -n "$TEST_DATABASE_URL" && DATABASE_URL=$TEST_DATABASE_URL npx playwright test -c e2e/playwright.config.ts journey'

step 'soak: 200 people, mixed flows, 60 s; every acknowledged write verified; beside it, the container image (O4), built with buildah on a base made from Debian packages, started and smoke-tested'
# Side by side: the soak fails only on a 5xx or a lost write, not on time, and the two together
# take about as long as the image's test alone (docs/performance.md).
two_at_a_time \
  'npm run -s soak -- --seconds "${SOAK_SECONDS:-60}" --users 200' \
  'npm run -s test:container'

step 'all passed'
