#!/usr/bin/env bash
# Prints a DATABASE_URL that works: $DATABASE_URL when it is set; otherwise a private PostgreSQL
# cluster under .data/postgres, started (and created, the first time) with the machine's own
# PostgreSQL binaries. As root, those run as the `postgres` user, since initdb refuses root.
set -euo pipefail

if [ -n "${DATABASE_URL:-}" ]; then
  echo "$DATABASE_URL"
  exit 0
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
data="$root/.data/postgres"
log="$root/.data/postgres.log"
port="${QUAD_DEV_PG_PORT:-54329}"
url="postgres://postgres@127.0.0.1:$port"

bindir=""
for candidate in "$(command -v pg_ctl 2>/dev/null | xargs -r dirname)" \
                 "$(pg_config --bindir 2>/dev/null || true)" \
                 $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [ -n "$candidate" ] && [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/pg_isready" ]; then
    bindir="$candidate"; break
  fi
done
if [ -z "$bindir" ]; then
  echo "dev-db: PostgreSQL's initdb and pg_ctl were not found; install PostgreSQL or set DATABASE_URL" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

mkdir -p "$root/.data"
if [ ! -f "$data/PG_VERSION" ]; then
  mkdir -p "$data"; touch "$log"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$data" "$log"
  chmod 700 "$data"
  # initdb ends with "Success. You can now start the database server using: pg_ctl ...", which
  # this script does itself: its output is shown only when it fails.
  if ! as_owner "$bindir/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --no-locale \
    >"$root/.data/initdb.log" 2>&1; then
    cat "$root/.data/initdb.log" >&2
    exit 1
  fi
fi

if ! "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" 2>/dev/null; then
  as_owner "$bindir/pg_ctl" -D "$data" -l "$log" -w -t 60 \
    -o "-p $port -k '' -c listen_addresses=127.0.0.1" start >&2
fi

exists=$(psql "$url/postgres" -tAc "SELECT 1 FROM pg_database WHERE datname = 'quad'")
if [ "$exists" != 1 ]; then
  psql "$url/postgres" -qc "CREATE DATABASE quad" >&2
fi
echo "$url/quad"
