# Sourced by the scripts in scripts/docker: sets DOCKER to a docker command whose `docker build`
# runs BuildKit (cache and secret mounts). A docker CLI of 23 or later without the buildx plugin
# refuses DOCKER_BUILDKIT=1; Debian's docker.io (20.10) has BuildKit built in, so /usr/bin/docker
# is tried after the `docker` on PATH. An explicit DOCKER wins.
pick_docker_cli() {
  if [ -n "${DOCKER:-}" ]; then return 0; fi
  local candidate
  for candidate in docker /usr/bin/docker; do
    if command -v "$candidate" >/dev/null 2>&1 && DOCKER_BUILDKIT=1 "$candidate" build --help >/dev/null 2>&1; then
      DOCKER="$candidate"
      return 0
    fi
  done
  echo "no docker CLI with BuildKit: install docker.io (apt) or the buildx plugin" >&2
  return 1
}
