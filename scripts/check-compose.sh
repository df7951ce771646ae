#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine (none runs on the development
# machines or in CI): the file must parse and interpolate, services other than the
# gateway must stay scalable (no host ports, no container_name), required secrets must
# stay required, and every Dockerfile it builds from must exist.
set -euo pipefail

cd "$(dirname "$0")/.."
COMPOSE_FILE=docker-compose.yml
ENTRY_SERVICE=gateway

fail() {
  echo "check-compose: $*" >&2
  exit 1
}

[ -f "$COMPOSE_FILE" ] || fail "$COMPOSE_FILE not found in $(pwd)"

if ! command -v docker-compose >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "check-compose: installing docker-compose with apt-get" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null
  else
    fail "docker-compose is not installed (apt-get install docker-compose)"
  fi
fi

# Placeholders for the variables the file requires, so it can be interpolated here.
# Values already in the environment win.
export JWT_SECRET="${JWT_SECRET:-check-compose-placeholder-secret-0123456789}"
export POSTGRES_PASSWORD="${POSTGRES_PASSWORD:-check-compose-placeholder}"

docker-compose -f "$COMPOSE_FILE" config -q || fail "docker-compose config rejected $COMPOSE_FILE"

# Required secrets must fail interpolation when unset rather than fall back to a default.
for var in JWT_SECRET POSTGRES_PASSWORD; do
  if env -u "$var" docker-compose -f "$COMPOSE_FILE" config -q >/dev/null 2>&1; then
    fail "$var must be required (\${$var:?...}), but the file is valid without it"
  fi
done

# The resolved config (anchors merged, paths absolute) is what the checks below read.
resolved="$(docker-compose -f "$COMPOSE_FILE" config)"

ENTRY_SERVICE="$ENTRY_SERVICE" python3 -c '
import os, sys, yaml

config = yaml.safe_load(sys.stdin)
entry = os.environ["ENTRY_SERVICE"]
services = config.get("services") or {}
problems = []

if entry not in services:
    problems.append(f"the entry service {entry!r} is missing")

for name, service in sorted(services.items()):
    if name != entry:
        for key in ("ports", "container_name"):
            if key in service:
                problems.append(f"service {name!r} has {key}: only {entry!r} may (replicas need neither)")
    build = service.get("build")
    if build is None:
        continue
    if isinstance(build, str):
        build = {"context": build}
    context = build.get("context", ".")
    dockerfile = os.path.join(context, build.get("dockerfile", "Dockerfile"))
    if not os.path.isfile(dockerfile):
        problems.append(f"service {name!r} builds from {dockerfile}, which does not exist")

for problem in problems:
    print(f"check-compose: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
names = ", ".join(sorted(services))
print(f"check-compose: {len(services)} services ok: {names}")
' <<<"$resolved" || fail "$COMPOSE_FILE failed the checks above"
