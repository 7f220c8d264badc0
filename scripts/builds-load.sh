#!/usr/bin/env bash
# Two builds of the server measured alike, alternating, each on a fresh scratch SQLite
# database: the game page's render (pigeonpost-load game-page: the Tandem-84 game at ply
# 10, 100 and 200) and the move path beside the bare two-statement commit (compare).
# Used to hold a change to "no more than 5% slower".
#
#   scripts/builds-load.sh BEFORE/pigeonpost AFTER/pigeonpost LOAD/pigeonpost-load [ROUNDS] [SECONDS]
#
# Server and load tool share the machine's cores as in pigeonpost-load's own runs; the
# builds take turns, so that a machine whose load drifts slows both alike.
set -euo pipefail
before=${1:?the server binary before}
after=${2:?the server binary after}
load=${3:?the pigeonpost-load binary}
rounds=${4:-2}
secs=${5:-10}
port=18121
work=$(mktemp -d)
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

start() {
  rm -rf "$work"/db* "$work/mail"
  "$1" --addr "127.0.0.1:$port" --database "$work/db" \
    --base-url "http://127.0.0.1:$port" --mail-dir "$work/mail" \
    --registrations-per-hour 100000 --invitations-per-hour 100000 \
    --logins-per-10-min 100000 \
    >"$work/server.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do
    if curl -fs "http://127.0.0.1:$port/login" >/dev/null; then return; fi
    sleep 0.1
  done
  echo "the server did not start:" >&2
  cat "$work/server.log" >&2
  exit 1
}
stop() { kill "$pid"; wait "$pid" 2>/dev/null || true; pid=; }

for round in $(seq 1 "$rounds"); do
  for build in before after; do
    bin=$before; [ "$build" = after ] && bin=$after
    echo "== round $round, $build ($(cut -d' ' -f1-3 /proc/loadavg))"
    start "$bin"
    "$load" game-page --base-url "http://127.0.0.1:$port" --reads 30 --prefix "g$round$build"
    stop
    start "$bin"
    "$load" compare --base-url "http://127.0.0.1:$port" --players 16 --seconds "$secs" \
      --prefix "c$round$build"
    stop
  done
done
