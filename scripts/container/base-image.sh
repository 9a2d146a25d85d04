#!/usr/bin/env bash
# Prints the name of a local base image for the Containerfile, made without any image registry:
# Debian 12 from Debian's own packages (debootstrap, minbase) with this machine's Node and npm
# copied in. Made once per set of inputs: the root file system is kept as a tarball under
# ~/.cache/wishlist/container-base/, named by a hash of this script, debootstrap's version, the
# Node binary and npm's version; the image is tagged with the same hash. Needs root (debootstrap,
# buildah mount).
set -euo pipefail

suite=bookworm
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
node_bin=$(readlink -f "$(command -v node)")
# npm's own folder (…/lib/node_modules/npm), wherever this machine installed Node.
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")

key=$(
  {
    cat "$0"
    echo "$suite $mirror"
    debootstrap --version
    sha256sum "$node_bin" | cut -d' ' -f1
    npm --version
  } | sha256sum | cut -c1-16
)
image=localhost/wishlist-base:$key
if buildah inspect --type image "$image" >/dev/null 2>&1; then
  echo "$image"
  exit 0
fi

cache=${XDG_CACHE_HOME:-$HOME/.cache}/wishlist/container-base
tarball=$cache/$key.tar
if [ ! -f "$tarball" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  root=$work/rootfs
  if ! debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1; then
    tail -20 "$work/debootstrap.log" >&2
    exit 1
  fi
  install -D -m 755 "$node_bin" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  mkdir -p "$cache"
  # Tarballs of other inputs are stale: one base is kept.
  find "$cache" -maxdepth 1 -name '*.tar' -delete
  tar -C "$root" -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
fi

container=$(buildah from scratch)
mountpoint=$(buildah mount "$container")
tar -C "$mountpoint" -xf "$tarball"
buildah umount "$container" >/dev/null
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --cmd node "$container"
buildah commit --rm --quiet "$container" "$image" >/dev/null
# Bases made from other inputs go with their tags.
for old in $(buildah images --noheading --format '{{.Name}}:{{.Tag}}' | grep '^localhost/wishlist-base:'); do
  [ "$old" = "$image" ] || buildah rmi "$old" >/dev/null 2>&1 || true
done
echo "$image"
