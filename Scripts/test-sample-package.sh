#!/usr/bin/env bash
# The library's documentation, as a user meets it: the example of its article built in a package
# of its own that depends on this one and run on Examples/, and the catalog converted by docc
# against the library's symbol graph, a link to a missing symbol failing it.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${1:-$(mktemp -d)}
CATALOG="$ROOT/Sources/UsageStrings/UsageStrings.docc"
ARTICLE="$CATALOG/GettingStarted.md"

# The article's first swift code block is the program: taken from the article itself, so that the
# docs and this test cannot drift apart.
mkdir -p "$WORK/Sample/Sources/Sample"
awk '/^```swift$/ { inside = 1; next } inside && /^```$/ { exit } inside { print }' "$ARTICLE" \
  > "$WORK/Sample/Sources/Sample/main.swift"
if [ ! -s "$WORK/Sample/Sources/Sample/main.swift" ]; then
  echo "test-sample-package: no \`\`\`swift block in $ARTICLE" >&2
  exit 1
fi
cat > "$WORK/Sample/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Sample",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "$ROOT")],
  targets: [
    .executableTarget(
      name: "Sample", dependencies: [.product(name: "UsageStrings", package: "$(basename "$ROOT")")])
  ]
)
SWIFT
# One build for both checks: the library's symbol graph comes out of the sample's build of it.
swift build --package-path "$WORK/Sample" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$WORK/all-symbols" \
  > "$WORK/build.txt" 2>&1 || true
tail -1 "$WORK/build.txt"
if ! grep -q "^Build complete" "$WORK/build.txt" || grep -q "warning:\|error:" "$WORK/build.txt"; then
  echo "test-sample-package: the article's example does not build cleanly:" >&2
  grep -A3 "warning:\|error:" "$WORK/build.txt" >&2
  exit 1
fi

# Examples/ has errors: the program names them and exits 1, as `usage-strings check` does.
set +e
(cd "$ROOT" && "$WORK/Sample/.build/debug/Sample" Examples > "$WORK/out.txt" 2> "$WORK/err.txt")
status=$?
set -e
expected=(
  "Examples/PhotoJournal/de.lproj/InfoPlist.strings:37: error: 'NSFaceIDUsageDescription' appears again"
  "Examples/PhotoJournal/Info.plist:38: error: 'NSPhotoLibraryUsageDescripton' is not a key the system reads"
  "Examples/PhotoJournal/en.lproj/InfoPlist.strings:16: warning: 'NSContactsUsageDescription' names the resource"
)
for line in "${expected[@]}"; do
  if ! grep -qF "$line" "$WORK/out.txt"; then
    echo "test-sample-package: the example did not print: $line" >&2
    cat "$WORK/out.txt" "$WORK/err.txt" >&2
    exit 1
  fi
done
[ "$status" -eq 1 ] || { echo "test-sample-package: exit $status on Examples/, not 1" >&2; cat "$WORK/err.txt" >&2; exit 1; }
[ ! -s "$WORK/err.txt" ] || { echo "test-sample-package: the example wrote to stderr:" >&2; cat "$WORK/err.txt" >&2; exit 1; }

# The catalog against the library's symbol graph: a link to a symbol that is not there, or has no
# page, is a warning, and a warning fails.
mkdir -p "$WORK/symbols"
cp "$WORK"/all-symbols/UsageStrings*.symbols.json "$WORK/symbols/"
docc convert "$CATALOG" --additional-symbol-graph-dir "$WORK/symbols" \
  --fallback-display-name UsageStrings --fallback-bundle-identifier org.usage-strings.UsageStrings \
  --output-path "$WORK/UsageStrings.doccarchive" --warnings-as-errors > "$WORK/docc.txt" 2>&1 || {
  echo "test-sample-package: docc convert failed:" >&2
  cat "$WORK/docc.txt" >&2
  exit 1
}
echo "test-sample-package: ok"
