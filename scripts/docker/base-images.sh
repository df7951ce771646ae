#!/usr/bin/env bash
# Base images for hosts that cannot pull from Docker Hub, made from Debian packages:
#   warroom-base/debian:bookworm  debootstrap --variant=minbase bookworm, then `docker import`
#   warroom-base/node:24          Node 24 (the node@24 npm package's binary) and npm, user `node`
#   warroom-base/postgres:15      PostgreSQL 15 from apt, entry point like the official image's
#   warroom-base/nats:2.9         nats-server from apt (2.9.10 on bookworm)
# Stand-ins for node:24-bookworm-slim, postgres:15 and nats:2.10-alpine. Use them with
#   eval "$(scripts/docker/base-images.sh)"   # prints NODE_IMAGE=..., POSTGRES_IMAGE=..., NATS_IMAGE=...
#   scripts/docker/build.sh && docker-compose up -d
# Run as root (debootstrap). An image that exists is kept; --rebuild makes them all again.
# Settings: DEBIAN_MIRROR (default: the host's apt mirror, else http://deb.debian.org/debian),
# NODE_BINARY (default: this checkout's node_modules/.bin/node, from `npm ci`; else the node@24
# package is installed into a temporary folder), NPM_DIR (default: the host npm's package folder).
# Progress goes to stderr; stdout carries only the export lines.
set -euo pipefail

cd "$(dirname "$0")/../.."
here=scripts/docker/base
# shellcheck source=scripts/docker/docker-cli.sh
. scripts/docker/docker-cli.sh
pick_docker_cli
DEBIAN_IMAGE=warroom-base/debian:bookworm
NODE_OUT=warroom-base/node:24
POSTGRES_OUT=warroom-base/postgres:15
NATS_OUT=warroom-base/nats:2.9
rebuild=0
[ "${1:-}" = --rebuild ] && rebuild=1

log() { echo "base-images: $*" >&2; }
fail() {
  log "$*"
  exit 1
}
have_image() { [ "$rebuild" = 0 ] && "$DOCKER" image inspect "$1" >/dev/null 2>&1; }

work="$(mktemp -d /tmp/warroom-base-images.XXXXXX)"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT

# The Debian image: a minimal bookworm root file system, without docs, man pages and apt's lists,
# and a dpkg setting that keeps them out of every later install (as Debian's -slim images do).
if have_image "$DEBIAN_IMAGE"; then
  log "$DEBIAN_IMAGE exists"
else
  [ "$(id -u)" -eq 0 ] || fail "debootstrap needs root"
  if ! command -v debootstrap >/dev/null 2>&1; then
    log 'installing debootstrap with apt-get'
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  fi
  mirror="${DEBIAN_MIRROR:-}"
  if [ -z "$mirror" ]; then
    mirror="$(grep -hsE '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/debian.sources |
      grep -oE 'https?://[^ ]+/debian/?' | head -n1 || true)"
    mirror="${mirror:-http://deb.debian.org/debian}"
  fi
  root="$work/rootfs"
  log "debootstrap bookworm from $mirror (about a minute)"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    fail "debootstrap failed; see the end of its log:$(tail -n 20 "$work/debootstrap.log")"
  cat >"$root/etc/dpkg/dpkg.cfg.d/warroom-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
  # As in Debian's own images: apt keeps no downloaded package and no cache file in a layer.
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  chroot "$root" apt-get clean
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/log/*.log \
    "$root"/usr/share/man/* "$root"/usr/share/info/*
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  tar -C "$root" --numeric-owner -c . |
    "$DOCKER" import --change 'CMD ["bash"]' --change 'ENV LANG=C.UTF-8' - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$root"
  log "$DEBIAN_IMAGE imported"
fi

build_base() {
  local tag="$1" dockerfile="$2" context="$3"
  shift 3
  if have_image "$tag"; then
    log "$tag exists"
    return
  fi
  log "building $tag"
  DOCKER_BUILDKIT=1 "$DOCKER" build --progress=plain -q -f "$dockerfile" \
    --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" "$@" -t "$tag" "$context" >"$work/build.log" 2>&1 ||
    fail "building $tag failed:$(tail -n 30 "$work/build.log")"
}

# Node: the binary the node@24 devDependency installed (stripped of debug symbols when `strip` is
# there: ~18 MB less) and the host's npm package.
node_version="$(sed -nE 's/^ *"node": "([0-9.]+)",?$/\1/p' package.json | head -n1)"
[ -n "$node_version" ] || fail 'package.json has no exact "node" devDependency'
if ! have_image "$NODE_OUT"; then
  node_binary="${NODE_BINARY:-}"
  if [ -z "$node_binary" ] && [ -x node_modules/.bin/node ]; then node_binary="$(readlink -f node_modules/.bin/node)"; fi
  if [ -z "$node_binary" ]; then
    log "installing node@$node_version from npm into $work/node"
    npm install --prefix "$work/node" --no-save --no-audit --no-fund "node@$node_version" >&2
    node_binary="$work/node/node_modules/node/bin/node"
  fi
  [ -x "$node_binary" ] || fail "no Node binary at $node_binary"
  actual="$("$node_binary" --version)"
  [ "$actual" = "v$node_version" ] || fail "$node_binary is $actual, package.json wants v$node_version"
  npm_dir="${NPM_DIR:-$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")}"
  [ -f "$npm_dir/bin/npm-cli.js" ] || fail "no npm package at $npm_dir (set NPM_DIR)"
  mkdir -p "$work/node-context"
  cp "$node_binary" "$work/node-context/node"
  if command -v strip >/dev/null 2>&1; then strip --strip-all "$work/node-context/node"; fi
  cp -a "$npm_dir" "$work/node-context/npm"
  build_base "$NODE_OUT" "$here/node.Dockerfile" "$work/node-context" --build-arg "NODE_VERSION=$node_version"
else
  log "$NODE_OUT exists"
fi

build_base "$POSTGRES_OUT" "$here/postgres.Dockerfile" "$here"
build_base "$NATS_OUT" "$here/nats.Dockerfile" "$here"

for image in "$DEBIAN_IMAGE" "$NODE_OUT" "$POSTGRES_OUT" "$NATS_OUT"; do
  log "$image $("$DOCKER" image inspect -f '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
done
echo "export NODE_IMAGE=$NODE_OUT POSTGRES_IMAGE=$POSTGRES_OUT NATS_IMAGE=$NATS_OUT"
