#!/bin/sh
# Loads secrets from files: for each key below, VAR_FILE=/path in the environment exports
# VAR=<file content> (the convention of the official postgres image), so keys and passwords come
# from Docker secrets or a volume instead of plain environment values. Then runs the command.
# (An explicit list: other *_FILE variables, such as SSL_CERT_FILE, mean something else.)
set -eu
for var in JWT_PUBLIC_KEY JWT_PREVIOUS_PUBLIC_KEY JWT_PRIVATE_KEY ADMIN_PASSWORD DATABASE_URL PGPASSWORD REDIS_URL SMTP_URL \
  S3_ACCESS_KEY S3_SECRET_KEY NEWSLETTER_SECRET FORM_TOKEN_SECRET FILE_LINK_SECRET PREVIEW_LINK_SECRET INTERNAL_TOKEN DKIM_PRIVATE_KEY; do
  file=$(printenv "${var}_FILE" || true)
  [ -n "$file" ] || continue
  if [ ! -r "$file" ]; then
    echo "docker-entrypoint: ${var}_FILE points at $file, which cannot be read" >&2
    exit 1
  fi
  export "$var=$(cat "$file")"
  unset "${var}_FILE"
done
exec "$@"
