#!/bin/sh
# The entry point of warroom-base/postgres (postgres.Dockerfile): the part of the official image's
# docker-entrypoint.sh War Room relies on. As root it owns the data folder and comes back as the
# postgres user; on an empty PGDATA it runs initdb with POSTGRES_PASSWORD (password required over
# TCP, scram-sha-256), runs /docker-entrypoint-initdb.d/*.sql and *.sh on a server that listens on
# its socket only, stops it, then starts postgres listening on every address.
set -eu

if [ "${1:-}" != postgres ]; then
  exec "$@"
fi

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
  POSTGRES_PASSWORD="$(cat "$POSTGRES_PASSWORD_FILE")"
fi
user="${POSTGRES_USER:-postgres}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo 'docker-entrypoint: the database is uninitialized and POSTGRES_PASSWORD is not set' >&2
    exit 1
  fi
  pwfile="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" -E UTF8 --auth-local=trust --auth-host=scram-sha-256
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"

  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sql) echo "docker-entrypoint: running $f"; psql -v ON_ERROR_STOP=1 -U "$user" -d postgres -f "$f" ;;
      *.sh) echo "docker-entrypoint: running $f"; . "$f" ;;
      *) ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo 'docker-entrypoint: PostgreSQL init process complete; ready for start up'
fi

exec "$@"
