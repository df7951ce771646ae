#!/usr/bin/env bash
# Builds the War Room images with BuildKit, tagged as docker-compose.yml names them:
#   ${WARROOM_REGISTRY:-warroom}/<target>:${WARROOM_TAG:-latest}
# for the targets gateway, identity, portal, applications, audit and maildev of
# scripts/docker/Dockerfile (or only the targets given as arguments).
#   NODE_IMAGE   the Node 24 base (default node:24-bookworm-slim; warroom-base/node:24 from
#                base-images.sh where Docker Hub cannot be reached)
#   BUILD_CA     an extra CA bundle for the npm registry (a TLS-inspecting proxy), handed to the
#                build as the BuildKit secret `ca`: mounted while npm installs, in no layer.
#                Default /etc/ssl/certs/ca-certificates.crt when it exists; empty for none.
#   BUILD_LOG    a file to append BuildKit's whole output to, each image's after a line
#                `=== <image>` (default: shown only on failure)
# docker-compose 1.29 cannot pass build secrets, hence this script; `docker compose build` (v2)
# builds the same images from the same Dockerfile where no extra CA is needed.
# The first target pays for `npm ci` and `npm run build`; the others reuse that stage's cache.
set -euo pipefail

cd "$(dirname "$0")/../.."
# shellcheck source=scripts/docker/docker-cli.sh
. scripts/docker/docker-cli.sh
pick_docker_cli

registry="${WARROOM_REGISTRY:-warroom}"
tag="${WARROOM_TAG:-latest}"
node_image="${NODE_IMAGE:-node:24-bookworm-slim}"
if [ -n "${BUILD_CA+set}" ]; then
  ca="$BUILD_CA"
elif [ -r /etc/ssl/certs/ca-certificates.crt ]; then
  ca=/etc/ssl/certs/ca-certificates.crt
else
  ca=''
fi
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(gateway identity portal applications audit maildev)

args=(--file scripts/docker/Dockerfile --build-arg "NODE_IMAGE=$node_image" --progress=plain)
if [ -n "$ca" ]; then
  [ -r "$ca" ] || {
    echo "build: BUILD_CA=$ca cannot be read" >&2
    exit 1
  }
  args+=(--secret "id=ca,src=$ca")
fi
revision="$(git rev-parse HEAD 2>/dev/null || true)"
[ -z "$revision" ] || args+=(--label "org.opencontainers.image.revision=$revision")

log="$(mktemp /tmp/warroom-build.XXXXXX)"
trap 'rm -f "$log"' EXIT
[ -z "${BUILD_LOG:-}" ] || : >>"$BUILD_LOG"
for target in "${targets[@]}"; do
  image="$registry/$target:$tag"
  started=$SECONDS
  status=0
  DOCKER_BUILDKIT=1 "$DOCKER" build "${args[@]}" --target "$target" --tag "$image" . >"$log" 2>&1 || status=$?
  [ -z "${BUILD_LOG:-}" ] || { echo "=== $image" && cat "$log"; } >>"$BUILD_LOG"
  if [ "$status" -ne 0 ]; then
    tail -n 60 "$log" >&2
    echo "build: $image failed (the last 60 lines of its build are above)" >&2
    exit 1
  fi
  size="$("$DOCKER" image inspect -f '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
  echo "build: $image $size in $((SECONDS - started)) s (FROM $node_image)" >&2
done
