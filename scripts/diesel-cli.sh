#!/usr/bin/env bash
# Prints the path of the diesel CLI (PostgreSQL only), installing it under ~/.cache/quad/tools the
# first time: a pinned version, built with its own target folder so it never waits on the
# project's build. Needs Debian's libpq-dev.
set -euo pipefail
version=2.3.14
tools="${QUAD_TOOLS_DIR:-$HOME/.cache/quad/tools}"
bin="$tools/bin/diesel"
if [ -x "$bin" ] && "$bin" --version 2>/dev/null | grep -q "$version"; then
  echo "$bin"; exit 0
fi
echo "diesel-cli: installing diesel_cli $version into $tools (a few minutes, once)" >&2
CARGO_TARGET_DIR="$tools/target" cargo install diesel_cli --version "$version" --locked \
  --no-default-features --features postgres --root "$tools" >&2
rm -rf "$tools/target"
echo "$bin"
