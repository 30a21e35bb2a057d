#!/usr/bin/env bash
# Checks the toolchain the package declares against the language features its code uses, and the
# guides' "Swift X.Y or later" against that declaration.
#
#   bash .ci/check-toolchain.sh [ROOT]     check a package (default: this repository)
#   bash .ci/check-toolchain.sh --self-test
#
# `// swift-tools-version: X.Y` in Package.swift is the oldest toolchain that may build the package.
# This script knows a list of language and library features and the Swift release that brought each
# (below), greps Sources, Tests, Examples and Package.swift for them (comment lines skipped), and
# fails when a feature is newer than the declaration. It prints what the code needs, so a declaration
# higher than that shows too. It also fails when README.md, docs/getting-started.md or the umbrella's
# DocC getting-started page promise another Swift than the declaration, or when the toolchain running
# CI is older than it.
#
# What it cannot catch: a feature missing from the list (a 6.3-only API, say), and code that only a
# newer compiler accepts without any new syntax (better type inference, relaxed concurrency
# checking). Only building with the declared toolchain proves those; CI builds with one toolchain,
# the one `swift --version` prints. A match inside a string literal counts as a use (none today).
set -euo pipefail

# version<TAB>description<TAB>extended regular expression (grep -P), one feature per line.
features() {
  cat <<'TABLE'
6.1	nonisolated type or extension (SE-0449)	^\s*(public |package |internal |fileprivate |private |final )*nonisolated\s+(struct|class|enum|actor|protocol|extension)\b
6.2	@concurrent (SE-0461)	@concurrent\b
6.2	nonisolated(nonsending) (SE-0461)	nonisolated\(nonsending\)
6.2	weak let (SE-0481)	\bweak\s+let\b
6.2	InlineArray (SE-0453)	\bInlineArray\s*<|\[\s*\d+\s+of\s+\w
6.2	Span, RawSpan, MutableSpan, OutputSpan (SE-0447, SE-0467, SE-0485)	\b(Raw|MutableRaw|Mutable|Output|OutputRaw)?Span\s*<|\b(RawSpan|MutableRawSpan|OutputRawSpan)\b
6.2	isolated deinit (SE-0371)	\bisolated\s+deinit\b
6.2	Task.immediate (SE-0472)	\bTask\.immediate\b|\.addImmediateTask\b
6.2	named tasks (SE-0469)	\b(Task|Task\.detached|addTask|addTaskUnlessCancelled)\s*\(\s*name:
6.2	Observations (SE-0475)	\bObservations\s*[({]
6.2	@abi (SE-0476)	@abi\s*\(
6.2	strict memory safety annotations (SE-0458)	@unsafe\b|@safe\b
6.2	default actor isolation setting (SE-0466)	\.defaultIsolation\s*\(
6.2	Swift Testing exit tests (ST-0008)	processExitsWith:
6.2	Swift Testing attachments (ST-0009)	\bAttachment\s*(\(|\.record)
TABLE
}

# The trailing comma of a multi-line argument, parameter or tuple list (SE-0439, Swift 6.1): a
# line ending in a comma followed by one that closes the list with `)` or `>`.
trailing_comma_files() { # ROOT
  local file
  while IFS= read -r file; do
    if grep -Pzoq ',[ \t]*\n[ \t]*[)>]' "$file"; then
      grep -Pzo '(?m)^[^\n]*,[ \t]*\n[ \t]*[)>][^\n]*' "$file" | tr '\0' '\n' | head -2 | sed "s|^|$file: |"
    fi
  done < <(find "$1/Sources" "$1/Tests" "$1/Examples" "$1/Package.swift" -name '*.swift' 2>/dev/null | sort)
}

version_number() { # "6.2" -> 602, "6" -> 600
  local major=${1%%.*} minor=0
  [[ $1 == *.* ]] && minor=${1#*.} && minor=${minor%%.*}
  echo $((major * 100 + minor))
}

check() { # ROOT
  local root=$1 declared needed=600 needed_text="6.0" failed=0
  declared=$(sed -n '1s|^// swift-tools-version: *\([0-9][0-9.]*\).*|\1|p' "$root/Package.swift")
  [ -n "$declared" ] || { echo "Package.swift: the first line is not '// swift-tools-version: X.Y'"; return 1; }
  local declared_number
  declared_number=$(version_number "$declared")
  echo "declared: swift-tools-version $declared"
  local version description pattern hits
  while IFS=$'\t' read -r version description pattern; do
    hits=$(grep -rnP --include='*.swift' "$pattern" "$root/Sources" "$root/Tests" "$root/Examples" \
      "$root/Package.swift" 2>/dev/null | grep -vP '^[^:]+:\d+:\s*(//|\*)' || true)
    [ -n "$hits" ] || continue
    echo "uses $description: Swift $version ($(printf '%s\n' "$hits" | wc -l) lines, first $(printf '%s\n' "$hits" | head -1 | cut -d: -f1-2 | sed "s|^$root/||"))"
    if [ "$(version_number "$version")" -gt "$needed" ]; then
      needed=$(version_number "$version")
      needed_text=$version
    fi
    if [ "$(version_number "$version")" -gt "$declared_number" ]; then
      printf '%s\n' "$hits" | head -5 | sed "s|^$root/|  |"
      echo "FAIL: $description needs Swift $version, newer than the declared $declared"
      failed=1
    fi
  done < <(features)
  hits=$(trailing_comma_files "$root")
  if [ -n "$hits" ]; then
    echo "uses trailing commas in argument or parameter lists (SE-0439): Swift 6.1"
    if [ "$needed" -lt 601 ]; then needed=601 && needed_text=6.1; fi
    if [ "$declared_number" -lt 601 ]; then
      printf '%s\n' "$hits" | head -5 | sed "s|^$root/|  |"
      echo "FAIL: trailing commas in argument lists need Swift 6.1, newer than the declared $declared"
      failed=1
    fi
  fi
  echo "the features found need Swift $needed_text or later"
  # The guides promise a version: it must be the declared one.
  local guide promise
  for guide in README.md docs/getting-started.md Sources/Meridian/Documentation.docc/GettingStarted.md; do
    [ -f "$root/$guide" ] || continue
    promise=$(grep -oP 'Swift \K[0-9]+\.[0-9]+(?= or later)' "$root/$guide" | sort -u || true)
    if [ -z "$promise" ]; then
      echo "FAIL: $guide does not say which Swift it needs ('Swift $declared or later')"
      failed=1
    elif [ "$promise" != "$declared" ]; then
      echo "FAIL: $guide promises Swift $(echo "$promise" | tr '\n' ' ')or later; Package.swift declares $declared"
      failed=1
    fi
  done
  return $failed
}

self_test() {
  local work status
  work=$(mktemp -d "${TMPDIR:-/tmp}/check-toolchain.XXXXXX")
  trap 'rm -rf "$work"' RETURN
  make_package() { # DIR TOOLS_VERSION SWIFT_SOURCE PROMISE
    mkdir -p "$1/Sources/A" "$1/Tests" "$1/Examples" "$1/docs"
    printf '// swift-tools-version: %s\nimport PackageDescription\n' "$2" >"$1/Package.swift"
    printf '%s\n' "$3" >"$1/Sources/A/A.swift"
    printf 'You need Swift %s or later.\n' "$4" >"$1/README.md"
    printf 'Install Swift %s or later.\n' "$4" >"$1/docs/getting-started.md"
  }
  expect() { # pass|fail DIR WHAT
    status=0
    check "$2" >"$work/out" 2>&1 || status=$?
    if { [ "$1" = pass ] && [ $status -ne 0 ]; } || { [ "$1" = fail ] && [ $status -eq 0 ]; }; then
      cat "$work/out"
      echo "self-test FAILED: expected $1 for $3"
      exit 1
    fi
    echo "self-test ok: $1 for $3"
  }
  make_package "$work/weak-6.1" 6.1 $'func f() {\n  weak let x = self\n}' 6.1
  expect fail "$work/weak-6.1" "weak let under tools 6.1"
  make_package "$work/weak-6.2" 6.2 $'func f() {\n  weak let x = self\n}' 6.2
  expect pass "$work/weak-6.2" "weak let under tools 6.2"
  make_package "$work/concurrent" 6.0 $'@concurrent\nfunc f() async {}' 6.0
  expect fail "$work/concurrent" "@concurrent under tools 6.0"
  make_package "$work/comment" 6.0 $'// a comment about @concurrent and weak let\nfunc f() {}' 6.0
  expect pass "$work/comment" "features named only in comments"
  make_package "$work/comma" 6.0 $'func f(a: Int, b: Int) {}\nlet x = f(\n  a: 1,\n  b: 2,\n)' 6.0
  expect fail "$work/comma" "a trailing comma in an argument list under tools 6.0"
  make_package "$work/array" 6.0 $'let x = [\n  1,\n  2,\n]' 6.0
  expect pass "$work/array" "a trailing comma in an array literal under tools 6.0"
  make_package "$work/nonisolated" 6.0 $'nonisolated struct S {}' 6.0
  expect fail "$work/nonisolated" "a nonisolated struct under tools 6.0"
  make_package "$work/promise" 6.2 $'func f() {}' 6.0
  expect fail "$work/promise" "guides promising Swift 6.0 under tools 6.2"
}

if [ "${1:-}" = "--self-test" ]; then
  self_test
  exit 0
fi
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
status=0
check "$root" || status=$?
# The toolchain running this is at least the declared one (SwiftPM refuses the manifest otherwise).
if command -v swift >/dev/null 2>&1; then
  running=$(swift --version 2>/dev/null | grep -oP 'Swift version \K[0-9]+\.[0-9]+' | head -1 || true)
  declared=$(sed -n '1s|^// swift-tools-version: *\([0-9][0-9.]*\).*|\1|p' "$root/Package.swift")
  if [ -n "$running" ] && [ "$(version_number "$running")" -lt "$(version_number "$declared")" ]; then
    echo "FAIL: this toolchain is Swift $running, older than the declared $declared"
    status=1
  fi
  echo "this toolchain: Swift ${running:-unknown}"
fi
[ $status -eq 0 ] && echo "ok"
exit $status
