#!/usr/bin/env bash
# Real extracts as osmium writes them (issue 29): the bundled Helsinki extract rewritten by osmium-tool's
# `osmium cat` with zlib at levels 1, 6 and 9 and without compression, and a tiled extract (COPIES copies
# side by side, ids past 2^32) written by pyosmium (.ci/tile-extract.py). Each is built into a basemap
# with meridian-basemap. The rewrites must give the original's feature count. The tiled extract must
# read COPIES times the original's nodes, ways and relations, and give the feature count of the same
# data written by osmium without compression (not COPIES times the original's: the copies share one
# extract box, so areas and the coastline cut by the original's edge are closed differently).
#
#   .ci/check-osmium-extracts.sh MERIDIAN_BASEMAP PYTHON WORK_DIR [COPIES]
#
# MERIDIAN_BASEMAP is the built tool, PYTHON a Python with pyosmium (PyPI `osmium`). Installs Debian's
# osmium-tool with apt-get when `osmium` is missing. Exits 1 naming the extract that failed.
set -euo pipefail
tool=$1 python=$2 work=$3 copies=${4:-3}
cd "$(dirname "$0")/.."
extract=Sources/MeridianSampleData/Resources/helsinki.osm.pbf
mkdir -p "$work"
if ! command -v osmium >/dev/null 2>&1; then
  echo "osmium is missing: installing Debian's osmium-tool"
  apt-get update -qq
  apt-get install -y -qq osmium-tool >"$work/apt-osmium.log" 2>&1 || { tail -20 "$work/apt-osmium.log"; exit 1; }
fi
osmium --version | head -1

build() { # EXTRACT NAME: builds the basemap; prints "FEATURES READ" (READ: nodes,ways,relations)
  local out="$work/$2.meridianbasemap" report
  report=$("$tool" build "$1" --output "$out" --force 2>/dev/null) || { echo "FAILED: meridian-basemap build $1" >&2; return 1; }
  printf '%s %s\n' "$(sed -n 's/^ *features: *//p' <<<"$report")" \
    "$(sed -n 's/^ *read: *\([0-9]*\) nodes, \([0-9]*\) ways, \([0-9]*\) relations/\1,\2,\3/p' <<<"$report")"
}
features() { build "$@" | cut -d' ' -f1; }

read -r original original_read < <(build "$extract" original)
[ -n "$original" ] && [ "$original" -gt 0 ] || { echo "FAILED: the original extract gave no features" >&2; exit 1; }
echo "original: $original features"
status=0
for level in 1 6 9 none; do
  if [ "$level" = none ]; then options=pbf,pbf_compression=none; else options=pbf,pbf_compression=zlib,pbf_compression_level=$level; fi
  osmium cat "$extract" -f "$options" -o "$work/osmium-$level.osm.pbf" --overwrite
  count=$(features "$work/osmium-$level.osm.pbf" "osmium-$level") || { status=1; continue; }
  echo "osmium cat, compression $level: $count features ($(stat -c %s "$work/osmium-$level.osm.pbf") bytes)"
  [ "$count" = "$original" ] || { echo "FAILED: osmium cat at compression $level: $count features, not $original" >&2; status=1; }
done
"$python" .ci/tile-extract.py "$extract" "$work/tiled.osm.pbf" --copies "$copies"
read -r count tiled_read < <(build "$work/tiled.osm.pbf" tiled) || exit 1
IFS=, read -r nodes ways relations <<<"$original_read"
expected_read="$((nodes * copies)),$((ways * copies)),$((relations * copies))"
echo "pyosmium, $copies copies side by side: $count features; read $tiled_read (nodes,ways,relations)"
[ "$tiled_read" = "$expected_read" ] ||
  { echo "FAILED: the tiled extract read $tiled_read, not $expected_read" >&2; status=1; }
osmium cat "$work/tiled.osm.pbf" -f pbf,pbf_compression=none -o "$work/tiled-none.osm.pbf" --overwrite
plain=$(features "$work/tiled-none.osm.pbf" tiled-none) || exit 1
echo "the same written by osmium without compression: $plain features"
[ "$count" = "$plain" ] || { echo "FAILED: the tiled extract has $count features, uncompressed $plain" >&2; status=1; }
exit $status
