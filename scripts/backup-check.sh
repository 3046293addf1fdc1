#!/usr/bin/env bash
# The backup and restore deploy/README.md describes, done for real: a database with the demo data,
# `pg_dump -Fc`, `pg_restore` into a new database, and every table's row count compared.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${QUAD_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/quad/target}/debug/quad}"
server="$("$root/scripts/dev-db.sh")"
server="${server%/*}"
source_db="quad_backup_source_$$"
restored_db="quad_backup_restored_$$"
work="$(mktemp -d)"
cleanup() {
  for db in "$source_db" "$restored_db"; do
    psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

psql "$server/postgres" -qc "CREATE DATABASE $source_db"
export QUAD_DATA_DIR="$work/data" QUAD_WEB_DIR="$work" RUST_LOG=warn
DATABASE_URL="$server/$source_db" "$bin" migrate >/dev/null
DATABASE_URL="$server/$source_db" "$bin" seed >/dev/null

pg_dump -Fc -f "$work/quad.dump" "$server/$source_db"
psql "$server/postgres" -qc "CREATE DATABASE $restored_db"
pg_restore --no-owner -d "$server/$restored_db" "$work/quad.dump"

counts() {
  psql -qAt "$server/$1" -c "SELECT table_name || ' ' || (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM public.%I', table_name), false, true, '')))[1]::text
    FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name"
}
counts "$source_db" >"$work/source.txt"
counts "$restored_db" >"$work/restored.txt"
if ! diff -u "$work/source.txt" "$work/restored.txt"; then
  echo "backup-check: the restored database differs from the dumped one" >&2
  exit 1
fi
rows="$(awk '{ sum += $2 } END { print sum }' "$work/source.txt")"
tables="$(wc -l <"$work/source.txt")"
[ "$rows" -gt 100 ] || { echo "backup-check: only $rows rows were dumped; the demo data is missing" >&2; exit 1; }
echo "backup-check: $tables tables and $rows rows dumped and restored alike ($(du -h "$work/quad.dump" | cut -f1) dump)"
