#!/usr/bin/env bash
# Checks every shipped deployment file with the tool that reads it (issue 24: deploy/nginx.conf
# used `http2 on;`, which Debian 12's nginx 1.22 refuses). Tools from Debian 12's packages:
#   apt-get install nginx-light caddy docker-compose    (systemd-analyze comes with systemd)
# .ci/run installs them and runs this before `npm test`; by hand: scripts/check-deploy-configs.sh
# Nothing is started: nginx -t, caddy validate, systemd-analyze verify and compose config only read.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
check() {
  local name="$1"
  shift
  if "$@" >"$work/out" 2>&1; then
    echo "ok   $name"
  else
    echo "FAIL $name: $*"
    sed 's/^/     /' "$work/out"
    failed=1
  fi
}
need() {
  command -v "$1" >/dev/null || {
    echo "FAIL $1 is not installed (Debian 12: apt-get install $2)"
    failed=1
    return 1
  }
}

# nginx: the file is a conf.d snippet, so it is included in a minimal main config, with a
# self-signed certificate in place of certbot's (nginx -t loads the certificate files).
if need nginx nginx-light; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=hotel.example.com \
    -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null
  sed -e "s#/etc/letsencrypt/live/hotel.example.com/#$work/#g" deploy/nginx.conf >"$work/hotel.conf"
  printf 'pid %s/nginx.pid;\nerror_log %s/error.log;\nevents {}\nhttp {\n    access_log off;\n    include %s/hotel.conf;\n}\n' \
    "$work" "$work" "$work" >"$work/nginx.conf"
  check "deploy/nginx.conf (nginx $(nginx -v 2>&1 | sed 's#.*/##'))" nginx -t -q -p "$work/" -e "$work/error.log" -c "$work/nginx.conf"
fi

# Caddy keeps its state under $HOME/XDG folders: a scratch one, so validating writes nothing else.
if need caddy caddy; then
  for file in deploy/Caddyfile deploy/compose.Caddyfile; do
    check "$file (caddy $(caddy version | cut -d' ' -f1))" env HOME="$work" XDG_DATA_HOME="$work" XDG_CONFIG_HOME="$work" \
      caddy validate --adapter caddyfile --config "$file"
  done
fi

# A template unit is verified as one of its instances. systemd-analyze also checks that
# ExecStart's program (/usr/bin/node) exists on this machine.
if need systemd-analyze systemd; then
  cp deploy/hotel-booking@.service "$work/hotel-booking@3001.service"
  check "deploy/hotel-booking@.service (systemd $(systemd-analyze --version | head -1 | cut -d' ' -f2))" \
    systemd-analyze verify --man=no "$work/hotel-booking@3001.service"
fi

# Every way of running production starts the same built file as `npm start` (issue 25,
# decision 022): the image's CMD and the unit's ExecStart, never TypeScript through tsx.
# `node <flags> dist/server/server.js` as npm start has it; the image says it as a JSON array.
server_command="$(sed -n 's/.*"start": ".* \(node [^"]*dist\/server\/server\.js\)".*/\1/p' package.json)"
server_command_json="[\"$(printf '%s' "$server_command" | sed 's/ /", "/g')\"]"
agrees() {
  [ -n "$server_command" ] && grep -qF "$1" "$2" && ! grep -Eq '^[^#]*(--import[", ]+tsx|src/server/server\.ts)' "$2"
}
check "deploy/Dockerfile runs '${server_command:-?}' as npm start does" agrees "CMD $server_command_json" deploy/Dockerfile
check "deploy/hotel-booking@.service runs '${server_command:-?}' as npm start does" agrees "ExecStart=/usr/bin/$server_command" deploy/hotel-booking@.service

# The compose file with the .env it expects beside it (example values).
printf '%s\n' BETTER_AUTH_SECRET=example-secret-of-at-least-32-characters POSTGRES_PASSWORD=example MINIO_ROOT_USER=example \
  MINIO_ROOT_PASSWORD=example-password SSLCOMMERZ_STORE_ID=example SSLCOMMERZ_STORE_PASSWORD=example \
  SMTP_URL=smtps://user:example@smtp.example.com >"$work/compose.env"
if docker compose version >/dev/null 2>&1; then
  check "deploy/compose.yaml (docker compose)" docker compose -f deploy/compose.yaml --env-file "$work/compose.env" config -q
elif need docker-compose docker-compose; then
  check "deploy/compose.yaml (docker-compose $(docker-compose version --short))" \
    docker-compose -f deploy/compose.yaml --env-file "$work/compose.env" config -q
fi

exit "$failed"
