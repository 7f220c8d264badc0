#!/usr/bin/env bash
# Live updates and cheap refreshes (issue 19), against a release server on a scratch
# SQLite database, with pigeonpost-load's `streams` and `refresh` runs:
#   - the server's resident memory with 1,000 idle event streams open (target: under
#     50 MB more), and how soon a move reaches them all;
#   - the game page's 304 answer and its full render against a bare axum handler doing
#     one SQLite point read (targets: at least 0.9 and 0.5 of its rate).
#
#   cargo build --release -p pigeonpost -p pigeonpost-load
#   scripts/live-load.sh target/release [STREAMS] [SECONDS] [CLIENTS]
set -euo pipefail
bins=${1:?the folder holding release builds of pigeonpost and pigeonpost-load}
streams=${2:-1000}
secs=${3:-10}
clients=${4:-16}
port=18111
work=$(mktemp -d)
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# Every stream is a connection and a file descriptor, on both sides.
ulimit -n "$(( streams * 2 + 1024 ))"

start() {
  "$bins/pigeonpost" --addr "127.0.0.1:$port" --database "$work/live.db" \
    --base-url "http://127.0.0.1:$port" --mail-dir "$work/mail" \
    --registrations-per-hour 100000 --invitations-per-hour 100000 \
    --max-connections "$(( streams + 1024 ))" \
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

echo "load $(cut -d' ' -f1-3 /proc/loadavg) before"
start
"$bins/pigeonpost-load" streams --base-url "http://127.0.0.1:$port" --pid "$pid" \
  --streams "$streams"
kill "$pid"; wait "$pid" 2>/dev/null || true
pid=
# A fresh server for the rates, so the streams' connections are gone.
rm -f "$work"/live.db*
start
"$bins/pigeonpost-load" refresh --base-url "http://127.0.0.1:$port" --clients "$clients" \
  --seconds "$secs"
