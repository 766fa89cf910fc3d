#!/usr/bin/env bash
# Builds the release binary of this machine into .build/release-dist/ (or $DIST), one that
# carries ICU (code and data), libyaml, zlib, hunspell and, on Linux, the Swift runtime, so
# that it loads only the C and C++ runtimes (Linux, checked with ldd) or the system's own
# libraries (macOS, checked with otool -L). Then packs it: usage-strings-VERSION-TRIPLE.tar.gz,
# an artifact bundle and SHA256SUMS (Scripts/assemble-release.sh, which also joins the variants
# of every platform of a release).
#
#   Scripts/build-release.sh              # build, check the libraries, pack
#   Scripts/build-release.sh --pack-only  # check and pack the binary built before
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIST=${DIST:-$ROOT/.build/release-dist}
SCRATCH=$ROOT/.build/release-static
VERSION=$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$ROOT/Sources/UsageStrings/Core/UsageStringsVersion.swift")
SYSTEM=$(uname -s)
CXX_RUNTIME=stdc++
[ "$SYSTEM" = Darwin ] && CXX_RUNTIME=c++
cd "$ROOT"

# The static archives, in a folder of their own, and pkg-config files naming that folder alone:
# SwiftPM reads the .pc files of PKG_CONFIG_PATH first, so `-licuuc` finds `libicuuc.a` there,
# never the shared library beside it (the system's .pc files add their libdir to the search).
# Each archive is looked up where its own package says (Homebrew keeps one prefix each); zlib's
# too on macOS, where pkg-config finds Homebrew's (the system's has no zlib.pc).
static_libraries() {
  local folder=$SCRATCH/static-libs entry package libs lib libdir flags
  rm -rf "$folder" && mkdir -p "$folder/pkgconfig"
  for entry in "icu-uc:icuuc icudata" "icu-i18n:icui18n icuuc icudata" "yaml-0.1:yaml" "zlib:z" \
    "hunspell:hunspell-1.7"; do
    package=${entry%%:*} libs=${entry#*:} flags=""
    libdir=$(pkg-config --variable=libdir "$package" 2>/dev/null || true)
    for lib in $libs; do
      if [ -n "$libdir" ] && [ -f "$libdir/lib$lib.a" ]; then
        ln -sf "$libdir/lib$lib.a" "$folder/lib$lib.a"
        flags="$flags -l$lib"
      elif [ "$package" = hunspell ]; then
        continue 2
      else
        echo "build-release: no static lib$lib.a (pkg-config $package: '$libdir')" >&2
        exit 1
      fi
    done
    # ICU and hunspell are C++: their archives need the C++ runtime, which stays shared.
    case "$package" in icu-* | hunspell) flags="$flags -l$CXX_RUNTIME" ;; esac
    printf 'Name: %s\nDescription: static\nVersion: 1\nCflags: %s\nLibs: -L%s%s\n' "$package" \
      "$(pkg-config --cflags "$package")" "$folder" "$flags" >"$folder/pkgconfig/$package.pc"
  done
  echo "$folder"
}

build() {
  local folder
  folder=$(static_libraries)
  # hunspell is carried where its archive is, else left out: wrong-language then judges letters
  # alone, and says so in a note.
  if [ ! -f "$folder/libhunspell-1.7.a" ]; then export USAGE_STRINGS_WITHOUT_HUNSPELL=1; fi
  local static=()
  [ "$SYSTEM" = Linux ] && static=(--static-swift-stdlib)
  # SwiftPM does not relink when only a .pc file changed: the binary is always linked again.
  rm -f "$SCRATCH/release/usage-strings"
  PKG_CONFIG_PATH="$folder/pkgconfig" swift build -c release ${static[@]+"${static[@]}"} \
    --product usage-strings --scratch-path "$SCRATCH" >&2
}

# What the binary still loads: on Linux the C and C++ runtimes only, on macOS the system's.
check_libraries() {
  local unexpected
  if [ "$SYSTEM" = Linux ]; then
    ldd "$1" | sed 's/^/  ldd: /' >&2
    unexpected=$(ldd "$1" | awk '{print $1}' |
      grep -Ev '^(linux-vdso\.so\.1|(/lib(64)?/)?ld-linux[-a-z0-9_.]*\.so\.[0-9]+|lib(c|m|dl|pthread|rt|stdc\+\+|gcc_s)\.so\.[0-9]+)$' || true)
  else
    otool -L "$1" | sed 's/^/  otool: /' >&2
    unexpected=$(otool -L "$1" | tail -n +2 | awk '{print $1}' | grep -Ev '^(/usr/lib/|/System/)' || true)
  fi
  if [ -n "$unexpected" ]; then
    echo "build-release: the binary still loads $unexpected" >&2
    exit 1
  fi
}

triple() {
  case "$SYSTEM" in
  Linux) echo "$(uname -m)-unknown-linux-gnu" ;;
  Darwin) echo "$(uname -m)-apple-macosx" ;;
  esac
}

pack() {
  local name=usage-strings-$VERSION-$(triple)
  local variant=$DIST/variants/$name
  rm -rf "$variant" && mkdir -p "$variant/bin"
  cp "$1" "$variant/bin/usage-strings"
  # Symbols only: the Swift runtime's metadata stays (strip -x keeps what dyld needs on macOS).
  if [ "$SYSTEM" = Linux ]; then strip "$variant/bin/usage-strings"; else strip -x "$variant/bin/usage-strings"; fi
  cp README.md "$variant/"
  tar -C "$DIST/variants" -czf "$DIST/$name.tar.gz" "$name"
  "$ROOT/Scripts/assemble-release.sh" "$DIST" >&2
}

case "$SYSTEM" in
Linux | Darwin) ;;
*) echo "build-release: no release build for $SYSTEM" >&2 && exit 1 ;;
esac
mkdir -p "$DIST"
[ "${1:-}" = --pack-only ] || build
BINARY=$SCRATCH/release/usage-strings
check_libraries "$BINARY"
pack "$BINARY"
echo "$DIST"
