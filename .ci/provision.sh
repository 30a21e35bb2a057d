#!/usr/bin/env bash
# Installs what CI's later steps need beyond the Swift toolchain, in one go so .ci/run can do it beside
# its builds: Debian's chromium (snapshots), zlib1g-dev (the inflate-zlib fuzz target), osmium-tool
# (the osmium extracts), python3-venv when python3 has no ensurepip, and a virtual environment with
# pyosmium and shapely from PyPI for the basemap checks (kept between runs, as Nominatim's is).
#
#   .ci/provision.sh VENV
#
# Installs only what is missing; needs apt-get (CI runs as root) only when something is. Exits 1 naming
# what could not be installed.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: .ci/provision.sh VENV" >&2; exit 2; }
venv=$1
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp "${TMPDIR:-/tmp}/meridian-provision.XXXXXX")
trap 'rm -f "$log"' EXIT

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)
command -v osmium >/dev/null 2>&1 || missing+=(osmium-tool)
python3 -c 'import ensurepip' 2>/dev/null || missing+=(python3-venv)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "apt-get install ${missing[*]}"
  command -v apt-get >/dev/null 2>&1 || { echo "apt-get is needed to install ${missing[*]}" >&2; exit 1; }
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >"$log" 2>&1 || { tail -20 "$log"; echo "apt-get install ${missing[*]} failed" >&2; exit 1; }
fi

if ! "$venv/bin/python" -c 'import osmium, shapely' 2>/dev/null; then
  echo "pip install osmium shapely into $venv"
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  { python3 -m venv "$venv" && "$venv/bin/pip" install -q osmium==4.3.2 shapely==2.2.0; } >"$log" 2>&1 ||
    { tail -20 "$log"; echo "pip install osmium shapely failed" >&2; exit 1; }
fi
echo "ok: chromium, zlib.h, osmium and $venv (osmium, shapely) are in place"
