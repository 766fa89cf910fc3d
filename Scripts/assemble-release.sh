#!/usr/bin/env bash
# Joins the release archives in DIST (usage-strings-VERSION-TRIPLE.tar.gz, one per platform) into
# what a release ships: the archives (the two macOS ones joined into one universal binary), the
# SwiftPM artifact bundle usage-strings.artifactbundle.zip, and SHA256SUMS over all of them.
#
#   Scripts/assemble-release.sh DIST
set -euo pipefail
DIST=$(cd "${1:?usage: assemble-release.sh DIST}" && pwd)
cd "$DIST"
rm -rf variants bundle && mkdir -p variants bundle
for archive in usage-strings-*.tar.gz; do
  [ -e "$archive" ] || { echo "assemble-release: no archive in $DIST" >&2 && exit 1; }
  tar -C variants -xzf "$archive"
done

# macOS: one universal binary from the arm64 and x86_64 ones (lipo, or llvm-lipo on Linux).
arm=$(ls -d variants/usage-strings-*-arm64-apple-macosx 2>/dev/null || true)
intel=$(ls -d variants/usage-strings-*-x86_64-apple-macosx 2>/dev/null || true)
if [ -n "$arm" ] && [ -n "$intel" ]; then
  universal=${arm%-arm64-apple-macosx}-universal-apple-macosx
  mkdir -p "$universal/bin"
  cp "$arm/README.md" "$universal/"
  "$(command -v lipo || command -v llvm-lipo)" -create "$arm/bin/usage-strings" \
    "$intel/bin/usage-strings" -output "$universal/bin/usage-strings"
  tar -C variants -czf "$(basename "$universal").tar.gz" "$(basename "$universal")"
  rm -rf "$arm" "$intel" "$(basename "$arm").tar.gz" "$(basename "$intel").tar.gz"
fi

# The artifact bundle (SE-0305): every variant's folder and an info.json naming its triples.
triples() {
  case "$1" in
  *-universal-apple-macosx) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
  *-arm64-apple-macosx) echo '"arm64-apple-macosx"' ;;
  *) echo "\"${1#usage-strings-*-}\"" ;;
  esac
}
VERSION=
entries=()
for variant in variants/usage-strings-*; do
  name=$(basename "$variant")
  VERSION=$(echo "$name" | sed 's/^usage-strings-\([0-9][^-]*\)-.*/\1/')
  cp -R "$variant" "bundle/$name"
  entries+=("        { \"path\": \"$name/bin/usage-strings\", \"supportedTriples\": [$(triples "$name")] }")
done
mkdir -p bundle/usage-strings.artifactbundle
mv bundle/usage-strings-* bundle/usage-strings.artifactbundle/
{
  printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "usage-strings": {\n'
  printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$VERSION"
  (IFS=$'\n' && echo "${entries[*]}" | sed '$!s/$/,/')
  printf '      ]\n    }\n  }\n}\n'
} > bundle/usage-strings.artifactbundle/info.json
rm -f usage-strings.artifactbundle.zip
(cd bundle && zip -qry ../usage-strings.artifactbundle.zip usage-strings.artifactbundle)
rm -rf usage-strings.artifactbundle && mv bundle/usage-strings.artifactbundle . && rmdir bundle

# Checksums of what is published (SwiftPM's binaryTarget checksum is the zip's SHA-256 too).
files=(usage-strings-*.tar.gz usage-strings.artifactbundle.zip)
if command -v sha256sum >/dev/null 2>&1; then sha256sum "${files[@]}"; else shasum -a 256 "${files[@]}"; fi > SHA256SUMS
cat SHA256SUMS
