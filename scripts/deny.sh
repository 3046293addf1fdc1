#!/usr/bin/env bash
# Supply-chain checks (deny.toml: advisories, licences, bans, sources) with cargo-deny, offline.
# This machine cannot reach the advisory database's git host, so the RustSec snapshot in
# ../shared/rustsec-advisory-db (or $QUAD_ADVISORY_DB) is copied into a git repository where
# cargo-deny keeps its clone, committed with the snapshot's own date (so staleness is real), and
# cargo-deny runs with --offline. Online, `cargo deny check` fetches the live database instead.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
version="0.20.2"
if ! cargo deny --version 2>/dev/null | grep -q "$version"; then
  cargo install cargo-deny --locked --version "$version"
fi

snapshot="${QUAD_ADVISORY_DB:-}"
for candidate in "$root/../shared/rustsec-advisory-db" /work/shared/rustsec-advisory-db; do
  [ -n "$snapshot" ] || { [ -f "$candidate/SNAPSHOT" ] && snapshot="$candidate"; }
done
[ -n "$snapshot" ] || { echo "deny: no RustSec snapshot found; set QUAD_ADVISORY_DB, or run 'cargo deny check' online" >&2; exit 1; }

# cargo-deny's folder for https://github.com/rustsec/advisory-db (the name is a hash of the URL).
db="$HOME/.cache/quad/advisory-dbs/advisory-db-3157b0e258782691"
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

cd "$root"
# --offline also keeps cargo metadata from the network: every platform's crates must be here.
cargo fetch --locked --quiet
cargo deny --offline check --hide-inclusion-graph
