#!/usr/bin/env bash
# Makes the basemap's world layer files from Debian's packages: GSHHG 2.3.7 through GMT 6 and Natural
# Earth's 1:50m countries through R. The files are derived data; never edit them by hand: change
# make_world_layer.py and run this again.
# Usage:
#   bash scripts/world-layer/make-world-layer.sh [OUTPUT_DIR]
#     the sample's five cuts (Sources/MeridianSampleData/Resources by default; about 15 minutes on 2 cores)
#   bash scripts/world-layer/make-world-layer.sh --region NAME --box W,S,E,N --resolution c|l|i|h|f \
#       --zooms A-B [--area KM2] [--rivers LEVELS|none] [--about TEXT] OUTPUT_DIR
#     one regional cut, OUTPUT_DIR/NAME.meridianworld: GSHHG's land, lakes, national borders and rivers
#     (levels 1,2 by default) inside the box at that resolution, for the basemap builder's zooms A to B
#     (the last also drawn at every larger scale). docs/basemap.md, "Your region's cut", tells how to choose.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
regional=false
resolution=
previous=
for arg in "$@"; do
  case $arg in
    --region | --region=*) regional=true ;;
    --resolution=*) resolution=${arg#--resolution=} ;;
  esac
  [ "$previous" = --resolution ] && resolution=$arg
  previous=$arg
done
if $regional; then
  case $resolution in
    c | l | i) packages=(gmt gmt-gshhg-low python3-venv) ;;
    h) packages=(gmt gmt-gshhg-high python3-venv) ;;
    f) packages=(gmt gmt-gshhg-full python3-venv) ;;
    *) packages=(gmt python3-venv) ;; # make_world_layer.py names the missing or bad --resolution
  esac
else
  [ $# -le 1 ] || { sed -n '5,12p' "$0" >&2; exit 64; }
  output=${1:-$here/../../Sources/MeridianSampleData/Resources}
  packages=(gmt gmt-gshhg-low gmt-gshhg-high gmt-gshhg-full r-cran-rnaturalearthdata python3-venv)
fi
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
if $regional; then
  "$venv/bin/python" -u "$here/make_world_layer.py" "$@"
  dpkg-query -W "${packages[@]:0:2}"
  exit
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Rscript "$here/naturalearth-countries.R" "$work/countries.txt"
"$venv/bin/python" -u "$here/make_world_layer.py" "$work/countries.txt" "$output"
dpkg-query -W "${packages[@]:0:5}"
