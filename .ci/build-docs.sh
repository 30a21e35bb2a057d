#!/usr/bin/env bash
# Builds the API reference: every module's DocC catalog (Sources/<Module>/Documentation.docc) into
# one folder, with the toolchain's own `docc` (no package dependency).
#
#   bash .ci/build-docs.sh OUTPUT_DIR
#
# OUTPUT_DIR gets <Module>.doccarchive for each catalog, Meridian-all.doccarchive combining them
# (`docc merge`, one site with every module), and symbolgraphs/ (the public symbol graphs the
# archives were built from). Every archive is transformed for static hosting: serve a folder with
# any static server and open /documentation/<module, lowercased>, for example
#
#   python3 -m http.server 8000 --directory OUTPUT_DIR/Meridian-all.doccarchive
#   open http://localhost:8000/documentation/   (every module; documentation/meridian/ is the umbrella)
#
# Warnings are errors (a broken ``symbol`` link fails the build). `.ci/run`'s documentation step runs
# this script, so what CI checks and what a reader builds are the same. The first run builds the
# package (debug) to extract the symbol graphs.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash .ci/build-docs.sh OUTPUT_DIR" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
command -v docc >/dev/null 2>&1 || { echo "docc is missing: it ships with the Swift toolchain" >&2; exit 1; }
logs=$(mktemp -d "${TMPDIR:-/tmp}/meridian-docs.XXXXXX")
trap 'rm -rf "$logs"' EXIT

symbolgraph_output=$(swift package dump-symbol-graph 2>&1) || {
  printf '%s\n' "$symbolgraph_output"
  echo "swift package dump-symbol-graph failed" >&2
  exit 1
}
symbolgraph_dir=$(printf '%s\n' "$symbolgraph_output" | sed -n 's/^Files written to //p' | tail -1)
[ -d "$symbolgraph_dir" ] || symbolgraph_dir="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
[ -d "$symbolgraph_dir" ] || { echo "no symbol graph folder (looked for $symbolgraph_dir)" >&2; exit 1; }
rm -rf "$out/symbolgraphs"
mkdir -p "$out/symbolgraphs"
cp "$symbolgraph_dir"/*.symbols.json "$out/symbolgraphs/"

archives=()
for catalog in Sources/*/Documentation.docc; do
  [ -d "$catalog" ] || continue
  module=$(basename "$(dirname "$catalog")")
  graphs="$logs/graphs/$module"
  mkdir -p "$graphs"
  # Only this module's graphs (its own and its extensions of other modules), so each catalog
  # documents one module.
  cp "$symbolgraph_dir/$module.symbols.json" "$graphs/"
  cp "$symbolgraph_dir/$module"@*.symbols.json "$graphs/" 2>/dev/null || true
  rm -rf "$out/$module.doccarchive"
  echo "docc convert $catalog"
  # Named after its module, so each catalog's articles live under its own path (every catalog is
  # a "Documentation.docc", and two bundles of one name collide when the archives are merged).
  docc convert "$catalog" --additional-symbol-graph-dir "$graphs" --warnings-as-errors \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.meridian.$module" \
    --transform-for-static-hosting --output-path "$out/$module.doccarchive" >"$logs/$module.log" 2>&1 || {
    cat "$logs/$module.log"
    echo "docc convert $catalog failed" >&2
    exit 1
  }
  archives+=("$out/$module.doccarchive")
done
[ ${#archives[@]} -gt 0 ] || { echo "no DocC catalog under Sources/*/Documentation.docc" >&2; exit 1; }
rm -rf "$out/Meridian-all.doccarchive"
docc merge "${archives[@]}" --synthesized-landing-page-name Meridian \
  --output-path "$out/Meridian-all.doccarchive" >"$logs/merge.log" 2>&1 || {
  cat "$logs/merge.log"
  echo "docc merge failed" >&2
  exit 1
}
echo "ok: ${#archives[@]} catalogs built into $out, combined in $out/Meridian-all.doccarchive"
