#!/bin/sh
# compose's one-shot `minio-init` (the minio/mc image) runs this on every `up`; each step may be
# repeated. It signs in as MinIO's root, makes the bucket readable (not listable) by anyone, and
# makes the instances' own user, whose policy (quad-app-policy.json beside this file) lets it only
# read, write and delete objects in that bucket. Secrets go to mc on stdin, never on its command
# line, so they show neither in `ps` nor in mc's error messages.
set -eu
: "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${QUAD_S3_BUCKET:?}"
: "${QUAD_S3_ACCESS_KEY_ID:?}" "${QUAD_S3_SECRET_ACCESS_KEY:?}"
if [ "$QUAD_S3_ACCESS_KEY_ID" = "$MINIO_ROOT_USER" ]; then
  echo "minio-init: QUAD_S3_ACCESS_KEY_ID must differ from MINIO_ROOT_USER" >&2
  exit 1
fi

tries=0
until printf '%s\n%s\n' "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" | mc alias set quad http://minio:9000 >/dev/null; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "minio-init: MinIO did not accept the root credentials within a minute" >&2
    exit 1
  fi
  sleep 1
done

mc mb --ignore-existing "quad/$QUAD_S3_BUCKET"
mc anonymous set download "quad/$QUAD_S3_BUCKET"
# `create` replaces a policy of the same name; `user add` sets an existing user's secret anew;
# `attach` of a policy already attached succeeds (mc since October 2024).
mc admin policy create quad quad-app /etc/quad/minio/quad-app-policy.json
printf '%s\n' "$QUAD_S3_SECRET_ACCESS_KEY" | mc admin user add quad "$QUAD_S3_ACCESS_KEY_ID"
mc admin policy attach quad quad-app --user "$QUAD_S3_ACCESS_KEY_ID"
