#!/usr/bin/env bash
# Builds the libFuzzer harness of every parser and runs each for a given time.
#
#   Scripts/fuzz.sh [--time SECONDS] [--regress] [--jobs N] [--no-build] [PARSER...]
#
# --time: seconds per parser (default 60). --regress: run each parser once over its seed corpus
# and saved findings only (what CI does). --no-build: use the binary of the last build. Without
# PARSER, all of them. Parsers: strings stringsdict
# plist-xml plist-binary plist-json pbxproj xcconfig xcstrings xliff-1.2 xliff-2.0 config locale
# privacy-manifest xcodegen reporters (every reporter, with checked text: each output parsed back)
# zip (an .ipa: listed, every entry extracted under small limits), macho (Mach-O binaries, thin
# and fat: seeds in Fuzz/seeds/macho only).
#
# Seeds come from Fuzz/seeds/PARSER (committed) plus the tests' fixtures and ../shared/corpus;
# new inputs libFuzzer finds go to .build/fuzz/corpus/PARSER (not committed); a crash is written
# to Fuzz/crashes/PARSER/ — turn it into a regression test, then commit it there.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/.build/fuzz
TIME=60
REGRESS=0
JOBS=1
BUILD=1
PARSERS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --time) TIME=$2; shift 2 ;;
    --time=*) TIME=${1#--time=}; shift ;;
    --regress) REGRESS=1; shift ;;
    --jobs) JOBS=$2; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) PARSERS+=("$1"); shift ;;
  esac
done
ALL=(strings stringsdict plist-xml plist-binary plist-json pbxproj xcconfig xcstrings xliff-1.2 xliff-2.0 config locale
  privacy-manifest xcodegen reporters zip macho)
