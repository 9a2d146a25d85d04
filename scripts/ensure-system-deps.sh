#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: PostgreSQL server
# binaries (throwaway test clusters), HAProxy (several servers behind a load balancer), curl
# and jq (the API guide's examples), Chromium (browser tests), and buildah with debootstrap
# (the container image, built on a base made from Debian's packages: `npm run test:container`).
# Needs root for apt-get.
set -euo pipefail

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
# The API guide's examples (docs/api.md) run as written in api-docs.test.ts.
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v buildah >/dev/null 2>&1 || missing+=(buildah)
command -v debootstrap >/dev/null 2>&1 || [ -x /usr/sbin/debootstrap ] || missing+=(debootstrap)
if [ -f "$(dirname "$0")/../e2e/playwright.config.ts" ] && ! command -v chromium >/dev/null 2>&1; then
  missing+=(chromium)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
