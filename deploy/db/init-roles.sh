#!/usr/bin/env bash
# The PostgreSQL image runs this once, on an empty data directory, as its superuser: it makes
# Quad's owner and app roles (deploy/db/roles.sql) with the passwords compose passes in.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner=quad_owner -v owner_password="$QUAD_OWNER_PASSWORD" \
  -v app=quad_app -v app_password="$QUAD_APP_PASSWORD" \
  -v database="$POSTGRES_DB" \
  -f /docker-entrypoint-initdb.d/roles.sql.in
