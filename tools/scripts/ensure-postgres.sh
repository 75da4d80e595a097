#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on loopback for the tests (unless TEST_DATABASE_URL is already
# given) and prints its URL. Reuses a server that an earlier run of this script left running.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi
PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/phc-pg-test}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
run_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if ! run_pg "$BIN/pg_isready" -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  if [ ! -f "$DIR/PG_VERSION" ]; then
    mkdir -p "$DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
    run_pg "$BIN/initdb" -D "$DIR" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  run_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
