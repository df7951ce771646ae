#!/usr/bin/env bash
# Prints docker-compose.yml as a Swarm stack file, for
#   scripts/docker/stack.sh | docker stack deploy --resolve-image never -c - warroom
# `docker stack deploy` reads the Compose file format 3 only, which has no profiles, no start
# order conditions and needs a `version`, while docker-compose needs the first two. So this takes
# the same file and:
#   - adds `version: '3.9'`; drops `build`, `restart` and `depends_on` (a Swarm ignores them:
#     `deploy.restart_policy` restarts, and every app waits for PostgreSQL and NATS on its own);
#   - leaves out the services of a profile (the `dev` mail catcher) unless --profile NAME names it;
#   - turns each file mounted from the checkout into a Swarm config named after its content, so
#     every node gets it and a changed file becomes a new config;
#   - turns a published port with a host address into mode: host (a Swarm cannot bind one address).
# ${VARIABLES} are left for `docker stack deploy` to fill in from its environment, so no secret is
# written anywhere. Needs python3 with PyYAML (Debian: python3-yaml, which docker-compose pulls in).
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
compose="${COMPOSE_FILE:-$here/docker-compose.yml}"
profiles=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --profile)
      profiles+=("${2:?--profile needs a name}")
      shift 2
      ;;
    *)
      echo "usage: scripts/docker/stack.sh [--profile NAME]..." >&2
      exit 2
      ;;
  esac
done

PROFILES="${profiles[*]:-}" python3 - "$compose" <<'PYTHON'
import hashlib, os, re, sys
import yaml

path = sys.argv[1]
base = os.path.dirname(os.path.abspath(path))
wanted = set(os.environ.get("PROFILES", "").split())
with open(path) as f:
    compose = yaml.safe_load(f)

stack = {"version": "3.9", "services": {}}
configs = {}
for name, service in compose["services"].items():
    service = dict(service)
    profiles = service.pop("profiles", None)
    if profiles and not wanted.intersection(profiles):
        continue
    for key in ("build", "restart", "depends_on", "container_name"):
        service.pop(key, None)

    volumes = []
    for volume in service.get("volumes", []):
        source, _, rest = volume.partition(":") if isinstance(volume, str) else ("", "", "")
        if source.startswith(("./", "../", "/")) and os.path.isfile(os.path.join(base, source)):
            file = os.path.normpath(os.path.join(base, source))
            target = rest.split(":")[0]
            with open(file, "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()[:10]
            config = re.sub(r"[^a-zA-Z0-9_-]", "-", os.path.basename(file)) + "-" + digest
            configs[config] = {"file": file}
            service.setdefault("configs", []).append({"source": config, "target": target, "mode": 0o444})
        else:
            volumes.append(volume)
    if volumes:
        service["volumes"] = volumes
    else:
        service.pop("volumes", None)

    ports = []
    for port in service.get("ports", []):
        if isinstance(port, str) and port.count(":") == 2:
            _, published, target = port.split(":")
            print(f"stack.sh: {name} publishes {port}: a Swarm binds every address of the node", file=sys.stderr)
            ports.append({"target": int(target), "published": published, "protocol": "tcp", "mode": "host"})
        else:
            ports.append(port)
    if ports:
        service["ports"] = ports
    stack["services"][name] = service

for key in ("volumes", "networks", "secrets"):
    if key in compose:
        stack[key] = compose[key]
if configs:
    stack["configs"] = configs

class Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True

yaml.dump(stack, sys.stdout, Dumper=Dumper, sort_keys=False, default_flow_style=False, width=120)
PYTHON
