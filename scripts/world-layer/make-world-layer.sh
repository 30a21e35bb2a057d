#!/usr/bin/env bash
# Makes the basemap's world layer files (Sources/MeridianSampleData/Resources/*.meridianworld) from
# Debian's packages: GSHHG 2.3.7 through GMT 6 and Natural Earth's 1:50m countries through R. The
# files are derived data; never edit them by hand: change make_world_layer.py and run this again.
# Usage: bash scripts/world-layer/make-world-layer.sh [OUTPUT_DIR]   (about 15 minutes on 2 cores)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
output=${1:-$here/../../Sources/MeridianSampleData/Resources}
packages=(gmt gmt-gshhg-low gmt-gshhg-high gmt-gshhg-full r-cran-rnaturalearthdata python3-venv)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing Debian's ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# shapely from PyPI, pinned, in a venv kept between runs (the one CI's basemap checks use).
venv=${MERIDIAN_BASEMAP_CHECK_VENV:-/var/cache/meridian/basemap-check-venv}
if ! "$venv/bin/python" -c 'import shapely' 2>/dev/null; then
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q osmium==4.3.2 shapely==2.2.0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Rscript "$here/naturalearth-countries.R" "$work/countries.txt"
"$venv/bin/python" -u "$here/make_world_layer.py" "$work/countries.txt" "$output"
dpkg-query -W gmt gmt-gshhg-low gmt-gshhg-high gmt-gshhg-full r-cran-rnaturalearthdata
