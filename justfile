# Quad's commands. `just run` starts the product; `just check` runs everything CI runs.

set shell := ["bash", "-euo", "pipefail", "-c"]

export CARGO_TARGET_DIR := env_var_or_default("CARGO_TARGET_DIR", home_directory() / ".cache/quad/target")
quad := CARGO_TARGET_DIR / "debug/quad"

# List the recipes.
default:
    @just --list

# Run Quad on http://127.0.0.1:8080 (private PostgreSQL under .data/ unless DATABASE_URL is set),
# with demo accounts, and a local Instagram stand-in on http://127.0.0.1:8090 that the demo
# accounts publish to (set QUAD_INSTAGRAM_API_URL to use the real Graph API instead).
run: build-web build
    #!/usr/bin/env bash
    set -euo pipefail
    export DATABASE_URL="$(scripts/dev-db.sh)"
    if [ -z "${QUAD_INSTAGRAM_API_URL:-}" ]; then
        "{{quad}}" instagram-stand-in --bind 127.0.0.1:8090 &
        stand_in=$!
        trap 'kill $stand_in 2>/dev/null' EXIT
        export QUAD_INSTAGRAM_API_URL=http://127.0.0.1:8090/v21.0
    fi
    # The demo's contact details and social links (a deployment sets its own, or none: then the
    # pages leave them out), and landing figures shown from the first one.
    export QUAD_CONTACT_EMAIL="${QUAD_CONTACT_EMAIL:-hello@quad.local}"
    export QUAD_PRIVACY_EMAIL="${QUAD_PRIVACY_EMAIL:-privacy@quad.local}"
    export QUAD_SOCIAL_LINKS="${QUAD_SOCIAL_LINKS:-instagram=https://www.instagram.com/quad.demo}"
    export QUAD_LANDING_FIGURES_FROM="${QUAD_LANDING_FIGURES_FROM:-1}"
    "{{quad}}" seed --quiet
    "{{quad}}" serve &
    server=$!
    trap 'kill $server ${stand_in:-} 2>/dev/null' EXIT INT TERM
    # Once it answers, and the demo data's e-mails are in the outbox, the logins come last.
    port="${QUAD_BIND:-127.0.0.1:8080}"
    until (exec 3<>"/dev/tcp/${port%:*}/${port##*:}") 2>/dev/null; do
        kill -0 "$server" 2>/dev/null || exit 1
        sleep 0.5
    done
    sleep 3
    echo
    "{{quad}}" demo-accounts
    echo "Open ${QUAD_PUBLIC_URL:-http://$port} and sign in; Ctrl-C stops Quad."
    wait "$server"

# Build the `quad` binary.
build:
    cargo build -p quad-server

# Install the web app's packages when package-lock.json changed.
web-deps:
    cd frontend && { [ node_modules/.package-lock.json -nt package-lock.json ] || npm install --no-audit --no-fund; }

# Build the web app into frontend/dist.
build-web: web-deps
    cd frontend && npm run build

# The domain's unit tests: no database, no mocks, seconds.
test:
    cargo test -p quad-domain

# The use cases' unit tests, over mocked ports (mockall): no database, seconds.
test-app:
    cargo test -p quad-application

# Everything CI runs.
check: fmt-check layers docs-paths map file-size use-cases clippy supply-chain test-all web-check schema-drift api-drift e2e fuzz-check proxy-check image-check backup-check db-roles-check fault-check live-check

# Fail when a crate depends on something its layer forbids (domain and application: allow-lists;
# http: never persistence). Reads `cargo metadata`; see ARCHITECTURE.md. Also the self-tests of
# the docs-paths, map and file-size gates, which are quick.
layers:
    python3 scripts/check-layers.py --self-test
    python3 scripts/check-layers.py
    python3 scripts/check-docs-paths.py --self-test
    python3 scripts/check-map.py --self-test
    python3 scripts/check-file-size.py --self-test

# Fail when a path in backticks in README.md, ARCHITECTURE.md, CONTRIBUTING.md or docs/*.md is not in
# the repository.
docs-paths:
    python3 scripts/check-docs-paths.py --self-test
    python3 scripts/check-docs-paths.py

# Fail when ARCHITECTURE.md does not name a web feature, an application context, a port, an adapter
# type or an access level that the tree has.
map:
    python3 scripts/check-map.py --self-test
    python3 scripts/check-map.py

