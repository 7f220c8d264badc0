#!/usr/bin/env bash
# Accepted moves and game-page reads per second on SQLite and on PostgreSQL, with one
# server and with two on one database (issue 18), using pigeonpost-load's `moves` run.
# With two servers, one load process drives each (half the players each) and the rates
# add up.
#
#   cargo build --release -p pigeonpost -p pigeonpost-load
#   scripts/backends-load.sh target/release [SECONDS] [PLAYERS]
#
# PostgreSQL: $PIGEONPOST_TEST_POSTGRES (default postgres://postgres@127.0.0.1:5432/postgres);
# a fresh database is made and dropped for each run.
set -euo pipefail
bins=${1:?the folder holding release builds of pigeonpost and pigeonpost-load}
secs=${2:-20}
players=${3:-16}
server_url=${PIGEONPOST_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}
work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

start() { # PORT DATABASE
  local port=$1 db=$2
  "$bins/pigeonpost" --addr "127.0.0.1:$port" --database "$db" \
    --base-url "http://127.0.0.1:$port" --mail-dir "$work/mail-$port" \
    --registrations-per-hour 100000 --invitations-per-hour 100000 \
    >"$work/server-$port.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 300); do
    if curl -fs "http://127.0.0.1:$port/login" >/dev/null; then return; fi
    sleep 0.1
  done
  echo "server on $port did not start:" >&2
  cat "$work/server-$port.log" >&2
  exit 1
}

stop_all() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
  pids=()
}

fresh_postgres() { # NAME -> URL
  psql -q "$server_url" -c "DROP DATABASE IF EXISTS $1 WITH (FORCE)" -c "CREATE DATABASE $1" >/dev/null
  echo "${server_url%/*}/$1"
}

load() { # PORT PLAYERS PREFIX
  "$bins/pigeonpost-load" moves --base-url "http://127.0.0.1:$1" --players "$2" \
    --seconds "$secs" --prefix "$3" 2>/dev/null
}

rates() { # REPORT... -> "moves/s reads/s"
  awk '/accepted moves:/ {m += $(NF-2)} /page reads alongside/ {
         for (i = 1; i <= NF; i++) if ($i == "per") { r += $(i-1); break } }
       END {printf "%.1f moves/s, %.1f page reads/s\n", m, r}' "$@"
}

run() { # LABEL SERVERS DATABASE
  local label=$1 servers=$2 db=$3
  start 18101 "$db"
  if [ "$servers" = 2 ]; then
    start 18102 "$db"
    load 18101 $((players / 2)) "a$RANDOM" >"$work/a.txt" &
    local first=$!
    load 18102 $((players / 2)) "b$RANDOM" >"$work/b.txt"
    wait "$first"
    echo "$label: $(rates "$work/a.txt" "$work/b.txt")"
  else
    load 18101 "$players" "a$RANDOM" >"$work/a.txt"
    echo "$label: $(rates "$work/a.txt")"
  fi
  stop_all
}

echo "$players players, $secs s each, load $(cut -d' ' -f1-3 /proc/loadavg) before"
run "SQLite, one server" 1 "$work/one.db"
run "PostgreSQL, one server" 1 "$(fresh_postgres pp_load_one)"
run "PostgreSQL, two servers" 2 "$(fresh_postgres pp_load_two)"
psql -q "$server_url" -c "DROP DATABASE IF EXISTS pp_load_one WITH (FORCE)" \
  -c "DROP DATABASE IF EXISTS pp_load_two WITH (FORCE)" >/dev/null
