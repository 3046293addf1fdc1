#!/usr/bin/env bash
# Prints the path of a Python with the local servers some adapter tests run against
# (aiosmtpd for SMTP, moto for S3). Kept in a virtualenv under ~/.cache/quad, made the first time.
set -euo pipefail
venv="${QUAD_TEST_VENV:-$HOME/.cache/quad/venv}"
requirements="aiosmtpd==1.4.6 moto[server]==5.1.4"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$requirements" ]; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check $requirements >&2
  echo "$requirements" > "$venv/.requirements"
fi
echo "$venv/bin/python"
