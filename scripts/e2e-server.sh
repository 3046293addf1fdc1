#!/usr/bin/env bash
# Serves Quad for the browser tests on 127.0.0.1:${E2E_PORT:-18080} with a database of its own, created now
# and dropped when the server stops. Started by Playwright (frontend/playwright.config.ts).
# The tests find the server's data folder (its mail outbox) and database URL under .data/e2e-<port>/.
# Google sign-in goes to a stand-in (frontend/e2e/fake-google.js) on port E2E_PORT + 10, and the
# Instagram Graph API to `quad instagram-stand-in` on port E2E_PORT + 20.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${QUAD_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/quad/target}/debug/quad}"
server="$("$root/scripts/dev-db.sh")"
server="${server%/*}"
name="quad_e2e_$$"
data="$root/.data/e2e-${E2E_PORT:-18080}"
rm -rf "$data" && mkdir -p "$data"

google_port=$(( ${E2E_PORT:-18080} + 10 ))
google="http://127.0.0.1:$google_port"
instagram_port=$(( ${E2E_PORT:-18080} + 20 ))

cleanup() {
  [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  [ -n "${google_pid:-}" ] && kill "$google_pid" 2>/dev/null && wait "$google_pid" 2>/dev/null
  [ -n "${instagram_pid:-}" ] && kill "$instagram_pid" 2>/dev/null && wait "$instagram_pid" 2>/dev/null
  psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $name WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$data"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

# Databases left by runs that were killed outright.
for stale in $(psql "$server/postgres" -tAc "SELECT datname FROM pg_database WHERE datname LIKE 'quad_e2e_%'"); do
  kill -0 "${stale#quad_e2e_}" 2>/dev/null || psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $stale WITH (FORCE)"
done
psql "$server/postgres" -qc "CREATE DATABASE $name"
echo "$server/$name" > "$data/database-url"
node "$root/frontend/e2e/fake-google.js" "$google_port" &
google_pid=$!
"$bin" instagram-stand-in --bind "127.0.0.1:$instagram_port" &
instagram_pid=$!
QUAD_GOOGLE_CLIENT_ID=quad-client QUAD_GOOGLE_CLIENT_SECRET=quad-secret QUAD_GOOGLE_AUTH_URL="$google/authorize" \
  QUAD_GOOGLE_TOKEN_URL="$google/token" QUAD_GOOGLE_USERINFO_URL="$google/userinfo" \
  QUAD_INSTAGRAM_API_URL="http://127.0.0.1:$instagram_port/v21.0" \
  QUAD_CONTACT_EMAIL=hello@quad.local QUAD_PRIVACY_EMAIL=privacy@quad.local QUAD_LANDING_FIGURES_FROM=1 QUAD_DIGEST_EVERY_SECONDS=1 QUAD_NEWSLETTER_EVERY_SECONDS=2 \
  QUAD_SOCIAL_LINKS="instagram=https://www.instagram.com/quad.demo" \
  DATABASE_URL="$server/$name" QUAD_BIND="127.0.0.1:${E2E_PORT:-18080}" QUAD_PUBLIC_URL="http://127.0.0.1:${E2E_PORT:-18080}" \
  QUAD_DATA_DIR="$data" QUAD_WEB_DIR="$root/frontend/dist" RUST_LOG="${RUST_LOG:-warn}" \
  "$bin" serve &
pid=$!
wait "$pid"
