#!/usr/bin/env bash
# npm run test:container: builds the image of the Containerfile with buildah on a base made from
# Debian's packages (no image registry is needed: scripts/container/base-image.sh), checks its
# settings, starts it (`buildah run`, chroot isolation, the host's network), waits for /readyz,
# runs the image's own HEALTHCHECK and a smoke test over HTTP (scripts/container/smoke.ts),
# then removes what it made. Needs root.
#
# The build takes this checkout's node_modules (DEPS=context) instead of `npm ci`: the same
# install, without compiling better-sqlite3 again. The Containerfile's default build is `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/../.."
begun=$SECONDS
say() { printf 'test:container [%ss] %s\n' "$((SECONDS - begun))" "$*"; }

bash scripts/ensure-system-deps.sh
base=$(bash scripts/container/base-image.sh)
say "base image: $base"

tag=localhost/wishlist:test-$$
work=$(mktemp -d)
container=''
server_group=''
cleanup() {
  if [ -n "$server_group" ]; then kill -TERM -- "-$server_group" 2>/dev/null || true; fi
  if [ -n "$container" ]; then buildah rm "$container" >/dev/null 2>&1 || true; fi
  buildah rmi "$tag" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The context's ignore file, keeping node_modules (DEPS=context).
grep -v 'node_modules' .containerignore >"$work/ignore"
if ! buildah bud --isolation chroot --format docker \
  --ignorefile "$work/ignore" --build-arg BASE="$base" --build-arg DEPS=context \
  -f Containerfile -t "$tag" . >"$work/build.log" 2>&1; then
  tail -40 "$work/build.log"
  echo 'test:container: the image did not build (the lines above are the end of its log)' >&2
  exit 1
fi
say "built $tag"

fail() { echo "test:container: $*" >&2; exit 1; }
config=$(buildah inspect --type image "$tag")
jq -e '.Docker.config.User == "wishlist"' <<<"$config" >/dev/null || fail 'the image does not run as wishlist'
jq -e '.Docker.config.Volumes | has("/data")' <<<"$config" >/dev/null || fail 'no /data volume'
jq -e '.Docker.config.Env | index("DATA_DIR=/data") and index("HOST=0.0.0.0")' <<<"$config" >/dev/null ||
  fail 'DATA_DIR=/data and HOST=0.0.0.0 are not set'
jq -e '.Docker.config.Healthcheck.Test | join(" ") | contains("/healthz")' <<<"$config" >/dev/null ||
  fail 'no HEALTHCHECK of /healthz'
[ "$(jq -r '.Docker.config.Cmd | join(" ")' <<<"$config")" = "$(jq -r .scripts.start package.json)" ] ||
  fail "the image's command is not package.json's start script"

container=$(buildah from "$tag")
root=$(buildah mount "$container")
# Only what `npm start` needs: the bundle and the web app, no sources, no build tools.
for absent in app/apps/server/src app/apps/server/dist app/apps/web/src app/node_modules/typescript \
  app/node_modules/vitest app/node_modules/esbuild app/node_modules/vite; do
  [ ! -e "$root/$absent" ] || fail "the image holds /$absent"
done
for present in app/apps/server/bundle/server.js app/apps/web/dist/index.html \
  app/node_modules/better-sqlite3/build/Release/better_sqlite3.node app/node_modules/piscina \
  app/node_modules/@fastify/swagger-ui app/node_modules/@node-rs/argon2; do
  [ -e "$root/$present" ] || fail "the image lacks /$present"
done
say 'image settings and contents checked'

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
buildah config --env PORT="$port" "$container"
mapfile -t command < <(jq -r '.Docker.config.Cmd[]' <<<"$config")
# In a process group of its own, so that cleanup ends the server and whatever it started.
setsid buildah run --isolation chroot --network host "$container" -- "${command[@]}" \
  >"$work/server.log" 2>&1 &
server_group=$!
deadline=$((SECONDS + 60))
until curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
  if ! kill -0 "$server_group" 2>/dev/null || ((SECONDS > deadline)); then
    cat "$work/server.log"
    fail "the container did not become ready on port $port"
  fi
  sleep 0.2
done
say "ready on port $port"

mapfile -t healthcheck < <(jq -r '.Docker.config.Healthcheck.Test[1:][]' <<<"$config")
buildah run --isolation chroot --network host "$container" -- "${healthcheck[@]}" ||
  fail 'the image'"'"'s HEALTHCHECK failed against the running server'
say 'HEALTHCHECK passed'

npx tsx scripts/container/smoke.ts "http://127.0.0.1:$port" "$work/server.log" ||
  { tail -30 "$work/server.log"; fail 'the smoke test failed'; }
# The database is on the volume, written by the image's own user (read from inside: buildah
# keeps the volume apart from the container's own files).
owner=$(buildah run --isolation chroot "$container" -- stat -c %U /data/wishlist.db 2>&1) ||
  fail "no /data/wishlist.db: $owner"
[ "$owner" = wishlist ] || fail "/data/wishlist.db is owned by $owner"
# A backup while it runs, as docs/operations.md says to take one in a container.
buildah run --isolation chroot "$container" -- npm run -s backup -- /data/backup.db >"$work/backup.log" 2>&1 ||
  { cat "$work/backup.log"; fail 'npm run backup failed inside the container'; }
say 'backup taken inside the container'

# What `docker stop` does: SIGTERM to the image's command, the server itself.
server_pid=$(pgrep -s "$server_group" -x node)
[ -n "$server_pid" ] || fail 'no server process found'
kill -TERM "$server_pid"
deadline=$((SECONDS + 20))
while kill -0 "$server_group" 2>/dev/null; do
  ((SECONDS < deadline)) || fail 'the container did not stop within 20 s of SIGTERM'
  sleep 0.2
done
server_group=''
grep -q 'SIGTERM: finishing requests in flight' "$work/server.log" ||
  { tail -5 "$work/server.log"; fail 'the server did not hear the SIGTERM'; }
say 'stopped on SIGTERM'
say "image size: $(buildah images --noheading --format '{{.Size}}' "$tag")"
say "passed in $((SECONDS - begun)) s"
