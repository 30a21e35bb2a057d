#!/usr/bin/env bash
# The basemap build at country scale, beside tilemaker, in one sitting (issue 26, point 7).
#
# Makes a test extract of 100 copies of Tests/Data/Liechtenstein (6.57 million nodes; each copy's ids
# raised by 100,000,000, so the last copies' ids pass 2^32) with .ci/tile-extract.py, then builds the
# small extract and the tiled one, one after the other, with the release `meridian-basemap build`
# (Natural Earth countries and the world layer's world-crude and world-low: zooms 0-16) and with
# tilemaker 2.2 (Debian) and .ci/tilemaker's config and Lua (the peers' basemap layers, z12-z16: less
# than Meridian builds). Wall time and peak resident memory come from GNU time (%e, %M). Prints one line
# per build and the growth of time against the growth of the node count. Nothing is committed: the
# tiled extract and the outputs go to $OUT (default /tmp/meridian-country-bench).
#
# Usage: .ci/bench-country-build.sh [COPIES]     env: OUT, VENV (a venv with pyosmium; made if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${1:-100}
OUT=${OUT:-/tmp/meridian-country-bench}
VENV=${VENV:-$OUT/venv}
mkdir -p "$OUT"
small=Tests/Data/Liechtenstein/liechtenstein-2013-08-03.osm.pbf
tiled=$OUT/liechtenstein-x$copies.osm.pbf
for tool in tilemaker /usr/bin/time; do
  command -v "$tool" >/dev/null || { apt-get update -qq && apt-get install -y -qq tilemaker time >/dev/null; }
done
"$VENV/bin/python" -c 'import osmium' 2>/dev/null || { python3 -m venv "$VENV" && "$VENV/bin/pip" install -q osmium==4.3.2; }
[ -s "$tiled" ] || "$VENV/bin/python" .ci/tile-extract.py "$small" "$tiled" --copies "$copies" --id-offset 100000000
swift build -c release --product meridian-basemap >/dev/null
bin=$(swift build -c release --show-bin-path)/meridian-basemap
res=Sources/MeridianSampleData/Resources
nodes() { "$VENV/bin/python" -c 'import osmium,sys; print(sum(1 for o in osmium.FileProcessor(sys.argv[1], osmium.osm.NODE)))' "$1"; }
measure() { # NAME COMMAND... -> "NAME: S s, M MB"
  local name=$1
  shift
  /usr/bin/time -f '%e %M' -o "$OUT/time.txt" "$@" >"$OUT/$name.log" 2>&1 || { tail -5 "$OUT/$name.log"; exit 1; }
  read -r seconds kilobytes <"$OUT/time.txt"
  echo "$name: $seconds s, $((kilobytes / 1024)) MB peak resident"
  echo "$seconds" >"$OUT/$name.seconds"
}
meridian=("$bin" build --world "$res/naturalearth-countries.geojson" --world-layer "$res/world-crude.meridianworld"
  --world-layer "$res/world-low.meridianworld" --output "$OUT/out.meridianbasemap" --force --quiet)
tilemaker=(tilemaker --output "$OUT/tiles" --config .ci/tilemaker/config.json --process .ci/tilemaker/process.lua
  --input)
small_nodes=$(nodes "$small")
tiled_nodes=$(nodes "$tiled")
echo "small: $small ($small_nodes nodes); tiled: $tiled ($tiled_nodes nodes, $(stat -c %s "$tiled") bytes)"
measure meridian-small "${meridian[@]}" "$small"
measure meridian-tiled "${meridian[@]}" "$tiled"
"$bin" inspect "$OUT/out.meridianbasemap" | sed -n '2,4p'
rm -rf "$OUT/tiles"
measure tilemaker-small "${tilemaker[@]}" "$small"
rm -rf "$OUT/tiles"
measure tilemaker-tiled "${tilemaker[@]}" "$tiled"
python3 - "$OUT" "$small_nodes" "$tiled_nodes" <<'PYTHON'
import sys
out, small, tiled = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
read = lambda name: float(open(f"{out}/{name}.seconds").read())
for tool in ("meridian", "tilemaker"):
    growth = read(f"{tool}-tiled") / read(f"{tool}-small")
    print(f"{tool}: time grew {growth:.1f}x for {tiled / small:.1f}x the nodes "
          f"({growth / (tiled / small):.2f} of the node growth)")
PYTHON
