#!/usr/bin/env bash
# The web app's runtime dependencies against npm's advisories: `npm audit --omit=dev`, failing on
# any advisory of moderate severity or worse. Build tools (devDependencies) never reach a browser
# and are left out. Where the registry's audit endpoint cannot be reached (this CI machine's
# registry mirror answers 405 to it), the check says so and is skipped rather than passed in
# silence; everywhere else it runs in full.
set -euo pipefail
cd "$(dirname "$0")/../frontend"
set +e
report="$(npm audit --omit=dev --audit-level=moderate 2>&1)"
status=$?
set -e
if [ "$status" -ne 0 ] && grep -qE "audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|405 Method Not Allowed" <<<"$report"; then
  echo "npm-audit: SKIPPED, the registry's audit endpoint is not reachable from here:"
  grep -E "npm (warn|error) audit" <<<"$report" | head -n 2 | sed 's/^/  /'
  exit 0
fi
echo "$report"
exit "$status"
