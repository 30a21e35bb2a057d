#!/usr/bin/env bash
# Records the Nominatim decoding fixtures from a real server: the one .ci/nominatim.sh starts on the Helsinki
# extract of the sample data (Sources/MeridianSampleData/Resources/helsinki.osm.pbf).
# Usage: Tests/Data/Nominatim/record-fixtures.sh http://127.0.0.1:PORT
# Writes Tests/MeridianGeocodeServiceTests/Fixtures/Nominatim/<name>.json (the body exactly as served) and
# requests.tsv (name, HTTP status, request). Fixtures are recorded by hand when the mapping grows, not in CI.
set -euo pipefail
base=${1:?usage: $0 http://127.0.0.1:PORT}
out=$(cd "$(dirname "$0")/../.." && pwd)/MeridianGeocodeServiceTests/Fixtures/Nominatim
mkdir -p "$out"
details="format=jsonv2&addressdetails=1&extratags=1"
fixtures=(
  "search-cafe|search?q=Cafe+Esplanad&$details&limit=1"
  "search-restaurant-sushi|search?q=Day+%26+Nite+Sushi+Bar&$details&limit=1"
  "search-fast-food|search?q=Aseman+wursti&$details&limit=1"
  "search-pub|search?q=8-Bit+Taproom&$details&limit=1"
  "search-hotel|search?q=Carlton&$details&limit=1"
  "search-museum|search?q=Amos+Anderson+taidemuseo&$details&limit=1"
  "search-shop-clothes|search?q=Aino&$details&limit=1"
  "search-office|search?q=1+LamY+OY&$details&limit=1"
  "search-memorial|search?q=Aleksanteri+I&$details&limit=1"
  "search-park|search?q=Esplanadinpuisto&$details&limit=1"
  "search-city|search?q=Helsinki&$details&limit=1"
  "search-suburb|search?q=Hakaniemi&$details&limit=1"
  "search-neighbourhood|search?q=Keskusta&$details&limit=1"
  "search-city-block|search?q=Aasi&$details&limit=1"
  "search-square|search?q=Kaivopiha&$details&limit=1"
  "search-country|search?q=Suomi&$details&limit=1"
  "search-postcode|search?q=00100&$details&limit=1"
  "search-street|search?q=Mikonkatu&$details&limit=2"
  "search-address|search?q=Mikonkatu+18%2C+Helsinki&$details&limit=2"
  "search-structured|search?street=Mikonkatu+18&city=Helsinki&$details&limit=2"
  "search-bus-stop|search?q=%5Bhighway%3Dbus_stop%5D+60.1699000%2C24.9384000&$details&limit=1"
  "search-railway-station|search?q=%5Brailway%3Dstation%5D+60.1699000%2C24.9384000&$details&limit=1"
  "search-subway-entrance|search?q=Metro+Helsingin+yliopisto&$details&limit=1"
  "search-tram-stop|search?q=%5Brailway%3Dtram_stop%5D+60.1699000%2C24.9384000&$details&limit=1"
  "search-building|search?q=Agronomitalo&$details&limit=1"
  "search-bay|search?q=Kaisaniemenlahti&$details&limit=1"
  "search-water|search?q=Kolera-allas&$details&limit=1"
  "search-landuse-commercial|search?q=Antilooppi&$details&limit=1"
  "search-tower|search?q=Rautatieaseman+kellotorni&$details&limit=1"
  "search-bridge|search?q=%5Bman_made%3Dbridge%5D+60.1699000%2C24.9384000&$details&limit=1"
  "search-street-bridge|search?q=Pitk%C3%A4silta&$details&limit=1"
  "search-category-cafe-near|search?q=%5Bamenity%3Dcafe%5D+60.1699000%2C24.9384000&$details&limit=3"
  "search-viewbox-bounded|search?q=cafe&viewbox=24.9400000%2C60.1660000%2C24.9460000%2C60.1700000&bounded=1&$details&limit=3"
  "search-empty|search?q=nothingatallxyz&$details&limit=5"
  "error-400-viewbox|search?q=cafe&viewbox=1%2C2%2C3&$details"
  "reverse-restaurant|reverse?lat=60.1721000&lon=24.9450000&$details"
  "reverse-layer-address|reverse?lat=60.1721000&lon=24.9450000&layer=address&$details"
  "reverse-unable-to-geocode|reverse?lat=0.0000000&lon=0.0000000&$details"
  "lookup-restaurant|lookup?osm_ids=N59622323&$details"
  "lookup-empty|lookup?osm_ids=N1&$details"
  "status|status?format=json"
)
printf 'name\tstatus\trequest\n' >"$out/requests.tsv"
for entry in "${fixtures[@]}"; do
  name=${entry%%|*}
  path=${entry#*|}
  status=$(curl -sS -o "$out/$name.json" -w '%{http_code}' "$base/$path")
  printf '%s\t%s\t/%s\n' "$name" "$status" "$path" >>"$out/requests.tsv"
  echo "$name: HTTP $status"
done
