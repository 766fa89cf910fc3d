#!/usr/bin/env bash
# Runs the Linux release binary (Scripts/build-release.sh) where nothing else is: a root folder
# holding only the binary, the libraries ldd lists for it, the dynamic loader and a copy of
# Examples/ — no ICU, no libyaml, no Swift runtime. Its output (standard output and error) and
# exit status on Examples/ must be those of the development build on the same copy, byte for byte.
#
#   Scripts/test-release-binary.sh [RELEASE_BINARY [DEVELOPMENT_BINARY]]
#
# chroot needs root: elsewhere the script says so and exits 0 without testing.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
# The binary as shipped (stripped, from the archive's folder), unless one is named.
RELEASE=${1:-$(ls "$ROOT"/.build/release-dist/variants/usage-strings-*-"$(uname -m)"-unknown-linux-gnu/bin/usage-strings 2>/dev/null | head -1)}
DEVELOPMENT=${2:-$ROOT/.build/debug/usage-strings}

if [ "$(uname -s)" != Linux ] || [ "$(id -u)" -ne 0 ]; then
  echo "test-release-binary: skipped (needs Linux and root, for chroot)" >&2
  exit 0
fi
for binary in "$RELEASE" "$DEVELOPMENT"; do
  [ -n "$binary" ] && [ -x "$binary" ] || { echo "test-release-binary: no binary at $binary" >&2 && exit 1; }
done

JAIL=$(mktemp -d)
# /proc, which every Linux system has: the Swift runtime reads the arguments of a binary that
# carries it from /proc/self/cmdline. Unmounted before the folder is removed, or nothing is.
mkdir "$JAIL/proc"
cleanup() {
  umount "$JAIL/proc" 2>/dev/null || true
  mountpoint -q "$JAIL/proc" || rm -rf "$JAIL"
}
trap cleanup EXIT
mount -t proc proc "$JAIL/proc"
cp "$RELEASE" "$JAIL/usage-strings"
cp -R "$ROOT/Examples" "$JAIL/Examples"
# Each library at the path the loader looks for it, and the loader itself.
for library in $(ldd "$RELEASE" | grep -o '/[^ ]*'); do
  mkdir -p "$JAIL$(dirname "$library")"
  cp -L "$library" "$JAIL$library"
done
if find "$JAIL" -path "$JAIL/proc" -prune -o \( -name 'libicu*' -o -name 'libyaml*' \
  -o -name 'libhunspell*' -o -name 'libswift*' -o -name 'libFoundation*' \) -print | grep -q .; then
  echo "test-release-binary: the binary asks for a library it should carry" >&2
  exit 1
fi
echo "test-release-binary: the root holds $(find "$JAIL" -path "$JAIL/proc" -prune -o -type f -not -path "$JAIL/Examples/*" -print | sed "s|^$JAIL||" | sort | tr '\n' ' ')" >&2

failures=0
compare() {
  local expected actual expected_status=0 actual_status=0
  expected=$(cd "$JAIL" && "$DEVELOPMENT" "$@" 2>&1) || expected_status=$?
  actual=$(chroot "$JAIL" /usage-strings "$@" 2>&1) || actual_status=$?
  if [ "$expected" != "$actual" ] || [ "$expected_status" != "$actual_status" ]; then
    echo "test-release-binary: 'usage-strings $*' differs (status $actual_status, expected $expected_status)" >&2
    diff <(echo "$expected") <(echo "$actual") | head -20 >&2 || true
    failures=$((failures + 1))
  else
    echo "test-release-binary: 'usage-strings $*' identical (status $actual_status, $(echo "$actual" | wc -l) lines)" >&2
  fi
}
# chroot starts in /, where the copy of Examples/ is, as the development build does in the root.
compare check Examples --reporter json --no-color
compare check Examples --no-color
compare extract Examples --format json
compare --version
[ "$failures" -eq 0 ]
