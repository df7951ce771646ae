#!/usr/bin/env bash
# Validates docker-compose.yml without starting anything (the static half; `npm run test:compose`
# builds the images and runs the file for real): the file must parse and interpolate, required
# secrets must stay required, services other than the gateway must stay scalable (no host ports,
# no container_name; a service of a profile, the dev mail catcher, may publish on 127.0.0.1), every
# app image must name its Dockerfile target and have `deploy.endpoint_mode: dnsrr`, the gateway
# must publish in `mode: host` (no routing mesh needed), and scripts/docker/stack.sh must turn the
# file into a Swarm stack file without profiles or start conditions.
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

def loopback_only(port):
    if isinstance(port, dict):
        return port.get("host_ip") == "127.0.0.1"
    return str(port).startswith("127.0.0.1:")

for name, service in sorted(services.items()):
    if name != entry:
        if "container_name" in service:
            problems.append(f"service {name!r} has container_name: replicas cannot share one")
        ports = service.get("ports") or []
        if ports and not (service.get("profiles") and all(loopback_only(p) for p in ports)):
            problems.append(f"service {name!r} publishes ports: only {entry!r} may (a dev profile service on 127.0.0.1)")
    else:
        for port in service.get("ports") or []:
            if not isinstance(port, dict) or port.get("mode") != "host":
                problems.append(f"{entry!r} must publish in long syntax with mode: host (no routing mesh here)")
    build = service.get("build")
    if build is None:
        continue
    if isinstance(build, str):
        build = {"context": build}
    context = build.get("context", ".")
    dockerfile = os.path.join(context, build.get("dockerfile", "Dockerfile"))
    if not os.path.isfile(dockerfile):
        problems.append(f"service {name!r} builds from {dockerfile}, which does not exist")
    else:
        target = build.get("target")
        with open(dockerfile) as f:
            stages = {line.split()[-1] for line in f if line.upper().startswith("FROM ") and " AS " in line.upper()}
        if not target or target not in stages:
            problems.append(f"service {name!r} builds target {target!r}, which {dockerfile} does not have")
    if not service.get("image"):
        problems.append(f"service {name!r} builds but names no image (a Swarm and the build script need the tag)")

for name, service in sorted(services.items()):
    if (service.get("deploy") or {}).get("endpoint_mode") != "dnsrr":
        problems.append(f"service {name!r} needs deploy.endpoint_mode: dnsrr (no IPVS, no virtual IPs here)")

for problem in problems:
    print(f"check-compose: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
names = ", ".join(sorted(services))
print(f"check-compose: {len(services)} services ok: {names}")
' <<<"$resolved" || fail "$COMPOSE_FILE failed the checks above"

# The apps' heap ceilings: the same defaults as on local processes (libs/local-infra/src/app-heap.ts).
heaps="$(node_modules/.bin/node --input-type=module -e \
  "import { APP_NODE_OPTIONS } from './libs/local-infra/src/app-heap.ts'; console.log(JSON.stringify(APP_NODE_OPTIONS))")" ||
  fail "could not read libs/local-infra/src/app-heap.ts"
HEAPS="$heaps" python3 -c '
import json, os, sys, yaml
services = yaml.safe_load(sys.stdin)["services"]
problems = []
for app, options in json.loads(os.environ["HEAPS"]).items():
    found = ((services.get(app) or {}).get("environment") or {}).get("NODE_OPTIONS")
    if found != options:
        problems.append(f"service {app!r} runs with NODE_OPTIONS {found!r}, local processes with {options!r}")
for problem in problems:
    print(f"check-compose: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
' <<<"$resolved" || fail "the heap ceilings of $COMPOSE_FILE and app-heap.ts differ"
echo "check-compose: the apps' heap ceilings match app-heap.ts"

# The V8 flags each app's command starts with and the runtime image's environment: the same in
# the Dockerfile as on local processes.
declared="$(node_modules/.bin/node --input-type=module -e \
  "import { APP_ENV, APP_NODE_FLAGS } from './libs/local-infra/src/app-heap.ts'; console.log(JSON.stringify({ env: APP_ENV, flags: APP_NODE_FLAGS }))")" ||
  fail "could not read APP_NODE_FLAGS and APP_ENV from libs/local-infra/src/app-heap.ts"
DECLARED="$declared" python3 -c '
import json, os, re, sys
declared = json.loads(os.environ["DECLARED"])
# One pass: the command of each stage, and the environment of the stage all five apps start from.
target, commands, runtime_env, problems = None, {}, {}, []
for line in open("scripts/docker/Dockerfile"):
    m = re.match(r"FROM \S+ AS (\S+)", line)
    if m:
        target = m.group(1)
    elif line.startswith("CMD [") and target:
        commands[target] = json.loads(line[4:])
    elif line.startswith("ENV ") and target == "runtime":
        runtime_env.update(dict(pair.split("=", 1) for pair in line[4:].split()))
for name, value in declared["env"].items():
    if runtime_env.get(name) != value:
        problems.append(f"the runtime image sets {name}={runtime_env.get(name)!r}, local processes {value!r}")
for app, flags in declared["flags"].items():
    want = ["node", *flags, f"apps/{app}/dist/main.js"]
    if commands.get(app) != want:
        problems.append(f"the {app} image runs {commands.get(app)!r}, local processes {want!r}")
for problem in problems:
    print(f"check-compose: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
' || fail "the V8 flags or environment of scripts/docker/Dockerfile and app-heap.ts differ"
echo "check-compose: the apps' V8 flags and environment match app-heap.ts"

# The Swarm stack file made from the same file.
stack="$(bash scripts/docker/stack.sh)" || fail "scripts/docker/stack.sh failed"
python3 -c '
import sys, yaml
stack = yaml.safe_load(sys.stdin)
problems = []
if stack.get("version") != "3.9":
    problems.append("the stack file has no version 3.9")
for name, service in stack["services"].items():
    for key in ("profiles", "depends_on", "build"):
        if key in service:
            problems.append(f"stack service {name!r} still has {key}")
for problem in problems:
    print(f"check-compose: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
' <<<"$stack" || fail "scripts/docker/stack.sh made a stack file docker stack deploy would refuse"
echo "check-compose: stack.sh makes a Swarm stack file"