# Fail when a Rust file under crates/ or a TypeScript file under frontend/src/ has over 600 lines
# of non-test code (generated files exempt).
file-size:
    python3 scripts/check-file-size.py --self-test
    python3 scripts/check-file-size.py

# Fail when a public use case of the application crate has no unit test in its context (the ones
# listed in scripts/use-cases-without-unit-tests.txt are the debt: the list only shrinks).
use-cases:
    python3 scripts/check-use-case-tests.py --self-test
    python3 scripts/check-use-case-tests.py

# Regenerate crates/persistence/src/schema.rs from the migrations with `diesel print-schema`.
schema:
    scripts/schema.sh write

# Fail when schema.rs is not what `diesel print-schema` writes for the migrations.
schema-drift:
    scripts/schema.sh check

# Format Rust and web code.
fmt:
    cargo fmt --all
    cd frontend && npx eslint --fix .

fmt-check:
    cargo fmt --all -- --check

clippy:
    cargo clippy --workspace --all-targets -- -D warnings

# Every Rust test, PostgreSQL-backed ones included (a fresh database per test) and the adapters'
# tests against local servers (aiosmtpd, moto: a virtualenv that scripts/test-tools.sh keeps).
# Four at a time: they mostly wait on PostgreSQL and HTTP, so on 2 cores the API tests took 334 s
# instead of 591 s with the default of one per core.
test-all:
    DATABASE_URL="$(scripts/dev-db.sh)" QUAD_TEST_PYTHON="$(scripts/test-tools.sh)" cargo test --workspace -- --test-threads=4

# Type check, lint and unit-test the web app, and hold the landing page's first-load JavaScript to
# its budget (120 KB gzip, read from the build).
web-check: build-web
    cd frontend && npm run typecheck && npm run lint && npm run test && npm run check:bundle

# Regenerate the web app's API types from the server's OpenAPI document.
gen-api: build web-deps
    "{{quad}}" openapi > frontend/src/lib/api/generated/openapi.json
    cd frontend && npm run gen-api

# Fail when the committed API types are not what the server's OpenAPI document generates.
api-drift: build web-deps
    #!/usr/bin/env bash
    set -euo pipefail
    tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
    "{{quad}}" openapi > "$tmp/openapi.json"
    (cd frontend && npx openapi-typescript "$tmp/openapi.json" -o "$tmp/schema.d.ts" >/dev/null)
    gen=frontend/src/lib/api/generated
    if ! diff -u "$gen/openapi.json" "$tmp/openapi.json" || ! diff -u "$gen/schema.d.ts" "$tmp/schema.d.ts"; then
      echo "The generated API types are stale: run 'just gen-api' and commit the result." >&2
      exit 1
    fi

# What the server's OpenAPI document changes against the one committed at REV, ignoring schema
# names (a refactor shows none; see scripts/openapi-diff.py).
api-diff REV: build
    #!/usr/bin/env bash
    set -euo pipefail
    tmp="$(mktemp)"; trap 'rm -f "$tmp"' EXIT
    "{{quad}}" openapi > "$tmp"
    python3 scripts/openapi-diff.py --git "{{REV}}" "$tmp"

# Browser end-to-end tests in headless Chromium against the real server and a fresh database.
e2e: build build-web
    cd frontend && DATABASE_URL="$(../scripts/dev-db.sh)" QUAD_BIN="{{quad}}" npx playwright test

# The deployment's nginx configuration (deploy/nginx/quad.conf) with TLS in front of two instances
# on one database and an S3 bucket (moto): pages, deep links, API, caching, an upload across
# instances, upload limits, rate limits keyed on the real client address. Needs nginx and openssl.
proxy-check: build build-web
    @command -v nginx >/dev/null || test -x /usr/sbin/nginx || { echo "just proxy-check needs nginx (Debian: apt-get install nginx)" >&2; exit 1; }
    "$(scripts/test-tools.sh)" scripts/proxy-check.py "{{quad}}" frontend/dist "$(dirname "$(scripts/dev-db.sh)")"

# deploy/Dockerfile's runtime stage built without Docker (Debian's minimal root of its suite, its own
# RUN/COPY/ENV/USER) and compose's migrate, create-user and serve run in it as the image's user with
# compose's environment: healthcheck, pages, sign-in, an upload into the bucket (moto), SIGTERM.
# Needs root and debootstrap; says SKIPPED without them.
image-check: build build-web
    "$(scripts/test-tools.sh)" scripts/image-check.py "{{quad}}" frontend/dist "$(dirname "$(scripts/dev-db.sh)")"

