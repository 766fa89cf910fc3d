#!/bin/sh
# Runs two builds of usage-strings on the same inputs in every output form and prints what
# differs: a refactoring must change no byte (TESTING.md, "Reports before and after").
#   Scripts/compare-reports.sh OLD_BINARY NEW_BINARY [INPUT...]
# Inputs default to the shared corpus, Examples/ and the benchmark's s1 and s2 (made by
# Benchmarks/bench.py under .build/bench). Exit 1 when any output differs.
set -u
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
old=$(absolute "$1")
new=$(absolute "$2")
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
  set -- "$root"/../shared/corpus/* "$root/Examples" "$root/.build/bench/s1" "$root/.build/bench/s2"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
differ=0
run() { # NAME INPUT ARGS... : both binaries in the input's folder, stdout+stderr+status compared
  name=$1
  input=$2
  shift 2
  for side in old new; do
    eval binary=\$$side
    rm -f "$work/page.html"
    (cd "$input" && "$binary" "$@" >"$work/$side.out" 2>"$work/$side.err"; echo "exit $?" >>"$work/$side.err")
    [ -f "$work/page.html" ] && cat "$work/page.html" >>"$work/$side.out"
  done
  if ! cmp -s "$work/old.out" "$work/new.out" || ! cmp -s "$work/old.err" "$work/new.err"; then
    echo "DIFFERS: $name: $*"
    diff "$work/old.out" "$work/new.out" | head -20
    diff "$work/old.err" "$work/new.err" | head -10
    differ=1
  fi
}
for input in "$@"; do
  [ -d "$input" ] || continue
  name=$(basename "$input")
  for reporter in text xcode json sarif junit github markdown gitlab checkstyle; do
    run "$name" "$input" check . --reporter "$reporter" --no-color
  done
  run "$name" "$input" check . --history --reporter json
  run "$name" "$input" report . --html "$work/page.html"
  for format in json strings xcstrings table; do
    run "$name" "$input" extract . --format "$format"
  done
  run "$name" "$input" extract . --effective --format json
  run "$name" "$input" generate . --languages de,ja --dry-run
  run "$name" "$input" generate . --languages fr --format xliff --output "$work/x" --dry-run
done
[ "$differ" -eq 0 ] && echo "identical"
exit "$differ"
