#!/usr/bin/env bash
# Fuzzes the API against its own OpenAPI document with schemathesis 4 (`--checks all`): a fresh
# server on a free port with a database of its own, seeded with the demo accounts, its Instagram
# Graph API a local stand-in that knows every account (so nothing leaves the machine), then every
# operation as each role, the session-ending ones last:
#   1. as the demo student, moderator and manager, then as the demo admin (bearer tokens from
#      POST /auth/login), except the two that end the session (logout) or the account
#      (delete-account); the admin goes last of these, as its runs may delete accounts;
#   2. without a token;
#   3. logout and delete-account with a throw-away student's token.
# `just check` runs it with few examples per operation (`just fuzz-check`); `just fuzz-api` with
# more. Extra arguments go to each `schemathesis run` (e.g. `--seed 1`, `-n 100`).
# The server's log is kept in .data/fuzz-<port>/server.log until the next run.
#
# Every check is on: no 5xx, every answer's status, content type, headers and body as documented,
# negative data refused, auth enforced. scripts/schemathesis.toml lists the operations where a
# schema-valid request may still get a 400 because the rule is about state or about two fields at
# once (a link nobody was sent, the current password, an id that must exist, a date range that
# must run forwards), with the reason for each; the API tests pin those answers.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${QUAD_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/quad/target}/debug/quad}"
venv="$HOME/.cache/quad/schemathesis"
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet 'schemathesis>=4,<5'
fi

server="$("$root/scripts/dev-db.sh")"
server="${server%/*}"
name="quad_fuzz_$$"
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port="$(free_port)"
graph_port="$(free_port)"
base="http://127.0.0.1:$port"
data="$root/.data/fuzz-$port"
rm -rf "$root"/.data/fuzz-* && mkdir -p "$data"

cleanup() {
  [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  [ -n "${graph_pid:-}" ] && kill "$graph_pid" 2>/dev/null && wait "$graph_pid" 2>/dev/null || true
  psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $name WITH (FORCE)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

python3 - "$graph_port" <<'EOF' &
import http.server, json, sys

class Graph(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"id": "17841400000000000", "username": "quad.fuzz"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Graph).serve_forever()
EOF
graph_pid=$!

psql "$server/postgres" -qc "CREATE DATABASE $name"
export DATABASE_URL="$server/$name" QUAD_DATA_DIR="$data" QUAD_BIND="127.0.0.1:$port" QUAD_PUBLIC_URL="$base" \
  QUAD_WEB_DIR="$root/frontend/dist" QUAD_RATE_LIMITS=off RUST_LOG="${RUST_LOG:-warn}" \
  QUAD_INSTAGRAM_API_URL="http://127.0.0.1:$graph_port/v21.0"
"$bin" migrate >/dev/null
"$bin" seed >/dev/null
"$bin" serve >"$data/server.log" 2>&1 &
pid=$!
for _ in $(seq 100); do
  curl -fs "$base/api/v1/health" >/dev/null && break
  sleep 0.2
done

token() {
  curl -fs "$base/api/v1/auth/login" -H 'content-type: application/json' \
    -d "{\"email\": \"$1\", \"password\": \"QuadDemo2026\"}" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

# An admin acts only from a session that proved two-step sign-in: the demo admin's session turns
# it on (set up, then the app's first code) before its run.
verified_admin_token() {
  local token secret
  token="$(token admin@quad.local)"
  secret="$(curl -fs -X POST "$base/api/v1/auth/second-factor/setup" -H "Authorization: Bearer $token" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["data"]["secret"])')"
  curl -fs -o /dev/null "$base/api/v1/auth/second-factor/confirm" -H "Authorization: Bearer $token" \
    -H 'content-type: application/json' \
    -d "{\"code\": \"$(PYTHONPATH="$root/scripts" python3 -c 'import sys; from check_support import totp; print(totp(sys.argv[1]))' "$secret")\"}"
  echo "$token"
}

# GET /events is a stream that never ends: its API tests cover it instead.
st() {
  SCHEMATHESIS_HOOKS=fuzz_hooks PYTHONPATH="$root/scripts" "$venv/bin/schemathesis" \
    --config-file "$root/scripts/schemathesis.toml" run "$base/api/v1/openapi.json" \
    --checks all --max-examples "${FUZZ_EXAMPLES:-30}" -w 2 \
    --exclude-operation-id streamEvents "$@"
}

status=0
for who in jordan moderator manager admin; do
  echo "== as the demo $who =="
  if [ "$who" = admin ]; then bearer="$(verified_admin_token)"; else bearer="$(token "$who@quad.local")"; fi
  st -H "Authorization: Bearer $bearer" \
    --exclude-operation-id logout --exclude-operation-id logoutWithPost --exclude-operation-id deleteAccount \
    "$@" || status=1
done
echo "== without a token =="
st "$@" || status=1
echo "== ending a session and an account (a throw-away student) =="
st -H "Authorization: Bearer $(token maya@quad.local)" \
  --include-operation-id logout --include-operation-id logoutWithPost --include-operation-id deleteAccount \
  "$@" || status=1
exit "$status"
