#!/usr/bin/env bash
# crates/persistence/src/schema.rs is what `diesel print-schema` writes for the migrated database.
#   scripts/schema.sh write   regenerate it (after adding a migration)
#   scripts/schema.sh check   fail when the committed file differs from what diesel prints
# Migrates a throw-away database on the development PostgreSQL (scripts/dev-db.sh, or
# $DATABASE_URL's server) with the diesel CLI, which it installs under ~/.cache/quad/tools the
# first time (Debian's libpq-dev is needed to build it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mode="${1:-check}"
schema=crates/persistence/src/schema.rs
diesel="$(scripts/diesel-cli.sh)"

server="$(scripts/dev-db.sh)"
server="${server%/*}"                       # drop the database name: postgres://host:port
db="quad_schema_$$"
url="$server/$db"
tmp="$(mktemp -d)"
psql "$server/postgres" -qc "CREATE DATABASE $db" >/dev/null
trap 'rm -rf "$tmp"; psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true' EXIT
# Run the migrations without touching the committed file (diesel.toml would rewrite it).
"$diesel" migration run --database-url "$url" --migration-dir migrations --config-file /dev/null >/dev/null
"$diesel" print-schema --database-url "$url" --config-file /dev/null > "$tmp/schema.rs"
rustfmt --edition 2024 --config-path rustfmt.toml "$tmp/schema.rs"

case "$mode" in
  write) cp "$tmp/schema.rs" "$schema"; echo "wrote $schema" ;;
  check)
    if ! diff -u "$schema" "$tmp/schema.rs"; then
      echo "$schema is not what 'diesel print-schema' writes for the migrations: run 'just schema' and commit the result." >&2
      exit 1
    fi
    echo "schema: $schema matches the migrations" ;;
  *) echo "usage: scripts/schema.sh write|check" >&2; exit 2 ;;
esac
