#!/usr/bin/env bash
# A real Nominatim on loopback for the integration tests, from Debian's and PyPI's packages only.
#
#   .ci/nominatim.sh install        Debian packages and a virtual environment with Nominatim 5.3.3 (idempotent:
#                                   what is there already is kept)
#   .ci/nominatim.sh start DIR      imports Sources/MeridianSampleData/Resources/helsinki.osm.pbf into a fresh
#                                   database, serves it on a free loopback port and prints the URL (also written
#                                   to DIR/url)
#   .ci/nominatim.sh stop DIR       stops the server, drops the database, and stops PostgreSQL if `start` started it
#
# Runs as root on Debian 12 (bookworm), as CI does. Fetches nothing but packages by name: the OpenStreetMap extract
# is in the repository, the one the basemap is built from
# (Sources/MeridianSampleData/Resources/README.md says where it came from). The virtual environment is kept
# in MERIDIAN_NOMINATIM_VENV (default /var/cache/meridian/nominatim-venv) so a second run skips the download.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive

version=5.3.3
venv=${MERIDIAN_NOMINATIM_VENV:-/var/cache/meridian/nominatim-venv}
database=meridian_nominatim
pbf=$PWD/Sources/MeridianSampleData/Resources/helsinki.osm.pbf
packages=(postgresql-15 postgresql-15-postgis-3 postgresql-contrib osm2pgsql libicu-dev pkg-config g++ python3-dev python3-venv)

die() {
  printf 'nominatim.sh: %s\n' "$*" >&2
  exit 1
}

install() {
  local missing=()
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "apt-get install ${missing[*]}"
    command -v apt-get >/dev/null || die "apt-get is needed to install ${missing[*]}"
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/tmp/meridian-nominatim-apt.log 2>&1 ||
      { tail -20 /tmp/meridian-nominatim-apt.log; die "apt-get install ${missing[*]} failed"; }
  fi
  if "$venv/bin/nominatim" --version 2>/dev/null | grep -q "$version" &&
    "$venv/bin/python" -c 'import falcon, uvicorn, psycopg' 2>/dev/null; then
    echo "Nominatim $version is installed in $venv"
    return
  fi
  echo "pip install nominatim-db==$version nominatim-api==$version into $venv (PyICU builds against libicu-dev)"
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "nominatim-db==$version" "nominatim-api==$version" "psycopg[binary]" falcon uvicorn ||
    die "pip install of Nominatim $version failed"
  "$venv/bin/nominatim" --version
}

# Runs SQL as the postgres superuser.
as_postgres() {
  su postgres -c "psql -v ON_ERROR_STOP=1 -qtAc \"$1\"" </dev/null
}

start() {
  local dir=$1
  [ -f "$pbf" ] || die "the OpenStreetMap extract $pbf is missing"
  [ -x "$venv/bin/nominatim" ] || die "Nominatim is not installed in $venv (run: .ci/nominatim.sh install)"
  mkdir -p "$dir/project"
  if ! pg_lsclusters -h 15 main 2>/dev/null | grep -q online; then
    pg_ctlcluster 15 main start || die "could not start the PostgreSQL 15 cluster"
    touch "$dir/started-postgresql"
  fi
  # Nominatim connects as the current user (root) and lets www-data read; both roles must exist.
  [ "$(as_postgres "SELECT 1 FROM pg_roles WHERE rolname = '$(id -un)'")" = 1 ] ||
    as_postgres "CREATE ROLE \\\"$(id -un)\\\" SUPERUSER LOGIN"
  [ "$(as_postgres "SELECT 1 FROM pg_roles WHERE rolname = 'www-data'")" = 1 ] || as_postgres 'CREATE ROLE \"www-data\" LOGIN'
  # A database left by a run that was killed before its stop step is dropped, so every run imports afresh.
  su postgres -c "dropdb --if-exists $database" </dev/null
  printf 'NOMINATIM_DATABASE_DSN="pgsql:dbname=%s"\n' "$database" >"$dir/project/.env"
  echo "importing $(basename "$pbf") into database $database"
  (cd "$dir/project" && "$venv/bin/nominatim" import --osm-file "$pbf" --threads 2 >"$dir/import.log" 2>&1) ||
    { tail -30 "$dir/import.log"; die "nominatim import failed (log: $dir/import.log)"; }
  local port
  port=$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  # Its own process group, so stop ends the server and everything it started.
  (cd "$dir/project" && exec setsid "$venv/bin/nominatim" serve --server "127.0.0.1:$port" --engine falcon \
    >"$dir/server.log" 2>&1) &
  echo $! >"$dir/server.pid"
  local url="http://127.0.0.1:$port"
  for _ in $(seq 1 120); do
    if "$venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1] + "/status", timeout=2)' \
      "$url" 2>/dev/null; then
      echo "$url" >"$dir/url"
      echo "$url"
      return
    fi
    kill -0 "$(cat "$dir/server.pid")" 2>/dev/null || { tail -30 "$dir/server.log"; die "nominatim serve exited"; }
    sleep 0.5
  done
  tail -30 "$dir/server.log"
  die "nominatim serve did not answer on $url/status within 60 s"
}

stop() {
  local dir=$1 status=0
  if [ -f "$dir/server.pid" ]; then
    local pid
    pid=$(cat "$dir/server.pid")
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL -- "-$pid" 2>/dev/null || true
    rm -f "$dir/server.pid"
    echo "stopped nominatim serve"
  fi
  if pg_lsclusters -h 15 main 2>/dev/null | grep -q online; then
    su postgres -c "dropdb --if-exists $database" </dev/null || status=1
    echo "dropped database $database"
    if [ -f "$dir/started-postgresql" ]; then
      pg_ctlcluster 15 main stop || status=1
      rm -f "$dir/started-postgresql"
      echo "stopped PostgreSQL 15"
    fi
  fi
  return $status
}

case "${1:-}" in
  install) install ;;
  start) [ $# -eq 2 ] || die "usage: $0 start DIR"; start "$2" ;;
  stop) [ $# -eq 2 ] || die "usage: $0 stop DIR"; stop "$2" ;;
  *) die "usage: $0 install | start DIR | stop DIR" ;;
esac
