#!/usr/bin/env bash
# The production database roles (deploy/db/roles.sql), done for real: a database made as compose
# makes it, `quad migrate` as the owner, `quad seed` as the application's role, then the
# application's role tries to change the audit log's rules and its rows, and must fail.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${QUAD_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/quad/target}/debug/quad}"
server="$("$root/scripts/dev-db.sh")"
server="${server%/*}"
suffix="$$"
db="quad_roles_$suffix" owner="quad_owner_$suffix" app="quad_app_$suffix"
work="$(mktemp -d)"
cleanup() {
  psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  for role in "$owner" "$app"; do psql "$server/postgres" -qc "DROP ROLE IF EXISTS $role" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

psql "$server/postgres" -qc "CREATE DATABASE $db"
psql -q -v ON_ERROR_STOP=1 "$server/$db" -v owner="$owner" -v owner_password=owner-secret \
  -v app="$app" -v app_password=app-secret -v database="$db" -f "$root/deploy/db/roles.sql" >/dev/null
# As the local cluster trusts its users, the URL names the role alone.
as() { local url="${server/\/\/*@/\/\/$1@}"; [ "$url" = "$server" ] && url="${server/\/\//\/\/$1@}"; echo "$url/$db"; }
export QUAD_DATA_DIR="$work/data" QUAD_WEB_DIR="$work" RUST_LOG=warn
DATABASE_URL="$(as "$owner")" "$bin" migrate >/dev/null
DATABASE_URL="$(as "$app")" QUAD_RUN_MIGRATIONS=false "$bin" seed >/dev/null

refused() {
  if psql -q "$(as "$app")" -c "$1" >/dev/null 2>"$work/err"; then
    echo "db-roles-check: the application's role could run: $1" >&2
    exit 1
  fi
}
refused "ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only"
refused "DROP TRIGGER audit_log_append_only ON audit_log"
refused "UPDATE audit_log SET actor_name = 'someone else'"
refused "DELETE FROM audit_log"
refused "UPDATE audit_log SET actor_name = pseudonym(actor_id)"
refused "UPDATE audit_log SET target_label = NULL"
refused "INSERT INTO forgotten_people (user_id, name_hashes) SELECT id, '{}' FROM users LIMIT 1"
refused "CREATE TABLE sneaky (id int)"
refused "ALTER TABLE users ADD COLUMN sneaky int"
refused "DELETE FROM __diesel_schema_migrations"
refused "INSERT INTO __diesel_schema_migrations (version) VALUES ('99999999999999')"
psql -qAt "$(as "$app")" -c "SELECT count(*) FROM __diesel_schema_migrations" >/dev/null
entries="$(psql -qAt "$(as "$app")" -c "SELECT count(*) FROM audit_log")"
[ "$entries" -gt 0 ] || { echo "db-roles-check: the seed wrote no audit entries" >&2; exit 1; }
super="$(psql -qAt "$server/postgres" -c "SELECT count(*) FROM pg_roles WHERE rolname IN ('$owner', '$app') AND rolsuper")"
[ "$super" = 0 ] || { echo "db-roles-check: a Quad role is a superuser" >&2; exit 1; }
echo "db-roles-check: migrated as the owner, seeded as the application ($entries audit entries), which can alter no table, trigger, audit entry or record of migrations"
