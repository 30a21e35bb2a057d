#!/usr/bin/env bash
# Builds Meridian's libFuzzer targets and runs each on a fresh copy of its seed corpus.
#
#   Tests/Fuzz/run-fuzzers.sh [--runs N] [--time SECONDS] [--seed N] [--skip-known IDS] [--keep DIR] [--release]
#                             [--build-only] [TARGET ...]
#
#   --runs N          inputs per target (libFuzzer -runs); default 20000
#   --time SECONDS    time cap per target (libFuzzer -max_total_time); default 240
#   --seed N          libFuzzer's random seed (-seed); default 0, a new seed each run. CI passes a fixed
#                     seed so its short pass explores the same inputs on every machine; long campaigns
#                     should not
#   --skip-known IDS  comma-separated finding ids to skip (MERIDIAN_FUZZ_SKIP_KNOWN), for long runs past
#                     findings that already have a regression test; default none (every finding fails)
#   --keep DIR        write the grown corpora and the crash files under DIR instead of a temp dir
#   --release         build optimised (-c release, still with AddressSanitizer; -enable-testing for the
#                     targets' @testable imports): 3-40x the inputs per second, for long passes
#   --build-only      build the targets and stop (.ci/run builds them early, in the background)
#   TARGET ...        targets to run; default all (see TARGETS below)
#
# Needs the Swift toolchain (swiftc -sanitize=fuzzer,address) and, for inflate-zlib, zlib's headers
# (Debian's zlib1g-dev; .ci/run installs it). The build goes to .build-fuzz, so it
# never touches .build. Prints, per target, the inputs executed, exec/s and crashes; exits 1 when any
# target crashed, broke an invariant, timed out or ran out of memory, naming each crash file, or 2 when
# the build failed. Reproduce a crash with:
#   MERIDIAN_FUZZ_TARGET=<target> SWIFT_BACKTRACE=enable=no .build-fuzz/debug/meridian-fuzz <crash file>
#   (.build-fuzz/release/meridian-fuzz after --release)
set -euo pipefail

TARGETS=(online-json graphics-json rest-decoders geometry-coders offline-csv binary-index coordinates offline-text inflate osm-pbf world-layer inflate-zlib geometry-overlay)
runs=20000
time_cap=240
seed=0
skip_known=""
keep=""
build_only=""
config=()
selected=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --time) time_cap="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --skip-known) skip_known="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --release) config=(-c release -Xswiftc -enable-testing); shift ;;
    --build-only) build_only=1; shift ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    -*) echo "run-fuzzers: unknown option $1" >&2; exit 2 ;;
    *) selected+=("$1"); shift ;;
  esac
done
[[ ${#selected[@]} -gt 0 ]] || selected=("${TARGETS[@]}")

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

started=$(date +%s)
mkdir -p .build-fuzz
echo "== building meridian-fuzz (${config[1]:-debug}, -sanitize=fuzzer,address) into .build-fuzz"
if ! MERIDIAN_FUZZ=1 swift build --scratch-path .build-fuzz ${config[@]+"${config[@]}"} --product meridian-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >.build-fuzz/build.log 2>&1; then
  grep -E "error:" .build-fuzz/build.log | head -40 >&2 || tail -40 .build-fuzz/build.log >&2
  echo "run-fuzzers: the build failed (full log: $root/.build-fuzz/build.log)" >&2
  exit 2
fi
binary="$(MERIDIAN_FUZZ=1 swift build --scratch-path .build-fuzz ${config[@]+"${config[@]}"} --show-bin-path)/meridian-fuzz"
built=$(date +%s)
echo "   built in $((built - started)) s: $binary"
[[ -z "$build_only" ]] || exit 0

if [[ -n "$keep" ]]; then
  work="$keep"
  mkdir -p "$work"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/meridian-fuzz.XXXXXX")"
fi

failed=0
printf '%-16s %10s %9s %8s %7s  %s\n' target inputs exec/s seconds crashes result
summary=()
for target in "${selected[@]}"; do
  corpus="$work/corpus/$target"
  artifacts="$work/artifacts/$target"
  rm -rf "$corpus" "$artifacts"
  mkdir -p "$corpus" "$artifacts"
  if [[ -d "Tests/Fuzz/Corpus/$target" ]]; then cp -R "Tests/Fuzz/Corpus/$target/." "$corpus/"; fi
  # Regression inputs are seeds too: a fixed bug must stay fixed.
  if [[ -d "Tests/Fuzz/Regressions/$target" ]]; then cp -R "Tests/Fuzz/Regressions/$target/." "$corpus/"; fi
  log="$work/$target.log"
  t0=$(date +%s)
  set +e
  # With a fixed seed, Swift's per-process hash seed is fixed too, so dictionary order (and so the
  # coverage that guides the fuzzer) is the same on every run.
  deterministic=0
  [[ "$seed" != 0 ]] && deterministic=1
  SWIFT_DETERMINISTIC_HASHING=$deterministic \
  MERIDIAN_FUZZ_TARGET="$target" MERIDIAN_FUZZ_SKIP_KNOWN="$skip_known" SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1" \
    "$binary" -runs="$runs" -seed="$seed" -max_total_time="$time_cap" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1
  status=$?
  set -e
  seconds=$(($(date +%s) - t0))
  inputs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  crashes=$(find "$artifacts" -type f | wc -l | tr -d ' ')
  result=ok
  if [[ "$crashes" -gt 0 || $status -ne 0 ]]; then
    result="FAILED (exit $status)"
    failed=1
  elif [[ "${inputs:-0}" -lt "$runs" ]]; then
    result="time cap reached before $runs inputs"
  fi
  printf '%-16s %10s %9s %8s %7s  %s\n' "$target" "${inputs:-?}" "${rate:-?}" "$seconds" "$crashes" "$result"
  if [[ "$result" == FAILED* ]]; then
    grep -m3 -E "INVARIANT VIOLATED|ERROR: AddressSanitizer|ERROR: libFuzzer|Fatal error|SUMMARY" "$log" | sed 's/^/    /'
    find "$artifacts" -type f | sed 's/^/    crash file: /'
    if [[ "$crashes" -eq 0 ]]; then echo "    log: $log"; fi
  fi
  summary+=("$target=$inputs")
done
echo "total $(($(date +%s) - started)) s (build $((built - started)) s); corpora, logs and crash files in $work"
if [[ $failed -ne 0 ]]; then
  echo "run-fuzzers: a target failed; reproduce with MERIDIAN_FUZZ_TARGET=<target> SWIFT_BACKTRACE=enable=no $binary <crash file>" >&2
  exit 1
fi
if [[ -z "$keep" ]]; then rm -rf "$work"; fi
