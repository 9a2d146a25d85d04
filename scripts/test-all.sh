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
  'npx tsc -p apps/web --noEmit' 'npx tsc -p e2e --noEmit'
# After the types: it builds the app, which imports the core package as tsc -b just built it.
npm run -s lint:openapi
# The servers the suites start run bundled from tsc's output, as they ship (apps/server/src/test/process.ts).
npx tsx scripts/bundle-server.ts
export TEST_SERVER_BUNDLE=apps/server/bundle/server.js

# Most test files spend their time waiting (on sockets, child processes, the SMTP sink), so
# three run at once on two cores. The files that measure time (a p99, a deadline, a latency
# bound) run afterwards, one at a time, on an otherwise idle machine.
TIMED=(
  apps/server/src/hostile-account.test.ts
  apps/server/src/live-processes.test.ts
  apps/server/src/modules/live/live.test.ts
  apps/server/src/modules/live/stream-bounds.test.ts
  apps/server/src/modules/live/session-streams.test.ts
  apps/server/src/modules/live/lost-access.test.ts
  apps/server/src/modules/auth/tokens.test.ts
  apps/server/src/clock.test.ts
  apps/server/src/modules/scrape/quick-add-burst.test.ts
)
# Timed too, and run in the first pass only: they use no test database (postgres-outage,
# behind-haproxy and postgres-change-epoch run PostgreSQL clusters of their own; the rest know
# no database).
TIMED_NO_DATABASE=(
  apps/server/src/postgres-outage.test.ts
  apps/server/src/behind-haproxy.test.ts
  apps/server/src/db/postgres-change-epoch.test.ts
  apps/server/src/modules/scrape/extract-pool.test.ts
  apps/server/src/modules/scrape/hostile-pages.test.ts
  apps/server/src/modules/scrape/render/needs-render.test.ts
  apps/server/src/modules/scrape/render/renderer.test.ts
  apps/server/src/modules/scrape/render/memory-watchdog.test.ts
  apps/server/src/modules/scrape/render/plain-http.test.ts
  apps/server/src/modules/scrape/render/webrtc-udp.test.ts
  apps/server/src/modules/scrape/extract/html-text.test.ts
  apps/server/src/modules/scrape/extract/hostile-text.test.ts
  apps/server/src/modules/scrape/fetch/fetch-page.test.ts
  apps/server/src/modules/scrape/fetch/fetch-page-ssrf.test.ts
  apps/server/src/modules/scrape/fetch/unreachable.test.ts
  apps/server/src/http/transport-limits.test.ts
  packages/core/src/rules/text.test.ts
)
# The API suite: on SQLite, these run only through Stoplight Prism's validation proxy (P1), below.
VIA_PRISM=(
  apps/server/src/authz-matrix.test.ts
  apps/server/src/modules/auth/{account,auth,registration,verification}.test.ts
  apps/server/src/modules/auth/api-tokens/api-tokens.test.ts
  apps/server/src/modules/invitations/{arrival,invitations}.test.ts
  apps/server/src/modules/lists/{buyer-email,claims,item-currency,list-craft,list-transfer,lists,mark-bought,my-claims,surprise}.test.ts
  apps/server/src/modules/notifications/preferences.test.ts
  apps/server/src/modules/scrape/scrape.test.ts
)
excluding() { for file in "$@"; do printf -- '--exclude\n**/%s\n' "${file#apps/server/src/}"; done; }
mapfile -t EXCLUDE_TIMED < <(excluding "${TIMED[@]}" "${TIMED_NO_DATABASE[@]}")
mapfile -t EXCLUDE_PRISM < <(excluding "${VIA_PRISM[@]}")

step 'unit and integration tests (SQLite, web components), three files at a time'
npx vitest run --maxWorkers=3 "${EXCLUDE_TIMED[@]}" "${EXCLUDE_PRISM[@]}"

step 'tests that measure time (SQLite), one file at a time'
npx vitest run --project node --maxWorkers=1 "${TIMED[@]}" "${TIMED_NO_DATABASE[@]}"

step "server integration tests on PostgreSQL, beside the API suite through Stoplight Prism's validation proxy (P1) on SQLite"
# (postgres-outage and behind-haproxy run on clusters of their own and backup on SQLite only, in the first
# pass; they need not run twice. Nor need the tests whose subject knows no database: the page
# extractor, the safe fetch and the page renderer, their worker pool and hostile pages, and
# the HTTP transport's limits: about two minutes of test time. The fuzz run checks the API
# against its document, which is the same on both databases: a minute, on SQLite only.)
POSTGRES_PASS=(
  apps/server/src "${EXCLUDE_TIMED[@]}"
  --exclude '**/postgres-outage.test.ts' --exclude '**/behind-haproxy.test.ts'
  --exclude '**/backup.test.ts'
  --exclude '**/modules/scrape/extract/**' --exclude '**/modules/scrape/fetch/**'
  --exclude '**/modules/scrape/render/**'
  --exclude '**/extract-pool.test.ts' --exclude '**/hostile-pages.test.ts'
  --exclude '**/transport-limits.test.ts' --exclude '**/api-fuzz.test.ts'
)
# Each call of the API files goes through Prism, which fails the call when an answer breaks the
# published document, or when the server accepted a request the document forbids
# (apps/server/src/test/prism.ts); the fuzz run of generated calls (api-fuzz.test.ts) went
# through Prism in the first pass. Side by side, two files each, the two passes took as long as
# one after the other (207 s against ~203 s: both are bound by the two cores; docs/performance.md).
two_at_a_time \
  'bash scripts/with-postgres.sh npx vitest run --project node --maxWorkers=2 "${POSTGRES_PASS[@]}"' \
  'API_VIA_PRISM=1 npx vitest run --project node --maxWorkers=2 "${VIA_PRISM[@]}"'

step 'tests that measure time (PostgreSQL), one file at a time'
bash scripts/with-postgres.sh npx vitest run --project node --maxWorkers=1 "${TIMED[@]}"

step 'build'
npm run build

step 'browser tests (Playwright, Chromium)'
# A CI run keeps no screenshots, so it takes none; every check around them still runs.
if [[ "${CI:-}" == true ]]; then export E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-off}"; fi
npx playwright test -c e2e/playwright.config.ts

step 'browser tests of the everyday journey (E1-E5) against a server on PostgreSQL'
bash scripts/with-postgres.sh bash -c \
  'test -n "$TEST_DATABASE_URL" && DATABASE_URL=$TEST_DATABASE_URL npx playwright test -c e2e/playwright.config.ts journey'

step 'soak: 200 people, mixed flows, 60 s; every acknowledged write verified'
npm run -s soak -- --seconds "${SOAK_SECONDS:-60}" --users 200

step 'all passed'