# Faults against a PostgreSQL cluster of the run's own: the database stopped and started under
# load (503s, then recovery with no restart), SIGTERM under load (in-flight requests answered, a
# clean exit), an unwritable media folder (a clear 5xx, nothing half-written).
fault-check: build
    python3 scripts/fault-check.py "{{quad}}"

# Live streams lose and duplicate nothing: 50 streams on 2 instances, a dropped LISTEN connection
# and a killed instance whose tabs reconnect with Last-Event-ID (counts only; `just bench` times it).
live-check: build
    python3 scripts/live-check.py "{{quad}}" "$(dirname "$(scripts/dev-db.sh)")"

# deploy/README.md's backup and restore, done: seed, pg_dump -Fc, pg_restore, compare row counts.
backup-check: build
    QUAD_BIN="{{quad}}" scripts/backup-check.sh

# The production database roles (deploy/db/roles.sql): migrate as the owner, seed as the
# application, and the application's role can alter no table, trigger or audit entry.
db-roles-check: build
    QUAD_BIN="{{quad}}" scripts/db-roles-check.sh

# Fuzz the API against its own OpenAPI document (schemathesis 4, every check) as each role, on a
# fresh server and database; arguments go to schemathesis (`just fuzz-api --seed 1 -n 100`).
fuzz-api *ARGS: build
    scripts/fuzz-api.sh {{ARGS}}

# The same, bounded for `just check`: 10 examples per operation and role.
fuzz-check: build
    FUZZ_EXAMPLES=10 scripts/fuzz-api.sh

# Supply chain: cargo-deny (deny.toml: advisories from the offline RustSec snapshot when there is
# one, else the live database; licences, bans, sources) and npm audit of the web app's runtime
# dependencies.
supply-chain:
    scripts/deny.sh
    scripts/npm-audit.sh

# Benchmarks (release builds): the image pipeline on a 5 MB photo, one password hash, ranking
# 50,000 students in the domain, and GET /roommates at a 50,000-student university beside the
# bare SQL that reads its candidates (wrk and pgbench), and the admin analytics and dashboard
# over 100,000 people and 20,000 profiles beside the chart statements (wrk and pgbench), and the
# public reads at 64 connections beside pgbench running their SQL, with a login storm alongside,
# and 1,000 live streams over 3 instances (latency, loss, memory, ceiling).
bench:
    cargo bench -p quad-storage --bench image_pipeline
    cargo bench -p quad-identity --bench password_hash
    cargo bench -p quad-domain --bench ranking
    DATABASE_URL="$(scripts/dev-db.sh)" cargo bench -p quad-server --bench publishing_drain
    @command -v wrk >/dev/null || { echo "just bench needs wrk (Debian: apt-get install wrk)" >&2; exit 1; }
    cargo build --release -p quad-server
    python3 scripts/roommates-bench.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")"
    python3 scripts/live-bench.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")"
    python3 scripts/analytics-bench.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")"
    python3 scripts/public-reads-bench.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")"
    python3 scripts/featured-bench.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")"
    python3 scripts/messages-bench.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")"

# Lighthouse 12 on the landing page, /universities, /login and /umich (mobile and desktop, median of 3) of
# a release server with the demo data; the figures docs/performance.md records.
lighthouse: build-web
    cargo build --release -p quad-server
    python3 scripts/lighthouse.py "{{CARGO_TARGET_DIR}}/release/quad" "$(dirname "$(scripts/dev-db.sh)")" frontend/dist

# Peak memory of the server under 20 parallel hostile uploads (16-bit, 50-megapixel and
# header-only bombs); the figure docs/security.md states.
abuse-uploads: build
    python3 scripts/upload-abuse.py "{{quad}}" "$(dirname "$(scripts/dev-db.sh)")"

# Forgot-password's answer time with and without an account behind the address, side by side.
forgot-timing: build
    python3 scripts/forgot-timing.py "{{quad}}" "$(dirname "$(scripts/dev-db.sh)")"

# Stop the private development PostgreSQL (if `just run` started one).
db-stop:
    if [ -f .data/postgres/postmaster.pid ]; then runuser -u postgres -- pg_ctl -D .data/postgres stop 2>/dev/null || pg_ctl -D .data/postgres stop; fi