[ ${#PARSERS[@]} -eq 0 ] && PARSERS=("${ALL[@]}")

build() {
  mkdir -p "$OUT/include"
  # The library's build-tool plugin writes the embedded Locales/ and templates/ source, the build's
  # commit and ICU's Han conversions, in one folder.
  swift build --product usage-strings >/dev/null
  local embedded
  embedded=$(find .build/plugins/outputs -name EmbeddedDefaults.swift -path '*UsageStrings*' | head -1)
  [ -n "$embedded" ] || { echo "fuzz.sh: EmbeddedDefaults.swift not found after swift build" >&2; exit 1; }
  cat > "$OUT/include/module.modulemap" <<MAP
module CICU {
  header "$ROOT/Sources/CICU/include/CICU.h"
  export *
}
module CYAML [system] {
  header "$ROOT/Sources/CYAML/shim.h"
  link "yaml"
  export *
}
module CZlib [system] {
  header "$ROOT/Sources/CZlib/shim.h"
  link "z"
  export *
}
MAP
  local icu_cflags icu_libs
  icu_cflags=$(pkg-config --cflags icu-uc icu-i18n)
  icu_libs="$(pkg-config --libs icu-uc icu-i18n) $(pkg-config --libs yaml-0.1) $(pkg-config --libs zlib)"
  # shellcheck disable=SC2086
  clang -c -O1 -g -fsanitize=fuzzer-no-link,address $icu_cflags -I Sources/CICU/include \
    Sources/CICU/CICU.c -o "$OUT/CICU.o"
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -enable-testing \
    -module-name UsageStrings -package-name usage_strings -I "$OUT/include" \
    $(pkg-config --cflags-only-I yaml-0.1 zlib | sed 's/-I/-Xcc -I/g') \
    -emit-library -static -emit-module -emit-module-path "$OUT/UsageStrings.swiftmodule" \
    -o "$OUT/libUsageStrings.a" $(find Sources/UsageStrings -name '*.swift' | sort) "$(dirname "$embedded")"/*.swift
  # shellcheck disable=SC2086
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -package-name usage_strings \
    -I "$OUT" -I "$OUT/include" Fuzz/FuzzParsers.swift Fuzz/FuzzReporters.swift \
    "$OUT/libUsageStrings.a" "$OUT/CICU.o" \
    $icu_libs -o "$OUT/fuzz-parsers" 2>"$OUT/link.log" || { cat "$OUT/link.log" >&2; exit 1; }
}

# Seed folders per parser: the committed seeds and the files of the tests and corpus it reads.
seeds() {
  local parser=$1 shared=$ROOT/../shared/corpus
  local dirs=("$ROOT/Fuzz/seeds/$parser")
  local pattern=""
  case "$parser" in
    strings) pattern='*.strings' ;;
    stringsdict) pattern='*.stringsdict' ;;
    plist-xml|plist-binary|plist-json) pattern='*.plist' ;;
    pbxproj) pattern='project.pbxproj' ;;
    xcconfig) pattern='*.xcconfig' ;;
    xcodegen) pattern='*.yml' ;;
    xcstrings) pattern='*.xcstrings' ;;
    xliff-1.2|xliff-2.0) pattern='*.xliff' ;;
    locale) dirs+=("$ROOT/Locales") ;;
    privacy-manifest) pattern='*.xcprivacy' ;;
    # No Mach-O files among the fixtures: the committed seeds, written by the tests' MachOWriter.
    macho) ;;
  esac
  local staged=$OUT/seeds/$parser
  rm -rf "$staged"
  mkdir -p "$staged"
  if [ -n "$pattern" ]; then
    # Small files only: libFuzzer's inputs stay under its length limit.
    local files
    mapfile -t files < <(find "$ROOT/Tests/Fixtures" "$ROOT/Examples" "$shared" -name "$pattern" -size -64k -type f 2>/dev/null | sort)
    local file
    for file in "${files[@]:0:300}"; do cp "$file" "$staged/$(echo "$file" | md5sum | cut -c1-16)"; done
  fi
  printf '%s\n' "${dirs[@]}" "$staged"
}

[ "$BUILD" = 1 ] && build
# Leaks in the toolchain's own libraries that are not the project's to fix.
export LSAN_OPTIONS="suppressions=$ROOT/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
mkdir -p "$ROOT/Fuzz/crashes"
status=0
for parser in "${PARSERS[@]}"; do
  corpus=$OUT/corpus/$parser
  crashes=$ROOT/Fuzz/crashes/$parser
  mkdir -p "$corpus" "$crashes" "$ROOT/Fuzz/seeds/$parser"
  mapfile -t dirs < <(seeds "$parser")
  existing=()
  for dir in "${dirs[@]}"; do [ -d "$dir" ] && existing+=("$dir"); done
  log=$OUT/$parser.log
  # With -jobs, libFuzzer runs children that log to fuzz-N.log in the current folder.
  parallel=()
  [ "$JOBS" -gt 1 ] && parallel=(-jobs="$JOBS" -workers="$JOBS")
  if [ "$REGRESS" = 1 ]; then
    # Every seed and every saved crash, once: a regression is a crash here.
    inputs=("${existing[@]}")
    [ -n "$(ls -A "$crashes")" ] && inputs+=("$crashes")
    if FUZZ_PARSER=$parser "$OUT/fuzz-parsers" -runs=0 -rss_limit_mb=2048 -timeout=10 "${inputs[@]}" >"$log" 2>&1; then
      echo "$parser: $(find "${inputs[@]}" -type f | wc -l) inputs, no crash"
    else
      echo "$parser: FAILED (see $log)"; tail -30 "$log"; status=1
    fi
  else
    if FUZZ_PARSER=$parser "$OUT/fuzz-parsers" "$corpus" "${existing[@]}" -max_total_time="$TIME" \
      -max_len=65536 -rss_limit_mb=2048 -timeout=10 "${parallel[@]}" \
      -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1; then
      runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | awk '{s+=$2} END {print s+0}')
      echo "$parser: $runs executions in ${TIME}s, no crash, leak or timeout"
    else
      echo "$parser: FAILED (see $log)"; tail -40 "$log"; status=1
    fi
  fi
done
exit $status
